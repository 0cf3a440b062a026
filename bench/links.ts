// Makes the two e-mailed links the page bench measures, the way the team does: a quote saved from the builder's
// form values and sent, and the seeded completed job invoiced and issued. Prints their paths as JSON.
// Run by bench/run.js with DATABASE_URL (and the server's environment) pointing at the bench database.
import { quoteFormSchema } from "../app/domain/quote-schemas.ts";
import { createInvoiceFromJob, issueInvoice } from "../app/models/invoice.server.ts";
import { saveQuote, sendQuote } from "../app/models/quote.server.ts";
import { prisma } from "../app/utils/db.server.ts";

const now = new Date();
const admin = await prisma.user.findUniqueOrThrow({ where: { email: "admin@example.com" }, select: { id: true } });
const validUntil = new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
const form = quoteFormSchema.parse({
  title: "Antifoul and polish — Southern Cross",
  customerName: "Olivia Owner",
  customerEmail: "owner@example.com",
  vesselName: "Southern Cross",
  validUntil,
  depositType: "percent",
  depositValue: "20",
  notes: "Slipway at Rushcutters Bay; two days out of the water, weather permitting.",
  items: [
    { name: "Antifoul application", serviceType: "antifoul_application", quantity: 1, unitPrice: "1,450" },
    { name: "Machine polish, topsides", serviceType: "vessel_polish", quantity: 1, unitPrice: "780" },
    { name: "Anodes (shaft and rudder)", quantity: 3, unitPrice: "85", optional: true },
  ],
});
const saved = await saveQuote(form, { actorId: admin.id, now });
if (!saved.ok) throw new Error(`quote not saved: ${JSON.stringify(saved)}`);
const sent = await sendQuote({ quoteId: saved.id, actorId: admin.id, now });
if (!sent.ok) throw new Error(`quote not sent: ${sent.message}`);
const quote = await prisma.quote.findUniqueOrThrow({ where: { id: saved.id }, select: { token: true } });

const job = await prisma.job.findFirstOrThrow({ where: { status: "completed" }, select: { id: true } });
const invoice = await prisma.$transaction(async (tx) => {
  const draft = await createInvoiceFromJob(tx, { jobId: job.id, actorId: admin.id, now });
  await issueInvoice(tx, { invoiceId: draft.id, actorId: admin.id, now });
  return tx.invoice.findUniqueOrThrow({ where: { id: draft.id }, select: { publicToken: true } });
});

console.log(JSON.stringify({ quote: `/quote/${quote.token}`, invoice: `/invoice/${invoice.publicToken}` }));
await prisma.$disconnect();
