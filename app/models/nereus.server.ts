// Nereus's retrieval (issue 20, ADR 200): a MiniSearch (BM25+) index over the service pages, the catalogue, bundle
// offers, FAQs and the business's hours and area — built from the database, cached a few minutes per process — and
// the signed-in owner's own records (owner overview: vessels, maintenance due, next booking, quotes, invoices). The
// answer itself is pure (domain/nereus.ts); no model, no network.
import MiniSearch from "minisearch";
import { OPENING_HOURS, SERVICE_AREAS, SERVICE_RADIUS_KM, openingHoursText } from "~/domain/business.ts";
import { formatDate } from "~/domain/dates.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import {
  FAQS,
  SERVICE_KEYWORDS,
  answerQuestion,
  searchTerm,
  type BusinessFacts,
  type KnowledgeService,
  type NereusAnswer,
  type OwnerFacts,
  type Passage,
} from "~/domain/nereus.ts";
import { formatQuoteNumber } from "~/domain/quote.ts";
import { serviceNameOf } from "~/domain/service-types.ts";
import { prisma } from "~/utils/db.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { getOwnerOverview } from "./owner.server.ts";
import { loadCatalogue } from "./pricing.server.ts";
import type { Viewer } from "./vessel.server.ts";

interface Knowledge {
  index: MiniSearch<Passage>;
  passages: Map<string, Passage>;
  services: KnowledgeService[];
  builtAt: number;
}

const CACHE_MS = 5 * 60_000;
let cached: Knowledge | null = null;

function parseList(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}

/** Everything Nereus may retrieve, as passages. */
export async function buildPassages(): Promise<{ passages: Passage[]; services: KnowledgeService[] }> {
  const [catalogue, pages] = await Promise.all([
    loadCatalogue(),
    prisma.servicePage.findMany({
      where: { active: true, kind: "service" },
      select: { slug: true, title: true, shortName: true, summary: true, serviceTypes: true, category: true },
      take: 100,
    }),
  ]);
  const passages: Passage[] = [];
  for (const s of catalogue.services) {
    const page = pages.find((p) => parseList(p.serviceTypes).includes(s.serviceType));
    passages.push({
      id: `service:${s.serviceType}`,
      kind: "service",
      title: s.serviceName,
      text: `${page?.summary ?? ""} ${s.category} ${SERVICE_KEYWORDS[s.serviceType] ?? ""}`.trim(),
      href: page ? `/services/${page.slug}` : "/services",
      serviceType: s.serviceType,
    });
  }
  for (const o of catalogue.offers) {
    passages.push({
      id: `bundle:${o.slug}`,
      kind: "bundle",
      title: o.name,
      text: `${o.description ?? ""} Bundle of ${o.serviceTypes.map(serviceNameOf).join(", ")}.`,
      href: "/services",
    });
  }
  for (const f of FAQS) passages.push({ id: f.id, kind: "faq", title: f.q, text: f.a, href: "/nereus" });
  passages.push({
    id: "business:hours",
    kind: "business",
    title: "Opening hours",
    text: `We work ${openingHoursText()}. Closed on ${OPENING_HOURS.length < 3 ? "Sundays and public holidays" : "public holidays"}.`,
    href: "/contact",
  });
  passages.push({
    id: "business:area",
    kind: "business",
    title: "Where we work",
    text: `Within ${SERVICE_RADIUS_KM} km of Sydney: ${SERVICE_AREAS.map((a) => `${a.name} (${a.places})`).join("; ")}.`,
    href: "/sydney-marine-services",
  });
  const services: KnowledgeService[] = catalogue.services.map((s) => ({
    serviceType: s.serviceType,
    serviceName: s.serviceName,
    category: s.category,
    basePriceCents: s.basePriceCents,
    pricePerMetreCents: s.pricePerMetreCents,
    estimatedDurationHours: s.estimatedDurationHours,
    weatherDependent: s.weatherDependent,
    requiresVesselOutOfWater: s.requiresVesselOutOfWater,
  }));
  return { passages, services };
}

export function buildIndex(passages: Passage[]) {
  const index = new MiniSearch<Passage>({
    fields: ["title", "text"],
    storeFields: ["id"],
    processTerm: searchTerm,
    searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: 0.2, combineWith: "OR" },
  });
  index.addAll(passages);
  return index;
}

async function knowledge(now = Date.now()): Promise<Knowledge> {
  if (cached && now - cached.builtAt < CACHE_MS) return cached;
  const { passages, services } = await buildPassages();
  cached = { index: buildIndex(passages), passages: new Map(passages.map((p) => [p.id, p])), services, builtAt: now };
  return cached;
}

/** The passages that best match the question (BM25+ with title boost, prefix and light fuzziness), best first. */
export function retrieve(index: MiniSearch<Passage>, passages: Map<string, Passage>, question: string, take = 4) {
  if (!question.split(/\s+/).some((w) => searchTerm(w))) return [];
  return index
    .search(question)
    .filter((r) => r.score > 1)
    .slice(0, take)
    .map((r) => passages.get(String(r.id))!)
    .filter(Boolean);
}

async function ownerFacts(
  viewer: Viewer & { firstName?: string | null; fullName: string },
  now: Date,
): Promise<OwnerFacts> {
  const o = await getOwnerOverview(viewer, now);
  return {
    firstName: viewer.firstName ?? viewer.fullName,
    vessels: o.vessels.map((v) => ({ id: v.id, name: v.name, lengthMetres: v.lengthMetres })),
    due: o.due.map((d) => ({
      vesselName: d.vesselName,
      serviceName: d.serviceName,
      serviceType: d.serviceType,
      state: d.state,
      reason: d.reason,
    })),
    nextBooking: o.nextBooking
      ? {
          serviceName: serviceNameOf(o.nextBooking.serviceType),
          date: o.nextBooking.scheduledDate ?? "a date to confirm",
          vesselName: o.nextBooking.vesselName,
          status: o.nextBooking.status,
        }
      : null,
    openQuotes: o.openQuotes.map((q) => ({
      number: formatQuoteNumber(q.number),
      totalCents: q.totalCents,
      status: q.status,
    })),
    unpaid: o.unpaid.map((u) => ({
      number: formatInvoiceNumber(u.number),
      outstandingCents: u.outstandingCents,
      dueOn: u.dueAt ? formatDate(u.dueAt) : null,
    })),
  };
}

function businessFacts(): BusinessFacts {
  return {
    hours: openingHoursText(),
    areas: SERVICE_AREAS.map((a) => a.name),
    phone: getEnv().BUSINESS_PHONE,
    radiusKm: SERVICE_RADIUS_KM,
  };
}

/** Answers questions (oldest first) for this visitor: the owner's records only for a signed-in owner. */
export async function askNereus(
  questions: readonly string[],
  viewer: (Viewer & { firstName?: string | null; fullName: string }) | null,
  now: Date,
): Promise<NereusAnswer[]> {
  const k = await knowledge();
  const owner = viewer ? await ownerFacts(viewer, now) : null;
  const business = businessFacts();
  return questions.map((question) =>
    answerQuestion({
      question,
      passages: retrieve(k.index, k.passages, question),
      services: k.services,
      owner,
      business,
    }),
  );
}
