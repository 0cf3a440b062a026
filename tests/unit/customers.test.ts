// The back-office customer rules (issue 17): list filters from the URL, /api/profiles visibility, role changes
// (never your own admin role, never the last admin), duplicate detection and when a merge is refused.
import { describe, expect, it } from "vitest";
import {
  activeMonths,
  customerContactSchema,
  customerFilterQuery,
  findDuplicatePairs,
  hinSearchTerm,
  mentionsIn,
  mergedContact,
  mergeProblem,
  parseCustomerFilters,
  phoneDigits,
  profileLookup,
  roleChangeProblem,
} from "~/domain/customers.ts";

describe("customer list filters", () => {
  it("reads known filters, ignores unknown values and writes back only what differs from the defaults", () => {
    const f = parseCustomerFilters(
      new URLSearchParams("q= Wren &role=owner&type=vessel_owner&unpaid=1&activity=90d&sort=bogus&subscribed=yes"),
    );
    expect(f).toEqual({
      q: "Wren",
      role: "owner",
      profileType: "vessel_owner",
      unpaid: true,
      subscribed: false,
      activity: "90d",
      sort: "name",
    });
    expect(customerFilterQuery(f)).toBe("q=Wren&role=owner&type=vessel_owner&unpaid=1&activity=90d");
    expect(parseCustomerFilters(new URLSearchParams("role=pirate")).role).toBeNull();
  });

  it("searches a HIN typed with dashes or spaces as stored (upper-case, no separators)", () => {
    expect(hinSearchTerm("aus-abc12345-d606")).toBe("AUSABC12345D606");
    expect(hinSearchTerm("ab")).toBeNull();
  });

  it("compares phones by their digits, +61 mobiles as 04…", () => {
    expect(phoneDigits("+61 412 345 678")).toBe("0412345678");
    expect(phoneDigits("(02) 9555-1234")).toBe("0295551234");
  });
});

describe("the contact form", () => {
  it("lower-cases the e-mail and refuses a bad one with a message", () => {
    const ok = customerContactSchema.safeParse({
      fullName: " Ann ",
      email: " Ann@Example.COM ",
      phone: "0412 345 678",
    });
    expect(ok.success && ok.data).toEqual({ fullName: "Ann", email: "ann@example.com", phone: "0412 345 678" });
    const bad = customerContactSchema.safeParse({ fullName: "Ann", email: "not-an-email" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("Enter a valid e-mail address");
  });

  it("finds @mentions in a note once each", () => {
    expect(mentionsIn("@sam please call. cc @Morgan and @sam; not me@example.com")).toEqual(["sam", "morgan"]);
  });
});

describe("/api/profiles visibility", () => {
  const customer = { email: "charlie@example.com", roles: ["customer"] };
  it("shows you your own profile whatever the case of the address", () => {
    expect(profileLookup(customer, "Charlie@Example.com")).toBe("self");
  });
  it("shows a customer nothing for another address, and an anonymous caller nothing at all", () => {
    expect(profileLookup(customer, "olivia@example.com")).toBe("none");
    expect(profileLookup(null, "olivia@example.com")).toBe("none");
    expect(profileLookup({ email: "o@x", roles: ["owner", "crew_member"] }, "olivia@example.com")).toBe("none");
  });
  it("lets staff, managers and admins look anyone up", () => {
    for (const role of ["staff", "manager", "admin", "service_provider"])
      expect(profileLookup({ email: "s@x", roles: [role] }, "olivia@example.com")).toBe("anyone");
  });
});

describe("role changes", () => {
  const base = { actorId: "a1", targetId: "u2", before: ["admin"], adminCount: 2 };
  it("needs at least one role", () => {
    expect(roleChangeProblem({ ...base, after: [] })).toMatch(/at least one role/);
  });
  it("refuses removing your own admin role", () => {
    expect(roleChangeProblem({ ...base, targetId: "a1", after: ["staff"] })).toMatch(/your own admin role/);
  });
  it("refuses demoting the last admin, allows it when another admin remains", () => {
    expect(roleChangeProblem({ ...base, after: ["staff"], adminCount: 1 })).toMatch(/last admin/);
    expect(roleChangeProblem({ ...base, after: ["staff"], adminCount: 2 })).toBeNull();
  });
  it("allows any change that keeps admin or never had it", () => {
    expect(roleChangeProblem({ ...base, targetId: "a1", after: ["admin", "staff"], adminCount: 1 })).toBeNull();
    expect(roleChangeProblem({ ...base, before: ["customer"], after: ["owner"], adminCount: 1 })).toBeNull();
  });
});

describe("duplicates and merging", () => {
  it("pairs the same e-mail ignoring case, the same phone digits and a shared HIN, each pair once with every reason", () => {
    const pairs = findDuplicatePairs([
      { id: "a", email: "Pat@Example.com", phone: "0412 345 678", hins: ["AUS-ABC12345D606"] },
      { id: "b", email: "pat@example.com", phone: "+61412345678", hins: [] },
      { id: "c", email: "other@example.com", phone: null, hins: ["ausabc12345d606"] },
      { id: "d", email: "lonely@example.com", phone: "123", hins: [] },
    ]);
    expect(pairs).toEqual([
      { keepId: "a", mergeId: "b", reasons: ["email", "phone"] },
      { keepId: "a", mergeId: "c", reasons: ["hin"] },
    ]);
  });

  it("ignores short phone numbers and empty HINs", () => {
    expect(
      findDuplicatePairs([
        { id: "a", email: "a@x", phone: "000", hins: [""] },
        { id: "b", email: "b@x", phone: "000", hins: [""] },
      ]),
    ).toEqual([]);
  });

  it("refuses to merge two password logins, staff accounts, or a customer into itself", () => {
    const p = (id: string, hasPassword: boolean, isStaff = false) => ({ id, hasPassword, isStaff });
    expect(mergeProblem(p("a", true), p("b", true))).toMatch(/Both customers sign in with a password/);
    expect(mergeProblem(p("a", true), p("a", false))).toMatch(/two different/);
    expect(mergeProblem(p("a", false), p("b", false, true))).toMatch(/Staff/);
    expect(mergeProblem(p("a", true), p("b", false))).toBeNull();
  });

  it("keeps the kept customer's contact and fills gaps from the other", () => {
    expect(
      mergedContact(
        { fullName: "Pat Lee", phone: null, firstName: null, lastName: "Lee" },
        { fullName: "P Lee", phone: "0412", firstName: "Pat", lastName: null },
      ),
    ).toEqual({ fullName: "Pat Lee", phone: "0412", firstName: "Pat", lastName: "Lee" });
  });

  it("reads the active-clients window, 1–36 months, 6 by default", () => {
    expect(activeMonths("12")).toBe(12);
    expect(activeMonths("0")).toBe(6);
    expect(activeMonths("x")).toBe(6);
  });
});
