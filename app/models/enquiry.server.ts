// A public enquiry becomes a 'New Enquiry' job (quote_requested, source 'enquiry') through createJob(),
// and the business and the customer are told by e-mail.
import { formatDate, sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { requestedServiceKeys, type EnquiryInput } from "~/domain/enquiry.ts";
import { parseLengthMetres, parseStringList } from "~/domain/catalogue.ts";
import { ACCESS_TYPE_LABELS, ENQUIRY_SOURCES, VESSEL_TYPE_LABELS } from "~/domain/vessel-types.ts";
import { normalizeEmail } from "~/utils/auth.server.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { eventAudience } from "~/domain/events.ts";
import { recordEvent, type NewEvent } from "./events.server.ts";
import { createJob } from "./job.server.ts";
import { businessSettingsSnapshot } from "~/utils/business-settings.server.ts";
import { oneOfOr } from "~/domain/labelled-values.ts";

async function activePages() {
  const pages = await prisma.servicePage.findMany({
    where: { active: true },
    orderBy: { sortOrder: "asc" },
    select: { slug: true, shortName: true, kind: true, serviceTypes: true, category: true },
  });
  return pages.map((p) => ({ ...p, serviceTypes: parseStringList(p.serviceTypes) }));
}

/** The leaf service pages a customer can tick on the enquiry form. */
/**
 * The "enquiry.received" event, however the enquiry came in (web form, e-mail, call): the job and what automations'
 * conditions read (domain/automations.ts CONDITION_FIELDS) — category, services, source, vessel, customer.
 */
export interface EnquiryReceived {
  serviceCategory: string;
  services: string;
  source: string;
  vesselType: string;
  vesselLengthMetres: number | null;
  customerEmail: string;
  customerName: string;
  [more: string]: unknown;
}

export function recordEnquiryReceived(
  tx: Prisma.TransactionClient,
  job: { id: string; number: number },
  event: { data: EnquiryReceived } & Pick<NewEvent, "audience" | "actorId" | "occurredAt">,
) {
  return recordEvent(tx, {
    ...event,
    type: "enquiry.received",
    subject: { type: "job", id: job.id },
    data: { jobId: job.id, number: job.number, ...event.data },
  });
}

export async function enquiryServiceOptions() {
  return (await activePages()).filter((p) => p.kind === "service");
}

/**
 * What the enquiry form starts with, from links into it: `?service=<page slug>` (a hub page ticks its
 * services), `?services=<service types>` and `?length=` from the builders, `?bundle=`, `?source=`.
 */
export async function enquiryPrefill(params: URLSearchParams) {
  const pages = await activePages();
  const leaves = pages.filter((p) => p.kind === "service");
  const chosen = new Set<string>();
  for (const slug of params.getAll("service")) {
    const page = pages.find((p) => p.slug === slug);
    if (!page) continue;
    if (page.kind === "service") chosen.add(page.slug);
    else {
      const byType = leaves.filter(
        (l) => l.serviceTypes.length === 1 && page.serviceTypes.includes(l.serviceTypes[0]!),
      );
      for (const l of byType.length ? byType : leaves.filter((l) => l.category === page.category)) chosen.add(l.slug);
    }
  }
  const types = (params.get("services") ?? "").split(",").filter(Boolean);
  for (const type of types) {
    const leaf = leaves.find((l) => l.serviceTypes.length === 1 && l.serviceTypes[0] === type);
    if (leaf) chosen.add(leaf.slug);
  }
  const length = parseLengthMetres(params.get("length"));
  const bundleSlug = params.get("bundle");
  const bundle = bundleSlug
    ? await prisma.bundleOffer.findFirst({ where: { slug: bundleSlug, active: true }, select: { slug: true } })
    : null;
  return {
    options: leaves.map((l) => ({ slug: l.slug, shortName: l.shortName })),
    defaults: {
      services: leaves.filter((l) => chosen.has(l.slug)).map((l) => l.slug),
      vesselLength: length ? String(length) : "",
      bundle: bundle?.slug,
      source: oneOfOr(ENQUIRY_SOURCES, params.get("source"), "contact"),
    },
  };
}

export async function createEnquiry(input: EnquiryInput, opts: { signedInUserId?: string | null }) {
  const options = await enquiryServiceOptions();
  const { keys, names } = requestedServiceKeys(input.services, options);
  const email = normalizeEmail(input.email);
  const customerId =
    opts.signedInUserId ?? (await prisma.user.findUnique({ where: { email }, select: { id: true } }))?.id ?? null;
  const bundle = input.bundle
    ? await prisma.bundleOffer.findUnique({ where: { slug: input.bundle }, select: { name: true } })
    : null;
  const category = options.find((o) => input.services.includes(o.slug))?.category ?? null;

  const descriptionParts = [
    input.message,
    bundle ? `Interested in the ${bundle.name}.` : null,
    `Sent from the ${input.source} page.`,
  ].filter(Boolean);

  const job = await prisma.$transaction(async (tx) => {
    const created = await createJob(tx, {
      title: names.length ? `Enquiry: ${names.join(", ")}` : "General enquiry",
      description: descriptionParts.join("\n\n"),
      status: "quote_requested",
      source: "enquiry",
      customerId,
      customerContactName: input.name,
      customerContactEmail: email,
      customerContactPhone: input.phone ?? null,
      vesselName: input.vesselName ?? null,
      vesselType: input.vesselType,
      vesselLengthMetres: input.vesselLength ?? null,
      locationMarina: input.marina ?? null,
      locationAccessType: input.accessType,
      requestedServices: JSON.stringify(keys),
      preferredDate: input.preferredDate ? sydneyWallTimeToUtc(input.preferredDate) : null,
      serviceCategory: category,
    });
    await recordEnquiryReceived(tx, created, {
      data: {
        serviceCategory: category ?? "",
        services: keys.join(","),
        source: input.source,
        vesselType: input.vesselType ?? "",
        vesselLengthMetres: input.vesselLength ?? null,
        customerEmail: email,
        customerName: input.name,
      },
      audience: eventAudience(customerId),
      actorId: opts.signedInUserId ?? null,
    });
    return created;
  });

  await notifyEnquiry({ number: job.number, id: job.id, input, email, names, bundleName: bundle?.name ?? null });
  return job;
}

async function notifyEnquiry(opts: {
  number: number;
  id: string;
  input: EnquiryInput;
  email: string;
  names: string[];
  bundleName: string | null;
}) {
  const env = getEnv();
  const { input } = opts;
  const lines = [
    `Name: ${input.name}`,
    `Email: ${opts.email}`,
    `Phone: ${input.phone ?? "—"}`,
    `Vessel: ${[input.vesselName, VESSEL_TYPE_LABELS[input.vesselType], input.vesselLength ? `${input.vesselLength} m` : null].filter(Boolean).join(", ")}`,
    `Where: ${input.marina ? `${input.marina} (${ACCESS_TYPE_LABELS[input.accessType]})` : "—"}`,
    `Services: ${opts.names.join(", ") || "—"}`,
    opts.bundleName ? `Bundle: ${opts.bundleName}` : null,
    `Preferred date: ${input.preferredDate ? formatDate(sydneyWallTimeToUtc(input.preferredDate)) : "flexible"}`,
    "",
    input.message ?? "",
  ].filter((l): l is string => l !== null);
  const staffUrl = `${env.appUrl}/staff/jobs/${opts.id}`;
  await sendTemplatedEmail("enquiry.office", businessSettingsSnapshot().email, {
    customer: input.name,
    reference: opts.number,
    details: lines.join("\n").trim(),
    url: staffUrl,
  });
  await sendTemplatedEmail(
    "enquiry.received",
    opts.email,
    {
      first_name: input.name.split(" ")[0],
      reference: opts.number,
      services: opts.names.length ? ` for ${opts.names.join(", ")}` : "",
    },
    { about: { kind: "job", number: opts.number } },
  );
}
