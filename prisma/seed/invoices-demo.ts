// Demo invoices (issue 6): the demo owner has one overdue, part-paid invoice with a deposit deducted and one paid
// invoice; the demo customer has one sent invoice; the office has one hand-built draft for a charter business.
// Jobs are made with createJob and moved only by the invoice functions, exactly as in the app.
import type { PrismaClient } from "../../app/generated/prisma/client.ts";
import {
  createDraftInvoice,
  createInvoiceFromJob,
  issueInvoice,
  recordInvoicePayment,
} from "../../app/models/invoice.server.ts";
import { createJob } from "../../app/models/job.server.ts";

const DAY = 86_400_000;

export async function seedInvoiceDemo(prisma: PrismaClient) {
  const owner = await prisma.user.findUnique({
    where: { email: "owner@example.com" },
    select: { id: true, fullName: true, email: true },
  });
  const customer = await prisma.user.findUnique({
    where: { email: "customer@example.com" },
    select: { id: true, fullName: true, email: true },
  });
  const staff = await prisma.user.findUnique({ where: { email: "staff@example.com" }, select: { id: true } });
  if (!owner || !customer) return;
  const vessels = await prisma.vessel.findMany({
    where: { ownerId: owner.id },
    select: { id: true, name: true, type: true, lengthMetres: true },
  });
  const southernCross = vessels.find((v) => v.name === "Southern Cross");
  const blueWren = vessels.find((v) => v.name === "Blue Wren");
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);

  await prisma.$transaction(async (tx) => {
    // 1. Overdue and part-paid: a deposit taken at booking is deducted, one bank transfer received since.
    const polish = await createJob(tx, {
      title: "Full external clean and cut-and-polish",
      description: "Topsides, superstructure and hardtop; machine cut-and-polish of the gelcoat, UV sealant.",
      status: "completed",
      source: "checkout",
      customerId: owner.id,
      customerContactName: owner.fullName,
      customerContactEmail: owner.email,
      vesselId: southernCross?.id,
      vesselName: southernCross?.name,
      vesselType: southernCross?.type,
      vesselLengthMetres: southernCross?.lengthMetres,
      locationMarina: "d'Albora Marinas Rushcutters Bay",
      locationAccessType: "marina",
      completedAt: at(25),
      items: [
        {
          name: "External clean",
          description: "14.2 m motor yacht",
          serviceType: "external_clean",
          quantity: 1,
          unitPriceCents: 62_000,
        },
        {
          name: "Vessel polish",
          description: "Machine cut-and-polish with UV sealant",
          serviceType: "vessel_polish",
          quantity: 1,
          unitPriceCents: 145_000,
        },
      ],
      pricesIncludeGst: true,
    });
    const inv1 = await createInvoiceFromJob(tx, {
      jobId: polish.id,
      actorId: staff?.id,
      credits: [
        {
          description: "Deposit paid at booking",
          amountCents: 40_000,
          sourceType: "quote_deposit",
          sourceRef: "demo-deposit-southern-cross",
          receivedAt: at(40),
        },
      ],
      now: at(24),
    });
    await issueInvoice(tx, { invoiceId: inv1.id, actorId: staff?.id, now: at(24) });
    await recordInvoicePayment(tx, {
      invoiceId: inv1.id,
      amountCents: 60_000,
      method: "bank_transfer",
      reference: `INV-${inv1.number}`,
      receivedAt: at(19),
      recordedById: staff?.id,
      now: at(19),
    });

    // 2. Paid in full by bank transfer: the job is Paid and counts as revenue.
    const antifoul = await createJob(tx, {
      title: "Hull inspection and antifoul",
      description: "Slipped at Middle Harbour, hull inspected, two coats of ablative antifoul.",
      status: "completed",
      source: "quote",
      customerId: owner.id,
      customerContactName: owner.fullName,
      customerContactEmail: owner.email,
      vesselId: blueWren?.id,
      vesselName: blueWren?.name,
      vesselType: blueWren?.type,
      vesselLengthMetres: blueWren?.lengthMetres,
      locationMarina: "Middle Harbour Yacht Club",
      locationAccessType: "yacht_club",
      completedAt: at(45),
      items: [
        { name: "Hull inspection", serviceType: "hull_inspection", quantity: 1, unitPriceCents: 28_000 },
        {
          name: "Antifoul application",
          description: "11.3 m sailing yacht, two coats",
          serviceType: "antifoul_application",
          quantity: 1,
          unitPriceCents: 198_000,
        },
      ],
      pricesIncludeGst: true,
    });
    const inv2 = await createInvoiceFromJob(tx, { jobId: antifoul.id, actorId: staff?.id, now: at(44) });
    await issueInvoice(tx, { invoiceId: inv2.id, actorId: staff?.id, now: at(44) });
    await recordInvoicePayment(tx, {
      invoiceId: inv2.id,
      amountCents: 226_000,
      method: "bank_transfer",
      reference: `INV-${inv2.number}`,
      receivedAt: at(36),
      recordedById: staff?.id,
      now: at(36),
    });

    // 3. The demo customer: sent three days ago, not yet due.
    const engine = await createJob(tx, {
      title: "Engine room clean",
      status: "completed",
      source: "checkout",
      customerId: customer.id,
      customerContactName: customer.fullName,
      customerContactEmail: customer.email,
      vesselName: "Salt Shaker",
      locationMarina: "Rose Bay Marina",
      completedAt: at(4),
      items: [
        {
          name: "Engine room clean",
          description: "Degrease bilge and engine bay, detail hoses and fittings",
          serviceType: "engine_room_clean",
          quantity: 1,
          unitPriceCents: 45_000,
        },
      ],
      pricesIncludeGst: true,
    });
    const inv3 = await createInvoiceFromJob(tx, { jobId: engine.id, actorId: staff?.id, now: at(3) });
    await issueInvoice(tx, { invoiceId: inv3.id, actorId: staff?.id, now: at(3) });

    // 4. A hand-built draft for a charter business (GST added to the prices, buyer's ABN shown).
    await createDraftInvoice(tx, {
      customerId: null,
      customerName: "Harbourside Charters Pty Ltd",
      customerEmail: "accounts@harbourside-charters.example",
      customerAbn: "83601235053",
      customerAddress: "Berth 7, King Street Wharf, Sydney NSW 2000",
      amountsIncludeGst: false,
      items: [
        {
          description: "Vessel delivery Pittwater to Rushcutters Bay (skipper, hours)",
          quantity: 6.5,
          unitPriceCents: 16_500,
        },
        { description: "Fuel for delivery", quantity: 1, unitPriceCents: 38_000 },
      ],
      notes: "Delivery completed ahead of the charter season launch.",
      createdById: staff?.id,
    });
  });
}
