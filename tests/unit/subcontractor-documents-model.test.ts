// Issue 16 (ADR 161 addendum) against a real database and a temporary upload folder: the office e-mails a work order's
// link through the templated outbox (a fresh link each time, the previous e-mailed one revoked, hand-made links left
// alone); the business sends its insurance certificate through its link — judged by its bytes, filed unverified under
// the business, downloadable by the office — and the office's warning follows the cover.
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
  wo: typeof import("~/models/work-orders.server.ts");
  docs: typeof import("~/models/subcontractor-documents.server.ts");
  workforce: typeof import("~/models/workforce.server.ts");
};
let m: Mods;
let adminId: string;
let subId: string;
let noEmailSubId: string;

const now = new Date("2026-11-27T01:00:00Z");
const later = (min: number) => new Date(now.getTime() + min * 60_000);
const PDF = new Uint8Array(Buffer.from("%PDF-1.4\n% Certificate of currency\n"));

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    wo: await import("~/models/work-orders.server.ts"),
    docs: await import("~/models/subcontractor-documents.server.ts"),
    workforce: await import("~/models/workforce.server.ts"),
  };
  adminId = (
    await m.prisma.user.create({
      data: { email: "office16c@example.test", fullName: "Office", roles: { create: { role: "admin" } } },
    })
  ).id;
  subId = (
    await m.prisma.subcontractor.create({
      data: {
        name: "Deep Blue Diving",
        abn: "51824753556",
        address: "1 Wharf St, Sydney",
        email: "jobs@deepblue.example",
        contactName: "Jordan",
      },
    })
  ).id;
  noEmailSubId = (
    await m.prisma.subcontractor.create({ data: { name: "No Mail Marine", abn: "53004085616", address: "2 Quay" } })
  ).id;
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
  fs.rmSync(uploads, { recursive: true, force: true });
});

let counter = 16_000;
async function sendJob(sub = subId) {
  const job = await m.prisma.job.create({
    data: {
      number: counter++,
      title: "Antifoul",
      status: "job_scheduled",
      customerContactName: "Morgan Tide",
      customerContactEmail: "morgan@example.test",
      scheduledStartAt: now,
    },
  });
  return m.wo.sendWorkOrder({
    subcontractorId: sub,
    jobNumber: job.number,
    instructions: "Two coats",
    actorId: adminId,
    now,
  });
}

const tokenIn = (text: string) => /\/subcontractor\/dashboard\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;

describe("e-mailing the work-order link", () => {
  it("sends the templated e-mail with a fresh link that opens the business's work orders", async () => {
    const sent = await sendJob();
    const mailed = await m.wo.emailWorkOrderLink({
      subcontractorId: subId,
      workOrderId: sent.id,
      actorId: adminId,
      now,
    });
    expect(mailed).toMatchObject({ to: "jobs@deepblue.example", status: "stored", replaced: 0 });
    const mail = await m.prisma.emailMessage.findFirstOrThrow({
      where: { to: "jobs@deepblue.example", template: "work_order.sent" },
      orderBy: { createdAt: "desc" },
    });
    expect(mail.subject).toContain(`#${sent.jobNumber} Antifoul`);
    expect(mail.text).toContain("Hi Jordan");
    expect(mail.text).toContain("From the office: Two coats");
    const token = tokenIn(mail.text);
    expect(token).not.toBeNull();
    expect((await m.wo.resolveSubcontractorLink(token, later(1)))?.subcontractor.id).toBe(subId);
    const row = await m.prisma.workOrderEmail.findFirstOrThrow({ where: { workOrderId: sent.id } });
    expect(row).toMatchObject({ to: "jobs@deepblue.example", status: "stored", linkId: mailed!.linkId });
    const office = await m.wo.subcontractorWorkOrdersForOffice(subId, later(1));
    expect(office.orders.find((o) => o.id === sent.id)?.lastEmail?.to).toBe("jobs@deepblue.example");
    expect(office.links.find((l) => l.id === mailed!.linkId)?.emailedTo).toBe("jobs@deepblue.example");
  });

  it("sending again revokes the link e-mailed before, but not a link the office made by hand", async () => {
    const sent = await sendJob();
    const byHand = await m.wo.createSubcontractorLink({ subcontractorId: subId, days: 30, actorId: adminId, now });
    const first = await m.wo.emailWorkOrderLink({
      subcontractorId: subId,
      workOrderId: sent.id,
      actorId: adminId,
      now,
    });
    const firstToken = tokenIn(
      (
        await m.prisma.emailMessage.findFirstOrThrow({
          where: { template: "work_order.sent" },
          orderBy: { createdAt: "desc" },
        })
      ).text,
    );
    const again = await m.wo.emailWorkOrderLink({
      subcontractorId: subId,
      workOrderId: sent.id,
      actorId: adminId,
      now: later(5),
    });
    expect(again!.replaced).toBeGreaterThanOrEqual(1);
    expect(again!.linkId).not.toBe(first!.linkId);
    expect(await m.wo.resolveSubcontractorLink(firstToken, later(6))).toBeNull();
    expect(await m.wo.resolveSubcontractorLink(byHand!.token, later(6))).not.toBeNull();
  });

  it("refuses without an e-mail address, for a closed order, and gives nothing for another business's order", async () => {
    const noMail = await sendJob(noEmailSubId);
    await expect(
      m.wo.emailWorkOrderLink({ subcontractorId: noEmailSubId, workOrderId: noMail.id, actorId: adminId, now }),
    ).rejects.toThrow(/no e-mail address on file/);
    const sent = await sendJob();
    expect(
      await m.wo.emailWorkOrderLink({ subcontractorId: noEmailSubId, workOrderId: sent.id, actorId: adminId, now }),
    ).toBeNull();
    await m.wo.withdrawWorkOrder({ subcontractorId: subId, workOrderId: sent.id, actorId: adminId });
    await expect(
      m.wo.emailWorkOrderLink({ subcontractorId: subId, workOrderId: sent.id, actorId: adminId, now }),
    ).rejects.toThrow(/waiting for an answer or accepted/);
  });
});

describe("the insurance certificate from the link", () => {
  const upload = {
    type: "public_liability" as const,
    insurer: "QBE Insurance",
    policyNumber: "PL-778812",
    expiresOn: "2027-06-30",
  };

  it("is missing at first: the office is warned", async () => {
    const before = await m.docs.insuranceOnFile(subId, now);
    expect(before.status.state).toBe("missing");
    expect(before.certificates).toHaveLength(0);
  });

  it("refuses a file that is not a PDF, JPEG or PNG by its bytes, and a passed date, storing nothing", async () => {
    const link = await m.wo.createSubcontractorLink({ subcontractorId: subId, days: 30, actorId: adminId, now });
    const fake = new Uint8Array(Buffer.from("MZ\x90\x00 this is an .exe renamed certificate.pdf"));
    await expect(
      m.docs.submitInsuranceCertificate({
        subcontractorId: subId,
        linkId: link!.id,
        upload,
        file: { name: "certificate.pdf", size: fake.length, bytes: fake },
        now,
      }),
    ).rejects.toMatchObject({ field: "file", message: expect.stringMatching(/not a PDF, JPEG or PNG/) });
    await expect(
      m.docs.submitInsuranceCertificate({
        subcontractorId: subId,
        linkId: link!.id,
        upload: { ...upload, expiresOn: "2026-11-01" },
        file: { name: "c.pdf", size: PDF.length, bytes: PDF },
        now,
      }),
    ).rejects.toMatchObject({ field: "expiresOn" });
    expect(await m.prisma.credential.count({ where: { subcontractorId: subId } })).toBe(0);
    const stored = fs.existsSync(path.join(uploads, "credentials"))
      ? fs.readdirSync(path.join(uploads, "credentials"))
      : [];
    expect(stored).toHaveLength(0);
  });

  it("files a real PDF under the business, unverified, marked as sent from the link; the office downloads the original", async () => {
    const link = await m.wo.createSubcontractorLink({ subcontractorId: subId, days: 30, actorId: adminId, now });
    const saved = await m.docs.submitInsuranceCertificate({
      subcontractorId: subId,
      linkId: link!.id,
      upload,
      file: { name: "../../Certificate of Currency.PDF", size: PDF.length, bytes: PDF },
      now,
    });
    const row = await m.prisma.credential.findUniqueOrThrow({ where: { id: saved.id } });
    expect(row).toMatchObject({
      type: "public_liability",
      issuer: "QBE Insurance",
      number: "PL-778812",
      expiresOn: "2027-06-30",
      subcontractorId: subId,
      holderUserId: null,
      verifiedById: null,
      submittedByLinkId: link!.id,
      contentType: "application/pdf",
      fileName: "Certificate-of-Currency.pdf",
    });
    const file = await m.workforce.credentialFile(saved.id);
    expect(Buffer.from(file!.bytes).equals(Buffer.from(PDF))).toBe(true);
    const onFile = await m.docs.insuranceOnFile(subId, now);
    expect(onFile.status).toEqual({ state: "valid", expiresOn: "2027-06-30", verified: false });
    expect(onFile.certificates[0]).toMatchObject({ fromLink: true, hasFile: true });
    // The office marks it verified (this business's only, once).
    const verify = (sub: string) =>
      m.docs.verifySubcontractorCredential({ subcontractorId: sub, credentialId: saved.id, actorId: adminId, now });
    expect(await verify(noEmailSubId)).toBe(false);
    expect(await verify(subId)).toBe(true);
    expect(await verify(subId)).toBe(false);
    expect((await m.docs.insuranceOnFile(subId, now)).status.verified).toBe(true);
    // A SWMS from the link is on file under its own type; it is no insurance cover.
    const swms = await m.docs.submitInsuranceCertificate({
      subcontractorId: subId,
      linkId: link!.id,
      upload: { type: "swms", insurer: "Harbour Rigging", policyNumber: "SWMS-7 rev 2", expiresOn: "2027-02-01" },
      file: { name: "SWMS rigging.pdf", size: PDF.length, bytes: PDF },
      now,
    });
    expect(await m.prisma.credential.findUniqueOrThrow({ where: { id: swms.id } })).toMatchObject({
      type: "swms",
      fileName: "SWMS-rigging.pdf",
    });
    const withSwms = await m.docs.insuranceOnFile(subId, now);
    expect(withSwms.certificates.map((c) => c.type).sort()).toEqual(["public_liability", "swms"]);
    expect(withSwms.status).toMatchObject({ state: "valid", expiresOn: "2027-06-30" });
    // Once the cover has ended the office is warned again.
    expect((await m.docs.insuranceOnFile(subId, new Date("2027-07-01T02:00:00Z"))).status.state).toBe("expired");
  });

  it("takes at most five certificates a day from a business's links", async () => {
    const link = await m.wo.createSubcontractorLink({ subcontractorId: noEmailSubId, days: 30, actorId: adminId, now });
    const send = (at: Date) =>
      m.docs.submitInsuranceCertificate({
        subcontractorId: noEmailSubId,
        linkId: link!.id,
        upload,
        file: { name: "c.pdf", size: PDF.length, bytes: PDF },
        now: at,
      });
    for (let i = 0; i < 5; i += 1) await send(later(i));
    await expect(send(later(10))).rejects.toThrow(/5 certificates today/);
    await expect(send(later(24 * 60 + 1))).resolves.toMatchObject({ expiresOn: "2027-06-30" });
  });
});
