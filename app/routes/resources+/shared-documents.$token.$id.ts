import type { LoaderFunctionArgs } from "@remix-run/node";
import { sharedDocumentForDownload } from "~/models/documents.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { fileResponse } from "~/utils/file-response.server.ts";
import { notFound } from "~/utils/misc.ts";

// A document through an ultra share link: only the link's vessel's non-private documents, while the link lives.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const doc = await sharedDocumentForDownload(params.token ?? "", params.id ?? "", getNow(request));
  if (!doc) throw notFound("Document not found");
  return fileResponse(doc);
}
