import type { LoaderFunctionArgs } from "@remix-run/node";
import { inboundAttachment } from "~/models/inbound.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { fileResponse } from "~/utils/file-response.server.ts";
import { notFound } from "~/utils/misc.ts";

// /resources/inbound/{id}/attachments/{n} — a file that came with an inbound e-mail (ADR 201), for operations staff
// only; always a download.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  const file = await inboundAttachment(params.id ?? "", Number(params.n));
  if (!file) throw notFound("Attachment not found");
  return fileResponse(file);
}
