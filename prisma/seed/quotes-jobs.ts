// Demo jobs, quotes and a shared cart for the demo accounts (issue 5). Runs once, into an empty database,
// through the same createJob/setJobStatus path the app uses, so every job has its number and audit trail.
import type { PrismaClient } from "../../app/generated/prisma/client.ts";
import { sydneyDateKey, sydneyWallTimeToUtc } from "../../app/domain/dates.ts";
import { JOB_STATUSES, type JobStatus } from "../../app/domain/job-lifecycle.ts";
import { baseTotals, depositCents, exclusiveFromInclusive, quoteValidUntil, totalsOf } from "../../app/domain/quote.ts";
import { createJob, setJobStatus, type NewJobItem } from "../../app/models/job.server.ts";
import { newQuoteToken } from "../../app/models/quote.server.ts";
import { nextCounterValue } from "../../app/models/counter.server.ts";

const DAY = 86_400_000;

function at(now: Date, dayOffset: number, time: string) {
  return sydneyWallTimeToUtc(sydneyDateKey(new Date(now.getTime() + dayOffset * DAY)), time);
}

export async function seedQuotesAndJobs(prisma: PrismaClient, now = new Date()) {
  const byEmail = async (email: string) =>
    prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true, fullName: true, email: true } });
  const [admin, manager, staff, owner, customer] = await Promise.all(
    ["admin@example.com", "manager@example.com", "staff@example.com", "owner@example.com", "customer@example.com"].map(
      byEmail,
    ),
  );
  const vessels = await prisma.vessel.findMany({
    where: { ownerId: owner.id },
    select: { id: true, name: true, type: true, lengthMetres: true, year: true, homeMarina: true },
  });
  const southernCross = vessels.find((v) => v.name === "Southern Cross")!;
  const blueWren = vessels.find((v) => v.name === "Blue Wren")!;
  const inc = (cents: number) => exclusiveFromInclusive(cents);

  type Demo = {
    title: string;
    description: string;
    status: JobStatus;
    priority?: string;
    contact: { id?: string; name: string; email: string; phone?: string };
    vessel?:
      typeof southernCross | { name: string; type: string; lengthMetres: number; year: number; homeMarina: string };
    access: "marina" | "yacht_club";
    address: string;
    items: NewJobItem[];
    schedule?: { day: number; time: string; hours: number };
    staffId?: string;
    requested?: string[];
  };

  const jobs: Demo[] = [
    {
      title: "Antifoul and hull inspection — Southern Cross",
      description: "Annual antifoul on the hardstand with a full hull inspection and anode check.",
      status: "job_scheduled",
      contact: { id: owner.id, name: owner.fullName, email: owner.email, phone: "0412 555 118" },
      vessel: southernCross,
      access: "marina",
      address: "New Beach Rd, Darling Point NSW 2027",
      items: [
        {
          name: "Antifoul Application",
          serviceType: "antifoul_application",
          quantity: 1,
          unitPriceCents: inc(306_000),
        },
        { name: "Hull Inspection", serviceType: "hull_inspection", quantity: 1, unitPriceCents: inc(37_000) },
        {
          name: "Propeller polish",
          description: "Polish and Propspeed on both props",
          quantity: 1,
          unitPriceCents: 32_000,
        },
      ],
      schedule: { day: 6, time: "07:30", hours: 8 },
      staffId: staff.id,
    },
    {
      title: "External clean and polish — Blue Wren",
      description: "Topsides wash, deck scrub and a cut and polish of the hull sides.",
      status: "in_progress",
      contact: { id: owner.id, name: owner.fullName, email: owner.email, phone: "0412 555 118" },
      vessel: blueWren,
      access: "yacht_club",
      address: "Lower Spit Rd, Mosman NSW 2088",
      items: [
        { name: "External Clean", serviceType: "external_clean", quantity: 1, unitPriceCents: inc(44_000) },
        { name: "Vessel Polish", serviceType: "vessel_polish", quantity: 1, unitPriceCents: inc(96_000) },
      ],
      schedule: { day: 0, time: "09:00", hours: 4 },
      staffId: staff.id,
    },
    {
      title: "Emergency bilge pump call-out — Kingfisher",
      description: "Float switch failed; bilge filling slowly. Owner on board until 5 pm.",
      status: "job_dispatched",
      priority: "urgent",
      contact: { name: "Grace Whitfield", email: "grace.whitfield@example.net", phone: "0418 555 902" },
      vessel: {
        name: "Kingfisher",
        type: "motor_yacht",
        lengthMetres: 10.4,
        year: 2011,
        homeMarina: "Birkenhead Point Marina",
      },
      access: "marina",
      address: "Roseby St, Drummoyne NSW 2047",
      items: [{ name: "Emergency call-out and diagnosis", quantity: 1, unitPriceCents: 42_000 }],
      schedule: { day: 0, time: "13:00", hours: 2 },
      staffId: staff.id,
    },
    {
      title: "Teak deck restoration — Sea Spray",
      description: "Clean, brighten and seal the cockpit and side decks.",
      status: "awaiting_approval",
      priority: "high",
      contact: { name: "Daniel Okafor", email: "daniel.okafor@example.net", phone: "0421 555 377" },
      vessel: {
        name: "Sea Spray",
        type: "sailing_yacht",
        lengthMetres: 12.8,
        year: 2006,
        homeMarina: "Royal Prince Alfred Yacht Club",
      },
      access: "yacht_club",
      address: "Mitala St, Newport NSW 2106",
      items: [{ name: "Teak deck restoration", quantity: 1, unitPriceCents: 165_000 }],
      schedule: { day: -1, time: "08:00", hours: 7 },
      staffId: manager.id,
    },
    {
      title: "Engine room clean — Southern Cross",
      description: "Degrease bilge and engine beds ahead of the survey.",
      status: "completed",
      contact: { id: owner.id, name: owner.fullName, email: owner.email },
      vessel: southernCross,
      access: "marina",
      address: "New Beach Rd, Darling Point NSW 2027",
      items: [
        { name: "Engine Room Clean", serviceType: "engine_room_clean", quantity: 1, unitPriceCents: inc(50_000) },
      ],
      schedule: { day: -10, time: "10:00", hours: 3 },
      staffId: staff.id,
    },
    {
      title: "Hull inspection — Blue Wren",
      description: "Pre-season hull check with photos.",
      status: "paid",
      contact: { id: owner.id, name: owner.fullName, email: owner.email },
      vessel: blueWren,
      access: "yacht_club",
      address: "Lower Spit Rd, Mosman NSW 2088",
      items: [{ name: "Hull Inspection", serviceType: "hull_inspection", quantity: 1, unitPriceCents: inc(32_500) }],
      schedule: { day: -30, time: "11:00", hours: 2 },
      staffId: staff.id,
    },
    {
      title: "Anodes and hull clean — Blue Wren",
      description: "Replace shaft and rudder anodes with a hull scrub by diver.",
      status: "quote_accepted",
      contact: { id: owner.id, name: owner.fullName, email: owner.email, phone: "0412 555 118" },
      vessel: blueWren,
      access: "yacht_club",
      address: "Lower Spit Rd, Mosman NSW 2088",
      items: [
        {
          name: "Anode replacement",
          description: "Shaft and rudder anodes, parts included",
          quantity: 3,
          unitPriceCents: 8_500,
        },
        { name: "Hull scrub by diver", quantity: 1, unitPriceCents: 29_000 },
      ],
    },
    {
      title: "Internal clean — Marlin",
      description: "Enquiry from the website: interior clean before family holidays.",
      status: "quote_requested",
      contact: { id: customer.id, name: customer.fullName, email: customer.email, phone: "0433 555 260" },
      vessel: { name: "Marlin", type: "runabout", lengthMetres: 6.5, year: 2020, homeMarina: "The Spit Marina" },
      access: "marina",
      address: "Spit Rd, Mosman NSW 2088",
      items: [],
      requested: ["internal_clean", "engine_room_clean"],
    },
    {
      title: "Vessel delivery Pittwater to Rushcutters Bay — Marlin",
      description: "One-way delivery on a weekday with two crew.",
      status: "quote_requested",
      contact: { id: customer.id, name: customer.fullName, email: customer.email, phone: "0433 555 260" },
      vessel: { name: "Marlin", type: "runabout", lengthMetres: 6.5, year: 2020, homeMarina: "The Spit Marina" },
      access: "marina",
      address: "Spit Rd, Mosman NSW 2088",
      items: [],
      requested: ["delivery_service"],
    },
  ];

  const created: Record<string, { id: string; number: number }> = {};
  for (const j of jobs) {
    const job = await prisma.$transaction(async (tx) => {
      const v = j.vessel;
      const job = await createJob(tx, {
        title: j.title,
        description: j.description,
        status: "quote_requested",
        priority: j.priority ?? "normal",
        source: j.requested ? "enquiry" : "manual",
        customerId: j.contact.id ?? null,
        customerContactName: j.contact.name,
        customerContactEmail: j.contact.email,
        customerContactPhone: j.contact.phone ?? null,
        vesselId: v && "id" in v ? v.id : null,
        vesselName: v?.name ?? null,
        vesselType: v?.type ?? null,
        vesselLengthMetres: v?.lengthMetres ?? null,
        vesselYear: v?.year ?? null,
        locationMarina: v?.homeMarina ?? null,
        locationAddress: j.address,
        locationAccessType: j.access,
        requestedServices: JSON.stringify(j.requested ?? j.items.map((i) => i.serviceType ?? i.name)),
        items: j.items,
        actorId: j.requested ? null : admin.id,
      });
      if (j.schedule) {
        const start = at(now, j.schedule.day, j.schedule.time);
        await tx.job.update({
          where: { id: job.id },
          data: {
            scheduledStartAt: start,
            scheduledEndAt: new Date(start.getTime() + j.schedule.hours * 3_600_000),
            durationMinutes: j.schedule.hours * 60,
            assignedStaffId: j.staffId ?? null,
          },
        });
      }
      // Walk the lifecycle one stage at a time so the audit trail reads like the real thing.
      const target = JOB_STATUSES.indexOf(j.status);
      for (let i = 1; i <= target; i++) {
        const to = JOB_STATUSES[i]!;
        const actor = ["in_progress", "awaiting_approval"].includes(to) ? (j.staffId ?? admin.id) : admin.id;
        const end = j.schedule
          ? new Date(at(now, j.schedule.day, j.schedule.time).getTime() + j.schedule.hours * 3_600_000)
          : now;
        await setJobStatus(tx, { jobId: job.id, to, actorId: actor, now: end });
      }
      return job;
    });
    created[j.title] = job;
  }

  // Quotes: one accepted (its job is scheduled above), one sent and waiting, one draft.
  const makeQuote = async (q: {
    title: string;
    status: "accepted" | "sent" | "draft";
    contact: { id: string; name: string; email: string; phone?: string };
    vessel: { id?: string; name: string };
    jobId?: string;
    notes: string;
    validDays: number;
    deposit: { type: "none" | "percent" | "fixed"; value: number };
    items: {
      name: string;
      description?: string;
      serviceType?: string;
      quantity: number;
      unitPriceCents: number;
      optional?: boolean;
      selected?: boolean;
    }[];
    createdById: string;
  }) => {
    const lines = q.items.map((i, index) => ({ ...i, id: String(index), optional: !!i.optional }));
    const totals = baseTotals(lines);
    await prisma.$transaction(async (tx) => {
      const number = await nextCounterValue(tx, "quote", 1001);
      const accepted = totalsOf(lines.filter((l) => !l.optional || l.selected));
      const quote = await tx.quote.create({
        data: {
          number,
          token: newQuoteToken(),
          status: q.status,
          title: q.title,
          customerId: q.contact.id,
          contactName: q.contact.name,
          contactEmail: q.contact.email,
          contactPhone: q.contact.phone ?? null,
          vesselId: q.vessel.id ?? null,
          vesselName: q.vessel.name,
          jobId: q.jobId ?? null,
          notes: q.notes,
          validUntil: quoteValidUntil(sydneyDateKey(new Date(now.getTime() + q.validDays * DAY))),
          depositType: q.deposit.type,
          depositValue: q.deposit.value,
          ...totals,
          sentAt: q.status === "draft" ? null : new Date(now.getTime() - 5 * DAY),
          viewedAt: q.status === "accepted" ? new Date(now.getTime() - 4 * DAY) : null,
          respondedAt: q.status === "accepted" ? new Date(now.getTime() - 4 * DAY) : null,
          ...(q.status === "accepted"
            ? {
                acceptedSubtotalCents: accepted.subtotalCents,
                acceptedTaxCents: accepted.taxCents,
                acceptedTotalCents: accepted.totalCents,
                acceptedDepositCents: depositCents(q.deposit, accepted.totalCents),
              }
            : {}),
          createdById: q.createdById,
          items: {
            create: q.items.map((i, index) => ({
              name: i.name,
              description: i.description ?? null,
              serviceType: i.serviceType ?? null,
              quantity: i.quantity,
              unitPriceCents: i.unitPriceCents,
              totalCents: i.quantity * i.unitPriceCents,
              optional: !!i.optional,
              selected: !!i.selected,
              sortOrder: index,
            })),
          },
        },
        select: {
          id: true,
          items: {
            select: {
              id: true,
              name: true,
              quantity: true,
              unitPriceCents: true,
              totalCents: true,
              optional: true,
              selected: true,
            },
          },
        },
      });
      if (q.status === "accepted") {
        await tx.quoteResponse.create({
          data: {
            quoteId: quote.id,
            kind: "accepted",
            fullName: q.contact.name,
            termsAccepted: true,
            itemsSnapshot: JSON.stringify(quote.items.filter((i) => !i.optional || i.selected)),
            subtotalCents: accepted.subtotalCents,
            taxCents: accepted.taxCents,
            totalCents: accepted.totalCents,
            depositCents: depositCents(q.deposit, accepted.totalCents),
            userId: q.contact.id,
            ipAddress: "203.0.113.24",
            createdAt: new Date(now.getTime() - 4 * DAY),
          },
        });
      }
    });
  };

  const ownerContact = { id: owner.id, name: owner.fullName, email: owner.email, phone: "0412 555 118" };
  const customerContact = { id: customer.id, name: customer.fullName, email: customer.email, phone: "0433 555 260" };
  await makeQuote({
    title: "Antifoul and hull inspection — Southern Cross",
    status: "accepted",
    contact: ownerContact,
    vessel: southernCross,
    jobId: created["Antifoul and hull inspection — Southern Cross"]!.id,
    notes: "Includes slipping at d'Albora's hardstand partner yard. Two coats of ablative antifoul.",
    validDays: 20,
    deposit: { type: "percent", value: 30 },
    items: [
      { name: "Antifoul Application", serviceType: "antifoul_application", quantity: 1, unitPriceCents: inc(306_000) },
      { name: "Hull Inspection", serviceType: "hull_inspection", quantity: 1, unitPriceCents: inc(37_000) },
      {
        name: "Propeller polish",
        description: "Polish and Propspeed on both props",
        quantity: 1,
        unitPriceCents: 32_000,
        optional: true,
        selected: true,
      },
      {
        name: "Shaft anodes",
        description: "Replace two shaft anodes",
        quantity: 2,
        unitPriceCents: 6_500,
        optional: true,
      },
    ],
    createdById: staff.id,
  });
  await makeQuote({
    title: "Anodes and hull clean — Blue Wren",
    status: "accepted",
    contact: ownerContact,
    vessel: blueWren,
    jobId: created["Anodes and hull clean — Blue Wren"]!.id,
    notes: "Diver works from the club pontoon; no haul-out needed.",
    validDays: 25,
    deposit: { type: "none", value: 0 },
    items: [
      {
        name: "Anode replacement",
        description: "Shaft and rudder anodes, parts included",
        quantity: 3,
        unitPriceCents: 8_500,
      },
      { name: "Hull scrub by diver", quantity: 1, unitPriceCents: 29_000 },
    ],
    createdById: manager.id,
  });
  await makeQuote({
    title: "Vessel delivery Pittwater to Rushcutters Bay — Marlin",
    status: "sent",
    contact: customerContact,
    vessel: { name: "Marlin" },
    jobId: created["Vessel delivery Pittwater to Rushcutters Bay — Marlin"]!.id,
    notes: "Weekday delivery with two crew, weather permitting. Fuel is charged at cost if you tick the top-up.",
    validDays: 14,
    deposit: { type: "percent", value: 25 },
    items: [
      { name: "Vessel Delivery", serviceType: "delivery_service", quantity: 1, unitPriceCents: inc(120_000) },
      {
        name: "Fuel top-up on arrival",
        description: "Up to 150 L, charged at cost",
        quantity: 1,
        unitPriceCents: 30_000,
        optional: true,
      },
    ],
    createdById: staff.id,
  });
  await setJobStatus(prisma as never, {
    jobId: created["Vessel delivery Pittwater to Rushcutters Bay — Marlin"]!.id,
    to: "quote_sent",
    actorId: staff.id,
    reason: "Quote sent to the customer",
  });
  await makeQuote({
    title: "Interior detail before race week — Blue Wren",
    status: "draft",
    contact: ownerContact,
    vessel: blueWren,
    notes: "Upholstery shampoo and a full wipe-down of the saloon and cabins.",
    validDays: 30,
    deposit: { type: "none", value: 0 },
    items: [{ name: "Internal Clean", serviceType: "internal_clean", quantity: 1, unitPriceCents: inc(40_500) }],
    createdById: manager.id,
  });

  await prisma.sharedCart.create({
    data: {
      shareToken: newQuoteToken(),
      status: "viewed",
      recipientName: customer.fullName,
      recipientEmail: customer.email,
      customerId: customer.id,
      createdById: staff.id,
      priority: "high",
      customerMessage: "Here is the clean package we talked about — book whenever suits.",
      cartData: JSON.stringify({
        items: [
          { id: "c1", serviceType: "external_clean", name: "External Clean", estimatedPriceCents: 35_000 },
          { id: "c2", serviceType: "internal_clean", name: "Internal Clean", estimatedPriceCents: 32_000 },
        ],
        totalCents: 67_000,
        vesselInfo: { name: "Marlin", type: "runabout", lengthMetres: 6.5, year: 2020 },
        jobLocation: { marina: "The Spit Marina", address: "Spit Rd, Mosman NSW 2088", accessType: "marina" },
      }),
    },
  });
}
