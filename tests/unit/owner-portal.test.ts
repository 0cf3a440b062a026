import { describe, expect, it } from "vitest";
import { addressSchema, checkoutLocation } from "~/domain/addresses.ts";
import { addFigures, summarizeBudget } from "~/domain/budget.ts";
import { deviceLabel, parsePrefs, prefsFromForm } from "~/domain/owner-account.ts";
import { requestProgress, serviceRequestSchema } from "~/domain/service-requests.ts";
import { relationTo, vesselPermissions } from "~/domain/vessel-access.ts";
import { vesselSchema } from "~/domain/vessel-schemas.ts";

describe("budget sums", () => {
  it("projects spent + committed + forecast and says how much is left", () => {
    const s = summarizeBudget({
      budgetCents: 1_000_000,
      spentCents: 250_000,
      committedCents: 150_000,
      forecastCents: 100_000,
    });
    expect(s.projectedCents).toBe(500_000);
    expect(s.remainingCents).toBe(500_000);
    expect(s.status).toBe("under");
    expect(s.bars).toEqual({ spent: 25, committed: 15, forecast: 10, budget: 100 });
  });
  it("warns near the budget (90 %) and when the forecast goes over", () => {
    const base = { spentCents: 500_000, committedCents: 300_000, forecastCents: 100_000 };
    expect(summarizeBudget({ budgetCents: 1_000_000, ...base }).status).toBe("near");
    const over = summarizeBudget({ budgetCents: 800_000, ...base });
    expect(over.status).toBe("over");
    expect(over.remainingCents).toBe(-100_000);
    // Bars scale to the larger of budget and projection, so the budget line sits inside the bar.
    expect(over.bars.budget).toBeCloseTo(88.9, 1);
  });
  it("has no status without a budget and adds vessels into the fleet line", () => {
    expect(summarizeBudget({ budgetCents: null, spentCents: 0, committedCents: 0, forecastCents: 0 }).status).toBe(
      "none",
    );
    expect(
      addFigures([
        { spentCents: 1, committedCents: 2, forecastCents: 3 },
        { spentCents: 10, committedCents: 20, forecastCents: 30 },
      ]),
    ).toEqual({ spentCents: 11, committedCents: 22, forecastCents: 33 });
  });
});

describe("vessel access", () => {
  const vessel = { ownerId: "owner", delegateIds: ["crew"], assignedFieldIds: ["tech"] };
  it("the owner and operations staff may do everything but only the owner sells or delegates", () => {
    const owner = vesselPermissions(relationTo({ id: "owner", roles: ["owner"] }, vessel));
    expect(owner).toMatchObject({ canEdit: true, canSeeMoney: true, canTransfer: true, canDelegate: true });
    const staff = vesselPermissions(relationTo({ id: "s", roles: ["staff"] }, vessel));
    expect(staff).toMatchObject({ relation: "operations", canEdit: true, canSeeAccessNotes: true, canTransfer: false });
  });
  it("a delegated crew member logs hours and raises requests, never sees money or gate codes", () => {
    const crew = vesselPermissions(relationTo({ id: "crew", roles: ["crew_member"] }, vessel));
    expect(crew).toMatchObject({
      relation: "delegate",
      canLogHours: true,
      canRequestService: true,
      canSeeMoney: false,
      canSeeAccessNotes: false,
      canEdit: false,
    });
  });
  it("assigned field staff see the access notes; a stranger sees nothing", () => {
    expect(
      vesselPermissions(relationTo({ id: "tech", roles: ["marine_professional"] }, vessel)).canSeeAccessNotes,
    ).toBe(true);
    const none = vesselPermissions(relationTo({ id: "x", roles: ["customer"] }, vessel));
    expect(Object.entries(none).filter(([k, v]) => k !== "relation" && v)).toEqual([]);
  });
});

describe("service requests", () => {
  it("tells the owner where the request is in plain words", () => {
    expect(requestProgress("quote_requested", null)).toEqual({
      step: 1,
      text: "Received — we will look at it and come back to you within one business day.",
    });
    expect(requestProgress("job_scheduled", "3 Dec 2026").text).toBe("Booked for 3 Dec 2026.");
    expect(requestProgress("paid", null).step).toBe(4);
  });
  it("needs a vessel, at least one kind of work and a real description; dates in order", () => {
    const ok = serviceRequestSchema.safeParse({
      vesselId: "v1",
      services: ["hull_inspection"],
      description: "Growth on the waterline",
      urgency: "soon",
      preferredFrom: "2026-12-01",
      preferredTo: "2026-12-05",
    });
    expect(ok.success).toBe(true);
    const bad = serviceRequestSchema.safeParse({
      vesselId: "v1",
      services: [],
      description: "short",
      preferredFrom: "2026-12-05",
      preferredTo: "2026-12-01",
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toContain("Tick at least one kind of work");
    expect(messages).toContain("The last date cannot be before the first");
  });
});

describe("vessel form", () => {
  it("checks the HIN and the registration, and refuses a year in the future", () => {
    const r = vesselSchema.safeParse({
      name: "Tern",
      type: "runabout",
      hin: "ABC12345M404",
      registration: "AB 12$",
      year: 2999,
    });
    expect(r.success).toBe(false);
    const byPath = Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byPath.hin).toMatch(/month of production/);
    expect(byPath.registration).toMatch(/letters and digits/);
    expect(byPath.year).toMatch(/cannot be in the future/);
  });
});

describe("account settings", () => {
  it("reads preferences with everything on unless switched off, whatever is stored", () => {
    const on = { maintenanceDue: true, documentExpiry: true };
    expect(parsePrefs(null)).toEqual(on);
    expect(parsePrefs("not json")).toEqual(on);
    expect(parsePrefs('{"documentExpiry":false,"unknown":false}')).toEqual({
      maintenanceDue: true,
      documentExpiry: false,
    });
    expect(parsePrefs("[false]")).toEqual(on);
    expect(prefsFromForm([])).toEqual({ maintenanceDue: false, documentExpiry: false });
    expect(prefsFromForm(["documentExpiry", "bogus"])).toEqual({ maintenanceDue: false, documentExpiry: true });
  });
  it("names a device from its browser's User-Agent", () => {
    expect(
      deviceLabel(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
    expect(
      deviceLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iPhone");
    expect(deviceLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox on Windows",
    );
    expect(deviceLabel(null)).toBe("Unknown device");
    expect(deviceLabel("curl/8.5")).toBe("Unknown device");
  });
});

describe("saved places", () => {
  it("need a marina for a service location but not for a billing address", () => {
    const base = { label: "Home", address: "1C New Beach Rd, Darling Point NSW 2027" };
    expect(addressSchema.safeParse({ ...base, kind: "service" }).error?.issues[0]?.message).toBe(
      "Enter the marina, yacht club or mooring area",
    );
    expect(addressSchema.safeParse({ ...base, kind: "billing" }).success).toBe(true);
    expect(addressSchema.safeParse({ ...base, kind: "service", marina: "RPAYC", address: "x" }).success).toBe(false);
  });
  it("fill the checkout's location with the berth after the marina", () => {
    expect(checkoutLocation({ accessType: "yacht_club", marina: "RPAYC", berth: "B3", address: "Newport" })).toEqual({
      accessType: "yacht_club",
      marina: "RPAYC, berth B3",
      address: "Newport",
    });
    expect(checkoutLocation({ accessType: null, marina: null, berth: null, address: "Home" }).accessType).toBe(
      "marina",
    );
  });
});
