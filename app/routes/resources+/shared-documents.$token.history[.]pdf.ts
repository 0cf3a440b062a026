import type { LoaderFunctionArgs } from "@remix-run/node";
import { resolveShare } from "~/models/documents.server.ts";
import { historyPdfResponse } from "~/screens/vessel/history-pdf.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { notFound } from "~/utils/misc.ts";

// The service-history pack of an ultra share link: the vessel's history as its owner would download it.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const now = getNow(request);
  const resolved = await resolveShare(params.token ?? "", now);
  if (!resolved) throw notFound();
  return historyPdfResponse({ id: resolved.share.ownerId, roles: [] }, resolved.share.vessel.id, now);
}
