// Nereus (issue 20, ADR 200): the boat owner's assistant, with no model and no network. It reads the question for what
// is asked (a price, what is due, the next booking, what is owed, hours, the service area, a person), answers from
// templates with facts the server found — catalogue prices for the vessel's length, the owner's own records — and
// cites where each fact came from. It never invents a figure: a price it cannot find, it says it does not know.
import { z } from "zod";
import { formatCents } from "./money.ts";
import { estimatePriceCents } from "./service-types.ts";
import { NEREUS_MAX_HISTORY, NEREUS_MAX_QUESTION } from "./nereus-limits.ts";

export { NEREUS_MAX_HISTORY, NEREUS_MAX_QUESTION };

export const nereusQuestionSchema = z.object({
  question: z
    .string({ required_error: "Ask Nereus a question" })
    .trim()
    .min(3, "Ask Nereus a question (at least 3 characters)")
    .max(NEREUS_MAX_QUESTION, `Keep the question under ${NEREUS_MAX_QUESTION} characters`),
  history: z.array(z.string().trim().max(NEREUS_MAX_QUESTION)).max(NEREUS_MAX_HISTORY).default([]),
});

export type NereusIntent = "price" | "due" | "booking" | "owed" | "quotes" | "hours" | "area" | "human";

const INTENT_WORDS: Record<NereusIntent, RegExp> = {
  price: /\b(how much|price|prices|cost|costs|charge|quote me|rate|rates|expensive|cheap)\b/i,
  due: /\b(due|overdue|maintenance|service schedule|needs? doing|what needs)\b/i,
  booking: /\b(next booking|booked|booking|appointment|when are you coming|scheduled)\b/i,
  owed: /\b(owe|owing|outstanding|unpaid|invoice|invoices|balance|bill)\b/i,
  quotes: /\b(my quotes?|open quotes?)\b/i,
  hours: /\b(hours|open|opening|closed|weekend|saturday|sunday)\b/i,
  area: /\b(area|areas|where do you|come to|travel|pittwater|harbour|marina|location|service radius)\b/i,
  human: /\b(human|person|someone|call me|talk to|speak to|contact)\b/i,
};

export function intentsOf(question: string): NereusIntent[] {
  return (Object.keys(INTENT_WORDS) as NereusIntent[]).filter((i) => INTENT_WORDS[i].test(question));
}

/** A vessel length in the question: "12 m", "12m", "12.5 metres", "40 ft" (feet to metres, one decimal). */
export function lengthInQuestion(question: string): number | null {
  const metres = /(\d{1,3}(?:[.,]\d)?)\s*(?:m|metre|metres|meter|meters)\b/i.exec(question);
  if (metres) return clampLength(Number(metres[1]!.replace(",", ".")));
  const feet = /(\d{1,3}(?:[.,]\d)?)\s*(?:ft|foot|feet|')(?=\W|$)/i.exec(question);
  if (feet) return clampLength(Math.round(Number(feet[1]!.replace(",", ".")) * 0.3048 * 10) / 10);
  return null;
}

function clampLength(n: number) {
  return Number.isFinite(n) && n > 0 && n <= 100 ? n : null;
}

export interface KnowledgeService {
  serviceType: string;
  serviceName: string;
  category: string;
  basePriceCents: number;
  pricePerMetreCents: number;
  estimatedDurationHours: number;
  weatherDependent: boolean;
  requiresVesselOutOfWater: boolean;
}

/** A retrieved passage: what the index found for the question, best first. */
export interface Passage {
  id: string;
  kind: "service" | "bundle" | "faq" | "business";
  title: string;
  text: string;
  href: string;
  serviceType?: string;
}

export interface OwnerFacts {
  firstName: string;
  vessels: { id: string; name: string; lengthMetres: number | null }[];
  due: { vesselName: string; serviceName: string; serviceType: string; state: string; reason: string }[];
  nextBooking: { serviceName: string; date: string; vesselName: string | null; status: string } | null;
  openQuotes: { number: string; totalCents: number; status: string }[];
  unpaid: { number: string; outstandingCents: number; dueOn: string | null }[];
}

export interface BusinessFacts {
  hours: string;
  areas: string[];
  phone: string;
  radiusKm: number;
}

export interface Citation {
  label: string;
  href: string;
}

export interface Suggestion {
  serviceType: string;
  serviceName: string;
  priceCents: number;
  lengthMetres: number | null;
  vesselId: string | null;
}

export interface NereusAnswer {
  question: string;
  paragraphs: string[];
  citations: Citation[];
  suggestions: Suggestion[];
  /** True when Nereus had nothing to go on: the page offers a person. */
  unsure: boolean;
}

export const FAQS: { id: string; q: string; a: string }[] = [
  {
    id: "faq-antifoul-how-often",
    q: "How often should I antifoul my boat?",
    a: "Most boats in Sydney waters need antifouling every 12 months; the boat has to come out of the water, so we book a haul-out slot for it.",
  },
  {
    id: "faq-weather",
    q: "What happens if the weather is bad on the day?",
    a: "Weather-dependent work (cleaning and polishing outside) is moved to the next suitable day at no charge; we tell you the day before.",
  },
  {
    id: "faq-be-there",
    q: "Do I need to be at the boat?",
    a: "No. Tell us the marina, berth and how to get aboard; we send photos when the work is done.",
  },
  {
    id: "faq-payment",
    q: "How do I pay?",
    a: "By card online, bank transfer or cash. Larger jobs take a deposit when you book and the balance on completion.",
  },
  {
    id: "faq-hull-inspection",
    q: "Why get a hull inspection?",
    a: "A diver checks the hull, anodes, props and running gear for growth and damage, with photos — useful before a sale, after a grounding, or between antifouls.",
  },
];

/** Catalogue services named or meant in the question (by passages retrieved, best first). */
function servicesAskedAbout(passages: readonly Passage[], services: readonly KnowledgeService[]) {
  const types = passages.filter((p) => p.serviceType).map((p) => p.serviceType!);
  return [...new Set(types)]
    .map((t) => services.find((s) => s.serviceType === t))
    .filter(Boolean) as KnowledgeService[];
}

/**
 * The answer to one question: each intent answered from the facts given, then the best retrieved passages. Every
 * figure comes from `services` (prices for the length) or `owner` (their records); nothing else.
 */
export function answerQuestion(input: {
  question: string;
  passages: readonly Passage[];
  services: readonly KnowledgeService[];
  owner: OwnerFacts | null;
  business: BusinessFacts;
}): NereusAnswer {
  const { question, passages, services, owner, business } = input;
  const intents = intentsOf(question);
  const paragraphs: string[] = [];
  const citations: Citation[] = [];
  const suggestions: Suggestion[] = [];
  const cite = (c: Citation) => {
    if (!citations.some((x) => x.href === c.href && x.label === c.label)) citations.push(c);
  };
  const signIn = "Sign in as the boat's owner and I can answer from your own records.";

  if (intents.includes("price")) {
    // One service unless the question names several ("a wash and a polish").
    const asked = servicesAskedAbout(passages, services).slice(0, /\band\b|,/i.test(question) ? 2 : 1);
    const stated = lengthInQuestion(question);
    const myBoat = /\bmy (boat|vessel|yacht|cruiser)\b/i.test(question) ? (owner?.vessels[0] ?? null) : null;
    const length = stated ?? myBoat?.lengthMetres ?? null;
    if (!asked.length) {
      paragraphs.push(
        "I could not tell which service you mean, so I will not guess a price. Ask about one of our services by name — for example an external clean or an antifoul.",
      );
    }
    for (const s of asked) {
      const price = estimatePriceCents(s, length);
      const forWhat = length ? `a ${length} m vessel` : "a vessel up to 8 m (tell me the length for an exact figure)";
      paragraphs.push(
        `${s.serviceName} for ${forWhat}: ${formatCents(price)} including GST${
          s.pricePerMetreCents && length && length > 8
            ? ` (${formatCents(s.basePriceCents)} up to 8 m, plus ${formatCents(s.pricePerMetreCents)} per metre over)`
            : ""
        }. It takes about ${s.estimatedDurationHours} hours${s.weatherDependent ? " and depends on the weather" : ""}${
          s.requiresVesselOutOfWater ? "; the boat must be out of the water" : ""
        }.`,
      );
      cite({ label: `${s.serviceName} — our price list`, href: "/services" });
      suggestions.push({
        serviceType: s.serviceType,
        serviceName: s.serviceName,
        priceCents: price,
        lengthMetres: length,
        vesselId: myBoat?.id ?? null,
      });
    }
  }

  if (intents.includes("due")) {
    if (!owner) paragraphs.push(`I can only tell what is due on a boat I know. ${signIn}`);
    else if (!owner.due.length)
      paragraphs.push(
        owner.vessels.length
          ? `Nothing is overdue or due soon on ${owner.vessels.map((v) => v.name).join(", ")}.`
          : "You have no vessels in your owner portal yet.",
      );
    else {
      paragraphs.push(
        `Due on your boats: ${owner.due
          .map(
            (d) =>
              `${d.serviceName} on ${d.vesselName} — ${d.state === "overdue" ? "overdue" : "due soon"} (${d.reason})`,
          )
          .join("; ")}.`,
      );
      for (const d of owner.due) {
        const s = services.find((x) => x.serviceType === d.serviceType);
        const vessel = owner.vessels.find((v) => v.name === d.vesselName) ?? null;
        if (s && !suggestions.some((x) => x.serviceType === s.serviceType))
          suggestions.push({
            serviceType: s.serviceType,
            serviceName: s.serviceName,
            priceCents: estimatePriceCents(s, vessel?.lengthMetres ?? null),
            lengthMetres: vessel?.lengthMetres ?? null,
            vesselId: vessel?.id ?? null,
          });
      }
    }
    if (owner) cite({ label: "Your vessels' maintenance", href: "/owner/vessels" });
  }

  if (intents.includes("booking")) {
    if (!owner) paragraphs.push(`I cannot see bookings without knowing who you are. ${signIn}`);
    else if (owner.nextBooking)
      paragraphs.push(
        `Your next booking: ${owner.nextBooking.serviceName}${owner.nextBooking.vesselName ? ` for ${owner.nextBooking.vesselName}` : ""} on ${owner.nextBooking.date} (${owner.nextBooking.status}).`,
      );
    else paragraphs.push("You have no upcoming bookings.");
    if (owner) cite({ label: "Your bookings", href: "/owner/bookings" });
  }

  if (intents.includes("owed") || intents.includes("quotes")) {
    if (!owner) paragraphs.push(`Invoices and quotes are private. ${signIn}`);
    else {
      if (intents.includes("owed"))
        paragraphs.push(
          owner.unpaid.length
            ? `You owe ${formatCents(owner.unpaid.reduce((a, u) => a + u.outstandingCents, 0))}: ${owner.unpaid
                .map((u) => `${u.number} ${formatCents(u.outstandingCents)}${u.dueOn ? ` due ${u.dueOn}` : ""}`)
                .join("; ")}.`
            : "You have nothing outstanding — thank you.",
        );
      if (intents.includes("quotes") || owner.openQuotes.length)
        paragraphs.push(
          owner.openQuotes.length
            ? `Quotes waiting for your answer: ${owner.openQuotes.map((q) => `${q.number} (${formatCents(q.totalCents)})`).join("; ")}.`
            : "No quotes are waiting for your answer.",
        );
      cite({ label: "Your invoices", href: "/owner/invoices" });
    }
  }

  if (intents.includes("hours")) {
    paragraphs.push(`We work ${business.hours} (Sydney time). Call ${business.phone} in those hours.`);
    cite({ label: "Contact us", href: "/contact" });
  }
  if (intents.includes("area")) {
    paragraphs.push(`We come to you within about ${business.radiusKm} km of Sydney: ${business.areas.join(", ")}.`);
    cite({ label: "Where we work", href: "/sydney-marine-services" });
  }

  // Whatever the intents, the best passages not already used add what the catalogue and FAQs say.
  const used = new Set(suggestions.map((s) => s.serviceType));
  const extra = passages.filter((p) => !(p.serviceType && used.has(p.serviceType))).slice(0, paragraphs.length ? 1 : 2);
  for (const p of extra) {
    if (p.kind === "service" && intents.includes("price")) continue;
    paragraphs.push(p.kind === "faq" ? p.text : `${p.title}: ${p.text}`);
    cite({ label: p.title, href: p.href });
  }

  const unsure = paragraphs.length === 0;
  if (unsure)
    paragraphs.push(
      "I do not know that one, and I would rather not guess. Send it to our team below and a person will answer.",
    );
  if (intents.includes("human"))
    paragraphs.push("Happy to hand you over: send the question to our team with the form below.");
  return { question, paragraphs, citations, suggestions, unsure };
}

/** Words owners use for each service, indexed with it (retrieval finds "wash" or "bottom paint" too). */
export const SERVICE_KEYWORDS: Record<string, string> = {
  external_clean: "external exterior outside wash washdown clean deck topsides",
  internal_clean: "internal interior inside cabin saloon upholstery clean",
  vessel_polish: "polish wax shine cut gelcoat oxidation",
  engine_room_clean: "engine room bilge degrease",
  antifoul_application: "antifoul antifouling bottom paint haul out slipway growth",
  hull_inspection: "hull dive diver inspection underwater anodes propeller",
  delivery_service: "deliver delivery move transport skipper relocate",
};

const STOP_WORDS = new Set(
  "a an the is are was for to of my on in and or how much what when where do does i me it its can you your with about boat boats vessel yacht should".split(
    " ",
  ),
);

/** One term as indexed and searched: lower case, stop words dropped, a light stem ("antifouling" → "antifoul"). */
export function searchTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (t.length < 2 || STOP_WORDS.has(t) || /^\d/.test(t)) return null;
  return t.length > 5 ? t.replace(/(ings?|ions?|ed|es|s)$/, "") : t;
}
