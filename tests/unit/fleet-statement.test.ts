// The consolidated statement's maths (issue 17, ADR 171), the hub's reading of a query and the fleet form: pure.
import { describe, expect, it } from "vitest";
import {
  buildStatement,
  monthBounds,
  monthOf,
  nextMonth,
  parseStatementMonth,
  previousMonth,
  type StatementInvoice,
} from "~/domain/fleet-statement.ts";
import { fleetAccountSchema, fleetRoleSeesInvoices } from "~/domain/fleet.ts";
import { isTooShortForHub, parseHubQuery, searchesGroup, searchesText } from "~/domain/hub.ts";
import { relationTo, vesselPermissions } from "~/domain/vessel-access.ts";

const at = (iso: string) => new Date(iso);
let n = 10_000;
function invoice(o: Partial<StatementInvoice> & { issuedAt: Date; totalCents: number }): StatementInvoice {
  n += 1;
  return {
    id: `inv${n}`,
    number: n,
    dueAt: new Date(o.issuedAt.getTime() + 14 * 86_400_000),
    gstCents: Math.round(o.totalCents / 11),
    customerName: "Harbour Charters",
    vesselName: "Sea Biscuit",
    credits: [],
    payments: [],
    ...o,
  };
}

// November 2026 in Sydney (daylight saving, UTC+11): 31 Oct 13:00 UTC → 30 Nov 13:00 UTC.
const NOV = monthBounds("2026-11");

describe("statement months", () => {
  it("covers the Sydney month in UTC instants and names its first and last day", () => {
    expect(NOV.start.toISOString()).toBe("2026-10-31T13:00:00.000Z");
    expect(NOV.end.toISOString()).toBe("2026-11-30T13:00:00.000Z");
    expect([NOV.from, NOV.to]).toEqual(["2026-11-01", "2026-11-30"]);
    expect(monthBounds("2026-07").start.toISOString()).toBe("2026-06-30T14:00:00.000Z"); // winter: UTC+10
  });

  it("reads a month from the URL or refuses it, and steps across years", () => {
    expect(parseStatementMonth("2026-11")).toBe("2026-11");
    for (const bad of ["2026-13", "2026-1", "26-11", "", null, "2026-11-01", "1999-12"])
      expect(parseStatementMonth(bad)).toBeNull();
    expect(previousMonth("2026-01")).toBe("2025-12");
    expect(nextMonth("2026-12")).toBe("2027-01");
    // 30 Nov 14:00 UTC is already 1 December in Sydney.
    expect(monthOf(at("2026-11-30T14:00:00Z"))).toBe("2026-12");
  });
});

describe("buildStatement", () => {
  it("opens with what was owed before the month, lists the month with a running balance and closes with the sum", () => {
    const old = invoice({
      issuedAt: at("2026-10-05T00:00:00Z"),
      totalCents: 110_000,
      payments: [
        { amountCents: 50_000, at: at("2026-10-20T00:00:00Z"), method: "bank_transfer", reference: null },
        { amountCents: 60_000, at: at("2026-11-03T00:00:00Z"), method: "bank_transfer", reference: "EFT 77" },
      ],
    });
    const a = invoice({ issuedAt: at("2026-11-10T00:00:00Z"), totalCents: 99_000, gstCents: 9_000 });
    const b = invoice({
      issuedAt: at("2026-11-12T00:00:00Z"),
      totalCents: 33_000,
      gstCents: 3_000,
      vesselName: "Blue Wren",
      payments: [{ amountCents: 33_000, at: at("2026-11-12T02:00:00Z"), method: "card", reference: null }],
    });
    const s = buildStatement([a, old, b], NOV);
    expect(s.openingCents).toBe(60_000);
    expect(s.lines.map((l) => [l.kind, l.debitCents, l.creditCents, l.balanceCents])).toEqual([
      ["payment", 0, 60_000, 0],
      ["invoice", 99_000, 0, 99_000],
      ["invoice", 33_000, 0, 132_000],
      ["payment", 0, 33_000, 99_000],
    ]);
    expect(s.invoicedCents).toBe(132_000);
    expect(s.invoicedGstCents).toBe(12_000); // as the invoices store it, not recomputed
    expect(s.receivedCents).toBe(93_000);
    expect(s.closingCents).toBe(99_000);
    expect(s.closingCents).toBe(s.openingCents + s.invoicedCents - s.receivedCents - s.creditedCents);
    expect(s.lines[0]!.description).toBe("Payment EFT 77 (INV-" + old.number + ")");
    expect(s.open.map((o) => [o.number, o.outstandingCents])).toEqual([[a.number, 99_000]]);
  });

  it("leaves out invoices issued and money received after the month, so a past statement never changes", () => {
    const a = invoice({
      issuedAt: at("2026-11-20T00:00:00Z"),
      totalCents: 50_000,
      payments: [{ amountCents: 50_000, at: at("2026-12-02T00:00:00Z"), method: "card", reference: null }],
    });
    const later = invoice({ issuedAt: at("2026-12-01T00:00:00Z"), totalCents: 70_000 });
    const s = buildStatement([a, later], NOV);
    expect(s.lines).toHaveLength(1);
    expect(s.closingCents).toBe(50_000);
  });

  it("counts a deposit received before its invoice on the invoice's day, and a credit note when it was given", () => {
    const a = invoice({
      issuedAt: at("2026-11-05T00:00:00Z"),
      totalCents: 100_000,
      credits: [
        { amountCents: 20_000, at: at("2026-10-01T00:00:00Z"), description: "Deposit on Q-1001" },
        { amountCents: 5_000, at: at("2026-11-20T00:00:00Z"), description: "Credit note: late" },
        { amountCents: 1_000, at: null, description: "Manual deduction" },
      ],
    });
    const s = buildStatement([a], NOV);
    expect(s.openingCents).toBe(0);
    expect(s.lines.map((l) => [l.kind, l.at.toISOString().slice(0, 10), l.balanceCents])).toEqual([
      ["invoice", "2026-11-05", 100_000],
      ["credit", "2026-11-05", 80_000],
      ["credit", "2026-11-05", 79_000],
      ["credit", "2026-11-20", 74_000],
    ]);
    expect(s.creditedCents).toBe(26_000);
    expect(s.closingCents).toBe(74_000);
  });

  it("ages what is owed at the month's end by days past due, and the buckets add up to the closing balance", () => {
    const due = (iso: string) => at(iso);
    const invoices = [
      invoice({ issuedAt: at("2026-11-20T00:00:00Z"), dueAt: due("2026-12-04T12:59:59Z"), totalCents: 1_000 }), // current
      invoice({ issuedAt: at("2026-10-20T00:00:00Z"), dueAt: due("2026-11-03T12:59:59Z"), totalCents: 2_000 }), // 27 days
      invoice({ issuedAt: at("2026-09-10T00:00:00Z"), dueAt: due("2026-09-24T13:59:59Z"), totalCents: 4_000 }), // 67 days
      invoice({ issuedAt: at("2026-06-01T00:00:00Z"), dueAt: due("2026-06-15T13:59:59Z"), totalCents: 8_000 }), // 90+
      invoice({
        issuedAt: at("2026-11-01T00:00:00Z"),
        dueAt: due("2026-11-15T12:59:59Z"),
        totalCents: 500,
        payments: [{ amountCents: 800, at: at("2026-11-02T00:00:00Z"), method: "cash", reference: null }],
      }), // overpaid by 300: a credit, shown as current
    ];
    const s = buildStatement(invoices, NOV);
    expect(s.aging).toEqual({ current: 700, "1-30": 2_000, "31-60": 0, "61-90": 4_000, "90+": 8_000 });
    expect(Object.values(s.aging).reduce((a, b) => a + b, 0)).toBe(s.closingCents);
    expect(s.closingCents).toBe(14_700);
  });

  it("is empty with a zero balance for a fleet with nothing", () => {
    const s = buildStatement([], NOV);
    expect(s).toMatchObject({ openingCents: 0, closingCents: 0, lines: [], open: [] });
  });
});

describe("the hub's query", () => {
  it("reads prefixed numbers as that kind only, bare digits as any number, and the rest as text", () => {
    expect(parseHubQuery(" inv-10042 ")).toEqual({ text: "inv-10042", kind: "invoices", number: 10042 });
    expect(parseHubQuery("#1234")).toMatchObject({ kind: "jobs", number: 1234 });
    expect(parseHubQuery("Q-1001")).toMatchObject({ kind: "quotes", number: 1001 });
    expect(parseHubQuery("BOS5001")).toMatchObject({ kind: "orders", number: 5001 });
    expect(parseHubQuery("10042")).toMatchObject({ kind: null, number: 10042 });
    expect(parseHubQuery("Sea Biscuit")).toMatchObject({ kind: null, number: null });
    const inv = parseHubQuery("INV-10042");
    expect(searchesGroup(inv, "invoices")).toBe(true);
    expect(searchesGroup(inv, "customers")).toBe(false);
    expect(searchesText(inv)).toBe(false);
    expect(searchesText(parseHubQuery("a"))).toBe(false);
    // One letter searches nothing, so the page asks for more; one digit is a number and is looked up.
    expect(isTooShortForHub(parseHubQuery("a"))).toBe(true);
    expect(isTooShortForHub(parseHubQuery("7"))).toBe(false);
    expect(isTooShortForHub(parseHubQuery("ab"))).toBe(false);
    expect(isTooShortForHub(parseHubQuery(""))).toBe(false);
    expect(isTooShortForHub(parseHubQuery("#"))).toBe(true);
    expect(parseHubQuery("x".repeat(300)).text).toHaveLength(100);
    expect(searchesGroup(parseHubQuery(""), "customers")).toBe(false);
  });
});

describe("the fleet account form", () => {
  const base = {
    name: "Harbour Charters",
    kind: "charter_fleet",
    billingName: "Accounts",
    billingEmail: "Accounts@Harbour.example",
    paymentTermsDays: 30,
  };
  it("accepts a valid ABN typed with spaces and lower-cases the billing e-mail", () => {
    const r = fleetAccountSchema.safeParse({ ...base, abn: "51 824 753 556" });
    expect(r.success && r.data).toMatchObject({ abn: "51824753556", billingEmail: "accounts@harbour.example" });
  });
  it("refuses an ABN that fails the checksum and terms beyond 90 days", () => {
    const r = fleetAccountSchema.safeParse({ ...base, abn: "51 824 753 557", paymentTermsDays: 120 });
    expect(r.success).toBe(false);
    const issues = r.success ? [] : r.error.issues.map((i) => i.path[0]);
    expect(issues).toEqual(expect.arrayContaining(["abn", "paymentTermsDays"]));
  });
  it("lets managers see invoices, not skippers", () => {
    expect(fleetRoleSeesInvoices("manager")).toBe(true);
    expect(fleetRoleSeesInvoices("skipper")).toBe(false);
  });
});

describe("a fleet member's access to the fleet's vessels", () => {
  const vessel = { ownerId: "owner", delegateIds: ["crew"] };
  const as = (id: string, fleetRole: string | null) =>
    vesselPermissions(relationTo({ id, roles: ["customer"] }, { ...vessel, fleetRole }));
  it("lets a skipper see the vessel and ask for work but never its money, and a manager see its invoices", () => {
    expect(as("s", "skipper")).toMatchObject({
      relation: "fleet_skipper",
      canRequestService: true,
      canLogHours: true,
      canSeeMoney: false,
      canEdit: false,
      canTransfer: false,
    });
    expect(as("m", "manager")).toMatchObject({ relation: "fleet_manager", canSeeMoney: true, canEdit: false });
    // Crew who also skipper for the fleet keep the crew relation; the owner stays the owner.
    expect(as("crew", "skipper").relation).toBe("delegate");
    expect(as("owner", "skipper").relation).toBe("owner");
    expect(as("x", null).relation).toBe("none");
  });
});
