// Nereus (issue 20, ADR 200): question reading, retrieval ranking over the catalogue and FAQs for a checked-in set of
// typical owner questions (its score is printed), and answers whose every price equals the catalogue's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerQuestion,
  FAQS,
  SERVICE_KEYWORDS,
  intentsOf,
  lengthInQuestion,
  type KnowledgeService,
  type OwnerFacts,
  type Passage,
} from "~/domain/nereus.ts";
import { estimatePriceCents, SERVICE_TYPE_DEFINITIONS } from "~/domain/service-types.ts";
import { formatCents } from "~/domain/money.ts";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();
let retrieveFor: (q: string) => Passage[];

const services: KnowledgeService[] = SERVICE_TYPE_DEFINITIONS.map((d) => ({
  serviceType: d.serviceType,
  serviceName: d.serviceName,
  category: d.category,
  basePriceCents: d.basePriceCents,
  pricePerMetreCents: d.pricePerMetreCents,
  estimatedDurationHours: d.estimatedDurationHours,
  weatherDependent: d.weatherDependent,
  requiresVesselOutOfWater: d.requiresVesselOutOfWater,
}));
const passages: Passage[] = [
  ...services.map((s) => ({
    id: `service:${s.serviceType}`,
    kind: "service" as const,
    title: s.serviceName,
    text: `${s.category} ${SERVICE_KEYWORDS[s.serviceType]}`,
    href: "/services",
    serviceType: s.serviceType,
  })),
  ...FAQS.map((f) => ({ id: f.id, kind: "faq" as const, title: f.q, text: f.a, href: "/nereus" })),
  {
    id: "business:hours",
    kind: "business",
    title: "Opening hours",
    text: "Mon–Fri 07:00–18:00, Sat 08:00–16:00",
    href: "/contact",
  },
  {
    id: "business:area",
    kind: "business",
    title: "Where we work",
    text: "Sydney Harbour, Pittwater, Middle Harbour",
    href: "/sydney-marine-services",
  },
];

beforeAll(async () => {
  const m = await import("~/models/nereus.server.ts");
  const index = m.buildIndex(passages);
  const byId = new Map(passages.map((p) => [p.id, p]));
  retrieveFor = (q) => m.retrieve(index, byId, q);
});
afterAll(() => testDb.cleanup());

const business = {
  hours: "Mon–Fri 07:00–18:00, Sat 08:00–16:00",
  areas: ["Sydney Harbour", "Pittwater"],
  phone: "1300 000 000",
  radiusKm: 50,
};

/** The evaluation set: a typical question and the passage that must come first. */
const EVAL: [string, string][] = [
  ["How much is an external clean for my 12 m boat?", "service:external_clean"],
  ["price of antifouling a 10m yacht", "service:antifoul_application"],
  ["Can you polish my boat?", "service:vessel_polish"],
  ["engine room cleaning cost", "service:engine_room_clean"],
  ["do you do hull inspections", "service:hull_inspection"],
  ["Can you deliver my boat to Pittwater?", "service:delivery_service"],
  ["internal clean of the cabin", "service:internal_clean"],
  ["how often should I antifoul", "faq-antifoul-how-often"],
  ["what if the weather is bad", "faq-weather"],
  ["do I need to be at the boat", "faq-be-there"],
  ["how do I pay", "faq-payment"],
  ["what are your opening hours", "business:hours"],
];

describe("retrieval", () => {
  it("ranks the expected passage first for the evaluation set", () => {
    const hits = EVAL.map(([q, id]) => ({ q, id, got: retrieveFor(q)[0]?.id ?? "(nothing)" }));
    const score = hits.filter((h) => h.got === h.id).length;
    console.log(`Nereus retrieval: ${score}/${EVAL.length} top-1 correct`);
    for (const h of hits.filter((x) => x.got !== x.id)) console.log(`  miss: "${h.q}" → ${h.got} (wanted ${h.id})`);
    expect(score).toBeGreaterThanOrEqual(EVAL.length - 1);
  });
});

describe("reading the question", () => {
  it("finds the intent and the length in metres or feet", () => {
    expect(intentsOf("How much is an external clean?")).toContain("price");
    expect(intentsOf("What is due on my boat?")).toContain("due");
    expect(intentsOf("What do I owe you?")).toContain("owed");
    expect(lengthInQuestion("for my 12 m boat")).toBe(12);
    expect(lengthInQuestion("a 12.5m cruiser")).toBe(12.5);
    expect(lengthInQuestion("my 40 ft yacht")).toBe(12.2);
    expect(lengthInQuestion("my boat")).toBeNull();
  });
});

describe("answers", () => {
  const owner: OwnerFacts = {
    firstName: "Olivia",
    vessels: [{ id: "v1", name: "Sea Breeze", lengthMetres: 14 }],
    due: [
      {
        vesselName: "Sea Breeze",
        serviceName: "Antifoul Application",
        serviceType: "antifoul_application",
        state: "overdue",
        reason: "last done 14 months ago",
      },
    ],
    nextBooking: null,
    openQuotes: [],
    unpaid: [{ number: "INV-1001", outstandingCents: 12345, dueOn: "1 Dec 2026" }],
  };
  const ask = (question: string, who: OwnerFacts | null = null) =>
    answerQuestion({ question, passages: retrieveFor(question), services, owner: who, business });

  it("every price is the catalogue's price for the length asked (or the owner's boat)", () => {
    for (const [q, type, length] of [
      ["How much is an external clean for my 12 m boat?", "external_clean", 12],
      ["price of antifouling a 10m yacht", "antifoul_application", 10],
      ["what does a polish cost for a 40 ft boat", "vessel_polish", 12.2],
      ["how much is a hull inspection", "hull_inspection", null],
    ] as const) {
      const a = ask(q);
      const def = services.find((s) => s.serviceType === type)!;
      const price = estimatePriceCents(def, length);
      expect(a.suggestions[0]).toMatchObject({ serviceType: type, priceCents: price });
      expect(a.paragraphs.join(" ")).toContain(formatCents(price));
    }
    const mine = ask("How much is an external clean for my boat?", owner);
    expect(mine.suggestions[0]!.priceCents).toBe(estimatePriceCents(services[0]!, 14));
  });

  it("never guesses a price it cannot find", () => {
    const a = ask("how much for a rocket launch?");
    expect(a.suggestions).toEqual([]);
    expect(a.paragraphs.join(" ")).not.toMatch(/\$\d/);
    expect(a.paragraphs[0]).toContain("will not guess a price");
  });

  it("answers what is due and what is owed from the owner's records, and refuses them to a stranger", () => {
    const due = ask("What is due on my boat?", owner);
    expect(due.paragraphs[0]).toContain("Antifoul Application on Sea Breeze — overdue (last done 14 months ago)");
    expect(due.suggestions[0]).toMatchObject({ serviceType: "antifoul_application", vesselId: "v1" });
    expect(ask("What do I owe?", owner).paragraphs[0]).toContain("You owe $123.45");
    expect(ask("What is due on my boat?").paragraphs[0]).toContain("Sign in");
    expect(ask("zzzz qqqq").unsure).toBe(true);
  });
});
