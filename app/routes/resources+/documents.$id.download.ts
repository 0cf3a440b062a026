import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentForDownload } from "~/models/documents.server.ts";
import { requireAuth } from "~/utils/auth.server.ts";
import { fileResponse } from "~/utils/file-response.server.ts";
import { notFound } from "~/utils/misc.ts";

// /resources/documents/{id}/download — the owner's own files, or any for operations staff; anyone else gets 404
// (whatever id they guess). The type is the one detected from the bytes at upload.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await requireAuth(request);
  const doc = await documentForDownload(ctx.user, params.id ?? "");
  if (!doc) throw notFound("Document not found");
  return fileResponse(doc);
}
