// /admin/credentials/{id}/file (issue 15): the scanned copy of a credential, for admins only.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { credentialFile } from "~/models/workforce.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { fileResponse } from "~/utils/file-response.server.ts";
import { notFound } from "~/utils/misc.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const file = await credentialFile(params.credentialId ?? "");
  if (!file) throw notFound("No scanned copy");
  return fileResponse(file);
}
