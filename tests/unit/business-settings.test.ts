import { describe, expect, it } from "vitest";
import {
  businessSettingsSchema,
  defaultBusinessSettings,
  mergeStoredSettings,
  openingHoursText,
  settingsChanges,
  settingsFromForm,
  settingsToForm,
} from "~/domain/business-settings.ts";
import { localBusinessJsonLd } from "~/domain/seo.ts";

const env = {
  BUSINESS_NAME: "Bosun Marine Services",
  BUSINESS_PHONE: "1300 267 862",
  BUSINESS_EMAIL: "info@bosun.example",
  BUSINESS_LOCATION: "Sydney, NSW",
  BUSINESS_ABN: "83 601 234 518",
  GST_REGISTERED: true,
  BANK_ACCOUNT_NAME: "Bosun Marine Services Pty Ltd",
  BANK_BSB: "062-000",
  BANK_ACCOUNT_NUMBER: "1048 2277",
  INVOICE_PAYMENT_TERMS_DAYS: 14,
  INVOICE_REMINDER_INTERVAL_DAYS: 7,
  INVOICE_REMINDER_MAX: 4,
};
const defaults = defaultBusinessSettings(env);

function parse(overrides: Record<string, string>) {
  const fd = new URLSearchParams({ ...settingsToForm(defaults), ...overrides });
  // As Conform sends it: empty fields are absent.
  const out: Record<string, unknown> = Object.fromEntries([...fd].filter(([, v]) => v !== ""));
  if (out.gstRegistered === "on") out.gstRegistered = true;
  else delete out.gstRegistered;
  return businessSettingsSchema.safeParse(out);
}

describe("business settings (issue 18)", () => {
  it("default to the environment and the §9 facts", () => {
    expect(defaults.abn).toBe("83601234518");
    expect(openingHoursText(defaults.hours)).toBe("Mon–Fri 07:00–18:00, Sat 08:00–16:00");
    expect(defaults.serviceRadiusKm).toBe(50);
  });

  it("round-trip through the form unchanged", () => {
    const r = parse({});
    expect(r.success).toBe(true);
    expect(settingsFromForm(r.data!)).toEqual(defaults);
  });

  it("refuse an ABN that fails the checksum, with the reason on the field", () => {
    const r = parse({ abn: "83 601 234 519" });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(["abn"]);
    expect(r.error!.issues[0]!.message).toMatch(/checksum/);
  });

  it("refuse a day that closes before it opens, half-filled days and a wider radius smaller than the radius", () => {
    const r = parse({ monOpens: "18:00", monCloses: "07:00", tueCloses: "", widerServiceRadiusKm: "10" });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["monCloses", "tueCloses", "widerServiceRadiusKm"]));
  });

  it("close a day with both times empty and group the hours for the text and JSON-LD", () => {
    const r = parse({ satOpens: "", satCloses: "", wedOpens: "09:00" });
    const s = settingsFromForm(r.data!);
    expect(openingHoursText(s.hours)).toBe("Mon–Tue 07:00–18:00, Wed 09:00–18:00, Thu–Fri 07:00–18:00");
    const ld = localBusinessJsonLd({ ...s, appUrl: "https://b.example", hours: s.hours });
    expect(ld.openingHoursSpecification).toHaveLength(3);
    expect(ld.openingHoursSpecification[0]!.dayOfWeek).toEqual(["Monday", "Tuesday"]);
  });

  it("merge stored values field by field, keeping defaults for bad ones", () => {
    const merged = mergeStoredSettings(defaults, { phone: "02 9000 0000", abn: "123", serviceRadiusKm: -4 });
    expect(merged.phone).toBe("02 9000 0000");
    expect(merged.abn).toBe(defaults.abn);
    expect(merged.serviceRadiusKm).toBe(50);
    expect(mergeStoredSettings(defaults, "nonsense")).toEqual(defaults);
  });

  it("list what changed, before and after", () => {
    const changes = settingsChanges(defaults, { ...defaults, phone: "02 9000 0000", gstRegistered: false });
    expect(changes).toEqual([
      { field: "phone", label: "Phone", before: "1300 267 862", after: "02 9000 0000" },
      { field: "gstRegistered", label: "Registered for GST", before: "yes", after: "no" },
    ]);
  });
});
