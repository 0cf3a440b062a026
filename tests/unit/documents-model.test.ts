// Owner documents against a real (temporary) database and a temporary upload folder: versions by tier, quota,
// downloads only for the owner and staff, share links, and expiry e-mails sent once per threshold.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "bosun-uploads-"));
process.env.UPLOAD_DIR = uploads;

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  docs: typeof import("~/models/documents.server.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    docs: await import("~/models/documents.server.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
  fs.rmSync(uploads, { recursive: true, force: true });
});

let n = 0;
async function user(roles: string[] = ["owner"], documentTier = "standard") {
  n += 1;
  const u = await m.prisma.user.create({
    data: {
      email: `d${n}-${Date.now()}@x.example`,
      fullName: `Doc User ${n}`,
      documentTier,
      roles: { create: roles.map((role) => ({ role })) },
    },
    select: { id: true, email: true },
  });
  return { ...u, roles };
}
const pdf = (text: string) => new Uint8Array(Buffer.from(`%PDF-1.4\n${text}`));

describe("uploads", () => {
  it("refuses a file that is not what it claims, and a vessel that is not the owner's", async () => {
    const owner = await user();
    const other = await user();
    const vessel = await m.prisma.vessel.create({ data: { ownerId: other.id, name: "Not mine", type: "other" } });
    const base = { title: "Rego", kind: "registration" as const, fileName: "rego.pdf" };
    await expect(
      m.docs.uploadDocument(owner, { ...base, bytes: new Uint8Array(Buffer.from("hello")) }, owner.id),
    ).rejects.toThrow(/PDF, JPEG, PNG or HEIC/);
    await expect(
      m.docs.uploadDocument(owner, { ...base, vesselId: vessel.id, bytes: pdf("x") }, owner.id),
    ).rejects.toThrow(/Choose one of your vessels/);
  });

  it("standard replaces a document; premium keeps the earlier version; both are stored and downloadable", async () => {
    for (const tier of ["standard", "premium"] as const) {
      const owner = await user(["owner"], tier);
      const first = await m.docs.uploadDocument(
        owner,
        { title: "Insurance", kind: "insurance", fileName: "a.pdf", bytes: pdf("2025") },
        owner.id,
      );
      await m.docs.uploadDocument(
        owner,
        { title: "Insurance", kind: "insurance", fileName: "b.pdf", bytes: pdf("2026"), replacesId: first.id },
        owner.id,
      );
      const rows = await m.prisma.vesselDocument.findMany({
        where: { ownerId: owner.id },
        orderBy: { version: "asc" },
      });
      if (tier === "standard") {
        expect(rows.map((r) => r.version)).toEqual([2]);
        expect(await m.docs.documentForDownload(owner, first.id)).toBeNull();
      } else {
        expect(rows.map((r) => [r.version, r.supersededAt !== null])).toEqual([
          [1, true],
          [2, false],
        ]);
        expect((await m.docs.documentForDownload(owner, first.id))?.bytes.toString()).toBe("%PDF-1.4\n2025");
      }
    }
  });

  it("downloads only for the owner and operations staff", async () => {
    const owner = await user();
    const stranger = await user();
    const staff = await user(["staff"]);
    const doc = await m.docs.uploadDocument(
      owner,
      { title: "Survey", kind: "survey", fileName: "s.pdf", bytes: pdf("survey") },
      owner.id,
    );
    expect((await m.docs.documentForDownload(owner, doc.id))?.contentType).toBe("application/pdf");
    expect(await m.docs.documentForDownload(stranger, doc.id)).toBeNull();
    expect((await m.docs.documentForDownload(staff, doc.id))?.fileName).toBe("s.pdf");
    expect(await m.docs.deleteDocument(stranger, doc.id)).toBe(false);
    expect(await m.docs.deleteDocument(owner, doc.id)).toBe(true);
    expect(await m.docs.documentForDownload(owner, doc.id)).toBeNull();
  });

  it("share links: only on ultra, only the vessel's non-private documents, dead once revoked or expired", async () => {
    const now = new Date("2026-11-24T00:00:00Z");
    const standard = await user();
    const sv = await m.prisma.vessel.create({ data: { ownerId: standard.id, name: "S", type: "other" } });
    expect(await m.docs.createShare(standard, { vesselId: sv.id, label: "Surveyor", days: 7 }, now)).toBeNull();
    const owner = await user(["owner"], "ultra");
    const v = await m.prisma.vessel.create({ data: { ownerId: owner.id, name: "Ultra Boat", type: "other" } });
    const open = await m.docs.uploadDocument(
      owner,
      { title: "Survey", kind: "survey", vesselId: v.id, fileName: "s.pdf", bytes: pdf("s") },
      owner.id,
    );
    const hidden = await m.docs.uploadDocument(
      owner,
      { title: "Loan", kind: "other", vesselId: v.id, private: true, fileName: "l.pdf", bytes: pdf("l") },
      owner.id,
    );
    const token = (await m.docs.createShare(owner, { vesselId: v.id, label: "Buyer", days: 7 }, now))!;
    const resolved = await m.docs.resolveShare(token, now);
    expect(resolved?.documents.map((d) => d.title)).toEqual(["Survey"]);
    expect(await m.docs.sharedDocumentForDownload(token, open.id, now)).not.toBeNull();
    expect(await m.docs.sharedDocumentForDownload(token, hidden.id, now)).toBeNull();
    expect(await m.docs.resolveShare(token, new Date("2026-12-02T00:00:00Z"))).toBeNull();
    const [share] = await m.docs.listShares(owner);
    await m.docs.revokeShare(owner, share!.id, now);
    expect(await m.docs.resolveShare(token, now)).toBeNull();
  });
});

describe("expiry reminders", () => {
  it("e-mail once per document and threshold, however often they run", async () => {
    const owner = await user();
    const now = new Date("2026-11-24T00:00:00Z");
    await m.docs.uploadDocument(
      owner,
      { title: "Rego", kind: "registration", expiresOn: "2026-12-10", fileName: "r.pdf", bytes: pdf("r") },
      owner.id,
    );
    const mine = async () => (await m.docs.runDocumentReminders({ now: at })).sent.length;
    let at = now;
    const [a, b] = await Promise.all([mine(), mine()]);
    expect(a + b).toBe(1);
    expect(await mine()).toBe(0);
    at = new Date("2026-12-04T00:00:00Z"); // 6 days before: the 7-day e-mail
    expect(await mine()).toBe(1);
    at = new Date("2026-12-10T05:00:00Z");
    expect(await mine()).toBe(1);
    expect(await mine()).toBe(0);
    const mails = await m.prisma.emailMessage.findMany({ where: { to: owner.email }, orderBy: { createdAt: "asc" } });
    expect(mails.map((e) => e.subject)).toEqual([
      "Rego expires on 2026-12-10",
      "Rego expires on 2026-12-10",
      "Rego expires today",
    ]);
  });
});
