// GET /resources/jobs/{id}/signature — the customer's drawn signature on a job card (issue 16, ADR 161), for whoever
// may open the card.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { jobSignatureFile } from "~/models/job-photos.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { notFound } from "~/utils/misc.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await requirePortal(request, "fieldstaff");
  const bytes = await jobSignatureFile(params.id ?? "", {
    id: ctx.user.id,
    isAdmin: ctx.user.roles.includes("admin"),
  });
  if (!bytes) throw notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, max-age=3600",
    },
  });
}
