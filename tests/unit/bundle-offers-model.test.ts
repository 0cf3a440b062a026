// Bundle offers against a real database (issue 18, ADR 181 addendum of 2026-11-27): create, edit and deactivate, each
// audited as the offer's history; unknown services and a slug already used are refused with a clear message; the
// pricing reads only active offers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EditableBundleOffer } from "~/domain/bundle-offers.ts";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  offers: typeof import("~/models/bundle-offers.server.ts");
  pricing: typeof import("~/models/pricing.server.ts");
};
let m: Mods;

beforeAll(async () => {
  const prisma = (await import("~/utils/db.server.ts")).prisma;
  const { seedReference } = await import("../../prisma/seed-reference.ts");
  await seedReference(prisma as never);
  m = {
    prisma,
    offers: await import("~/models/bundle-offers.server.ts"),
    pricing: await import("~/models/pricing.server.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const offer: EditableBundleOffer = {
  slug: "polish-and-engine",
  name: "Polish and Engine",
  description: "Polish plus engine room",
  serviceTypes: ["engine_room_clean", "vessel_polish"],
  discountType: "fixed_amount",
  discountValue: 10_000,
  freeServiceType: null,
  minimumItems: null,
  sameVessel: true,
  sameDate: false,
  sameLocation: false,
  active: true,
};

describe("bundle offers", () => {
  it("are created, changed and deactivated with their history, and refused when wrong", async () => {
    const admin = await m.prisma.user.create({
      data: { email: `admin-${Date.now()}@x.example`, fullName: "Offers Admin" },
      select: { id: true },
    });
    const seeded = await m.offers.listBundleOffers();
    expect(seeded.length).toBeGreaterThanOrEqual(5);

    const { id } = await m.offers.createBundleOffer(offer, admin.id);
    const active = async () => (await m.pricing.loadCatalogue()).offers.map((o) => o.slug);
    expect(await active()).toContain("polish-and-engine");

    await expect(m.offers.createBundleOffer({ ...offer, name: "Copy" }, admin.id)).rejects.toMatchObject({
      field: "slug",
      message: 'The slug "polish-and-engine" is already used by the offer "Polish and Engine": choose another',
    });
    await expect(m.offers.updateBundleOffer(id, { ...offer, slug: seeded[0]!.slug }, admin.id)).rejects.toMatchObject({
      field: "slug",
    });
    await expect(
      m.offers.createBundleOffer({ ...offer, slug: "other", serviceTypes: ["vessel_polish", "teleport"] }, admin.id),
    ).rejects.toMatchObject({ field: "serviceTypes", message: "Not in the service catalogue: teleport" });

    const changes = await m.offers.updateBundleOffer(id, { ...offer, discountValue: 15_000 }, admin.id);
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ["Discount value", "$100.00 off", "$150.00 off"],
    ]);
    expect(await m.offers.updateBundleOffer(id, { ...offer, discountValue: 15_000 }, admin.id)).toEqual([]);

    expect(await m.offers.setBundleOfferActive(id, false, admin.id)).toBe(true);
    expect(await m.offers.setBundleOfferActive(id, false, admin.id)).toBe(false);
    expect(await active()).not.toContain("polish-and-engine");

    const history = await m.offers.bundleOfferHistory(id);
    expect(history.map((h) => h.changes.map((c) => c.label).join(","))).toEqual([
      "Active",
      "Discount value",
      expect.stringContaining("Slug,Name"),
    ]);
    expect(history[0]!.by).toBe("Offers Admin");
  });
});
