// Job-card photos against a real database and a temporary upload folder (issue 16, ADR 161): the original is kept as
// sent and a resized JPEG made for the page; a resent upload is stored once; only the assigned worker (or an admin)
// gets the files; the drawn signature is stored with the typed sign-off.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "bosun-photos-"));
process.env.UPLOAD_DIR = uploads;

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  photos: typeof import("~/models/job-photos.server.ts");
  card: typeof import("~/models/job-card.server.ts");
  domain: typeof import("~/domain/job-card.ts");
  images: typeof import("~/utils/images.server.ts");
};
let m: Mods;
let workerId: string;
let otherId: string;

const now = new Date("2026-11-26T01:00:00Z");

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    photos: await import("~/models/job-photos.server.ts"),
    card: await import("~/models/job-card.server.ts"),
    domain: await import("~/domain/job-card.ts"),
    images: await import("~/utils/images.server.ts"),
  };
  const mk = (email: string) =>
    m.prisma.user.create({ data: { email, fullName: email, roles: { create: { role: "marine_professional" } } } });
  workerId = (await mk("photo-worker@example.test")).id;
  otherId = (await mk("photo-other@example.test")).id;
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
  fs.rmSync(uploads, { recursive: true, force: true });
});

/** A 2000 × 1000 PNG made by sharp itself: big enough to be resized. */
async function bigPng() {
  const sharp = (await import("sharp")).default;
  return new Uint8Array(
    await sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 10, g: 90, b: 160 } } })
      .png()
      .toBuffer(),
  );
}

describe("job photos", () => {
  it("keeps the original, shows a copy at most 1280 px, stores a resend once, and only for the worker", async () => {
    const job = await m.prisma.job.create({
      data: {
        number: 9100,
        title: "Polish",
        status: "in_progress",
        customerContactName: "Morgan Tide",
        customerContactEmail: "morgan@example.test",
        assignedStaffId: workerId,
      },
    });
    const original = await bigPng();
    const display = await m.images.displayCopy(original);
    expect(display).toMatchObject({ width: 1280, height: 640 });
    expect(m.domain.sniffPhoto(display!.bytes)).toBe("image/jpeg");
    const add = (postKey: string, userId = workerId) =>
      m.photos.addJobPhoto({
        jobId: job.id,
        userId,
        actorId: userId,
        kind: "before",
        postKey,
        original: { bytes: original, type: "image/png" },
        display,
        now,
      });
    expect(await add("photo-key-0001")).toMatchObject({ replayed: false });
    expect(await add("photo-key-0001")).toMatchObject({ replayed: true });
    await expect(add("photo-key-0002", otherId)).rejects.toBeInstanceOf(m.card.JobCardConflict);
    const rows = await m.prisma.jobPhoto.findMany({ where: { jobId: job.id } });
    expect(rows).toHaveLength(1);

    const worker = { id: workerId, isAdmin: false };
    const shown = await m.photos.jobPhotoFile({ jobId: job.id, photoId: rows[0]!.id, viewer: worker, original: false });
    expect(shown?.contentType).toBe("image/jpeg");
    const kept = await m.photos.jobPhotoFile({ jobId: job.id, photoId: rows[0]!.id, viewer: worker, original: true });
    expect(kept?.contentType).toBe("image/png");
    expect(new Uint8Array(kept!.bytes)).toEqual(original);
    expect(
      await m.photos.jobPhotoFile({
        jobId: job.id,
        photoId: rows[0]!.id,
        viewer: { id: otherId, isAdmin: false },
        original: false,
      }),
    ).toBeNull();
    expect(
      await m.photos.jobPhotoFile({
        jobId: job.id,
        photoId: rows[0]!.id,
        viewer: { id: otherId, isAdmin: true },
        original: false,
      }),
    ).not.toBeNull();
  });

  it("takes a subcontractor's photo for its own accepted work order only, with no user, once per key", async () => {
    const job = await m.prisma.job.create({
      data: {
        number: 9102,
        title: "Antifoul",
        status: "quote_accepted",
        customerContactName: "Morgan Tide",
        customerContactEmail: "morgan@example.test",
      },
    });
    const mkSub = (name: string) =>
      m.prisma.subcontractor.create({ data: { name, abn: "51824753556", address: "1 Wharf Rd" } });
    const sub = await mkSub("Deep Blue Diving");
    const other = await mkSub("Other Rigging");
    const order = await m.prisma.workOrder.create({
      data: { jobId: job.id, subcontractorId: sub.id, status: "sent" },
    });
    const original = await bigPng();
    const add = (postKey: string, subcontractorId = sub.id) =>
      m.photos.addWorkOrderPhoto({
        subcontractorId,
        workOrderId: order.id,
        kind: "after",
        postKey,
        original: { bytes: original, type: "image/png" },
        display: null,
        now,
      });
    expect(await add("sub-photo-0001", other.id)).toBeNull();
    await expect(add("sub-photo-0001")).rejects.toBeInstanceOf(m.card.JobCardConflict);
    await m.prisma.workOrder.update({ where: { id: order.id }, data: { status: "accepted" } });
    expect(await add("sub-photo-0001")).toMatchObject({ replayed: false });
    expect(await add("sub-photo-0001")).toMatchObject({ replayed: true });
    const rows = await m.prisma.jobPhoto.findMany({ where: { jobId: job.id } });
    expect(rows).toMatchObject([{ kind: "after", byId: null, originalType: "image/png" }]);
  });

  it("stores the drawn signature with the typed sign-off; a broken one is refused", async () => {
    const job = await m.prisma.job.create({
      data: {
        number: 9101,
        title: "Wash",
        status: "in_progress",
        customerContactName: "Morgan Tide",
        customerContactEmail: "morgan@example.test",
        assignedStaffId: workerId,
      },
    });
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 60, height: 20, channels: 4, background: "#ffffff00" } })
      .png()
      .toBuffer();
    const post = (body: Record<string, unknown>) =>
      m.card.applyJobCardPost({
        jobId: job.id,
        userId: workerId,
        actorId: workerId,
        post: m.domain.jobCardPostSchema.parse(body),
        now,
      });
    await expect(
      post({
        intent: "signoff",
        key: "sign-key-0001",
        signOffName: "Morgan Tide",
        signature: "data:image/png;base64,AAAA",
      }),
    ).rejects.toThrow(/could not be read/);
    expect(await m.prisma.fieldPost.count({ where: { key: "sign-key-0001" } })).toBe(0);
    await post({
      intent: "signoff",
      key: "sign-key-0002",
      signOffName: "Morgan Tide",
      signature: `data:image/png;base64,${png.toString("base64")}`,
    });
    const stored = await m.photos.jobSignatureFile(job.id, { id: workerId, isAdmin: false });
    expect(stored && new Uint8Array(stored)).toEqual(new Uint8Array(png));
    expect(await m.photos.jobSignatureFile(job.id, { id: otherId, isAdmin: false })).toBeNull();
  });
});
