import type { LoaderFunctionArgs } from "@remix-run/node";
import { sharedDocumentForDownload } from "~/models/documents.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { fileResponse } from "~/utils/file-response.server.ts";

// A document through an ultra share link: only the link's vessel's non-private documents, while the link lives.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const doc = await sharedDocumentForDownload(params.token ?? "", params.id ?? "", getNow(request));
  if (!doc) throw new Response("Document not found", { status: 404 });
  return fileResponse(doc);
}
