import { json, type ActionFunctionArgs } from "@remix-run/node";
import { createInvoiceFromJob, issueInvoice } from "~/models/invoice.server.ts";
import { createJob } from "~/models/job.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";

// End-to-end fixtures only (ENABLE_TEST_HOOKS=1, refused in production): a completed job made through
// createJob — the way issue 5's screens will make one — optionally with its invoice issued.
export async function loader() {
  throw notFound();
}

export async function action({ request }: ActionFunctionArgs) {
  if (getEnv().ENABLE_TEST_HOOKS !== "1") throw notFound();
  const form = await readForm(request);
  const email = String(form.get("customerEmail") ?? "").toLowerCase();
  const name = String(form.get("customerName") ?? "Test Customer");
  const priceCents = Number(form.get("priceCents") ?? 132_000);
  const withInvoice = form.get("invoice") === "issued";
  const now = getNow(request);
  const customer = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  // Optionally for one of the customer's vessels (issue 13: service history and maintenance due).
  const vesselId = form.get("vesselId") ? String(form.get("vesselId")) : null;
  const vessel = vesselId
    ? await prisma.vessel.findFirst({
        where: { id: vesselId, ownerId: customer?.id ?? "" },
        select: { id: true, name: true },
      })
    : null;
  const result = await prisma.$transaction(async (tx) => {
    const job = await createJob(tx, {
      title: String(form.get("title") ?? "Antifoul and hull inspection"),
      status: "completed",
      source: "manual",
      customerId: customer?.id ?? null,
      customerContactName: name,
      customerContactEmail: email,
      vesselId: vessel?.id ?? null,
      vesselName: vessel?.name ?? "Blue Wren",
      completedAt: now,
      locationMarina: "Middle Harbour Yacht Club",
      items: [
        {
          name: "Antifoul application",
          description: "Two coats, 11.3 m sailing yacht",
          serviceType: "antifoul_application",
          quantity: 1,
          unitPriceCents: priceCents - 18_000,
        },
        { name: "Hull inspection", serviceType: "hull_inspection", quantity: 1, unitPriceCents: 18_000 },
      ],
      pricesIncludeGst: true,
    });
    if (!withInvoice) return { jobId: job.id, jobNumber: job.number };
    const invoice = await createInvoiceFromJob(tx, { jobId: job.id, now });
    await issueInvoice(tx, { invoiceId: invoice.id, now });
    return { jobId: job.id, jobNumber: job.number, invoiceId: invoice.id, invoiceNumber: invoice.number };
  });
  return json(result);
}
