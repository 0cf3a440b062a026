// Intake against a real database (issue 20, ADR 201): an inbound e-mail becomes one
// enquiry however often it is delivered (and its "enquiry received" event runs the rules), a reply is attached to
// the job it answers (by +tag, subject or thread, only from that customer), an auto-reply starts nothing; a call is
// matched to its customer by phone and processed once per call id.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();
process.env.UPLOAD_DIR = `${process.env.TMPDIR ?? "/tmp"}/bosun-inbound-test-${process.pid}`;

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  queue: typeof import("~/models/queue.server.ts");
  events: typeof import("~/models/events.server.ts");
  auto: typeof import("~/models/automations.server.ts");
  job: typeof import("~/models/job.server.ts");
  inbound: typeof import("~/models/inbound.server.ts");
  mail: typeof import("~/utils/mail-parse.server.ts");
};
let m: Mods;
let adminId: string;
let workerId: string;
let ownerId: string;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    queue: await import("~/models/queue.server.ts"),
    events: await import("~/models/events.server.ts"),
    auto: await import("~/models/automations.server.ts"),
    job: await import("~/models/job.server.ts"),
    inbound: await import("~/models/inbound.server.ts"),
    mail: await import("~/utils/mail-parse.server.ts"),
  };
  (await import("~/models/task-handlers.server.ts")).registerTasks();
  adminId = (await m.prisma.user.create({ data: { email: "boss@example.test", fullName: "Boss" } })).id;
  workerId = (
    await m.prisma.user.create({
      data: { email: "dee@example.test", fullName: "Dee Hand", roles: { create: [{ role: "staff" }] } },
    })
  ).id;
  ownerId = (
    await m.prisma.user.create({
      data: { email: "olivia@example.test", fullName: "Olivia Owner", roles: { create: [{ role: "owner" }] } },
    })
  ).id;
}, 60_000);

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const t0 = new Date("2026-11-25T00:00:00Z");
const at = (hours: number) => new Date(t0.getTime() + hours * 3_600_000);

async function enquiryJob(title: string, extra: { email?: string; phone?: string; customerId?: string } = {}) {
  return m.prisma.$transaction(async (tx) => {
    const job = await m.job.createJob(tx, {
      title,
      status: "quote_requested",
      source: "enquiry",
      customerId: extra.customerId ?? null,
      customerContactName: "Ana Contact",
      customerContactEmail: extra.email ?? "ana@example.test",
      customerContactPhone: extra.phone ?? null,
    });
    const seq = await m.events.recordEvent(tx, {
      type: "enquiry.received",
      subject: { type: "job", id: job.id },
      data: {
        jobId: job.id,
        number: job.number,
        serviceCategory: "hull",
        customerEmail: extra.email ?? "ana@example.test",
      },
      occurredAt: at(0),
    });
    return { job, seq };
  });
}

const runQueue = (hours: number) => m.queue.runDueTasks({ now: at(hours), names: ["automation:run"] });

const email = (headers: Record<string, string>, body: string) =>
  [
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
  ].join("\r\n");

describe("inbound e-mail", () => {
  it("a new message becomes one enquiry with its event (rules run), however often it is delivered", async () => {
    const rule = await m.auto.createRule({
      name: "Task for e-mailed enquiries",
      eventType: "enquiry.received",
      actorId: adminId,
      definition: {
        conditions: [{ field: "source", op: "eq", value: "email" }],
        delay: { amount: 0, unit: "minutes" },
        actions: [
          {
            kind: "create_task",
            target: "dee@example.test",
            subject: "Reply to {{customerName}}",
            body: "{{subject}}",
          },
        ],
      },
    });
    const raw = email(
      {
        From: "Sam Harbour <Sam.Harbour@example.net>",
        To: "info@bosun.example",
        Subject: "Antifouling before summer",
        "Message-ID": "<first-1@example.net>",
        Date: "Wed, 25 Nov 2026 01:00:00 +0000",
      },
      "Our 11 m sloop needs antifouling and the hull has a lot of growth. Ideally in the next few days.",
    );
    const mail = await m.mail.parseRawEmail(raw);
    expect(mail).toMatchObject({
      messageId: "first-1@example.net",
      from: { address: "sam.harbour@example.net", name: "Sam Harbour" },
    });
    const plan = await m.inbound.planInboundEmail(mail);
    expect(plan).toMatchObject({
      outcome: "enquiry",
      matchedBy: "none",
      classification: { category: "hull", priority: "high" },
    });
    expect(await m.prisma.inboundMessage.count()).toBe(0); // planning writes nothing

    const first = await m.inbound.processInboundEmail(mail, { now: at(10) });
    const again = await m.inbound.processInboundEmail(await m.mail.parseRawEmail(raw), { now: at(11) });
    const [a, b] = await Promise.all([
      m.inbound.processInboundEmail(mail, { now: at(12) }),
      m.inbound.processInboundEmail(mail, { now: at(12) }),
    ]);
    expect(first).toMatchObject({ duplicate: false, outcome: "enquiry" });
    for (const r of [again, a, b]) expect(r).toMatchObject({ duplicate: true, id: first.id, jobId: first.jobId });
    const jobs = await m.prisma.job.findMany({ where: { title: "E-mail: Antifouling before summer" } });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      status: "quote_requested",
      priority: "high",
      serviceCategory: "hull",
      customerContactEmail: "sam.harbour@example.net",
    });
    const events = await m.prisma.domainEvent.findMany({ where: { type: "enquiry.received", subjectId: jobs[0]!.id } });
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.data)).toMatchObject({
      source: "email",
      channel: "email",
      customerName: "Sam Harbour",
    });

    await runQueue(13);
    const tasks = await m.prisma.staffTask.findMany({ where: { jobId: jobs[0]!.id } });
    expect(tasks).toEqual([
      expect.objectContaining({
        title: "Reply to Sam Harbour",
        notes: "Antifouling before summer",
        assigneeId: workerId,
      }),
    ]);
    await m.auto.setRuleStatus(rule.id, "paused");
  });

  it("a reply is attached to the job it answers — by +tag, subject or thread — only from that customer", async () => {
    const { job } = await enquiryJob("Polish", { email: "olivia@example.test", customerId: ownerId });
    const reply = (id: string, headers: Record<string, string>, from = "Olivia Owner <olivia@example.test>") =>
      m.mail.parseRawEmail(
        email(
          { From: from, To: "info@bosun.example", "Message-ID": `<${id}@example.test>`, ...headers },
          `Thursday suits.\n\nOn Mon, Bosun wrote:\n> old text`,
        ),
      );

    const byTag = await reply("r1", { To: `info+job-${job.number}@bosun.example`, Subject: "Re: hello" });
    expect(await m.inbound.planInboundEmail(byTag)).toMatchObject({
      outcome: "attached",
      matchedBy: "tag",
      text: "Thursday suits.",
      job: { id: job.id },
    });
    // The communication hub had it waiting for the customer: their reply opens it again (ADR 181).
    await m.prisma.hubItemState.create({
      data: { sourceType: "job", sourceId: job.id, jobId: job.id, status: "waiting" },
    });
    const bySubject = await reply("r2", { Subject: `Re: We have your enquiry (#${job.number})` });
    const done = await m.inbound.processInboundEmail(bySubject, { now: at(20) });
    expect(done).toMatchObject({ outcome: "attached", jobId: job.id, jobNumber: job.number });
    expect((await m.prisma.hubItemState.findUniqueOrThrow({ where: { jobId: job.id } })).status).toBe("open");
    const note = await m.prisma.jobEvent.findFirstOrThrow({ where: { jobId: job.id, kind: "note" } });
    expect(note.reason).toContain("E-mail from olivia@example.test");
    expect(note.reason).toContain("Thursday suits.");
    expect(note.reason).not.toContain("old text");

    // A reply to that reply: found through its thread (In-Reply-To), whatever the subject says.
    const inThread = await reply("r3", {
      Subject: "more",
      "In-Reply-To": "<r2@example.test>",
      References: "<r0@example.test> <r2@example.test>",
    });
    expect(await m.inbound.planInboundEmail(inThread)).toMatchObject({
      outcome: "attached",
      matchedBy: "thread",
      job: { id: job.id },
    });

    // Someone else naming that job number is a new enquiry, and says why.
    const stranger = await reply("r4", { Subject: `About #${job.number}` }, "Mallory <mallory@example.net>");
    const plan = await m.inbound.planInboundEmail(stranger);
    expect(plan.outcome).toBe("enquiry");
    expect(plan.reason).toContain("is not that customer");
  });

  it("a rule's e-mail to the customer carries a signed Reply-To; a reply to it attaches to the job from any sender", async () => {
    const rule = await m.auto.createRule({
      name: "Auto-reply with a reply address",
      eventType: "enquiry.received",
      actorId: adminId,
      definition: {
        conditions: [{ field: "serviceCategory", op: "eq", value: "hull" }],
        delay: { amount: 0, unit: "minutes" },
        actions: [{ kind: "email_customer", target: "", subject: "We have your enquiry", body: "Thanks." }],
      },
    });
    const { job } = await enquiryJob("Keel check", { email: "kim@example.test" });
    await runQueue(30);
    await m.auto.setRuleStatus(rule.id, "paused");
    const sent = await m.prisma.emailMessage.findFirstOrThrow({ where: { to: "kim@example.test" } });
    const replyTo = JSON.parse(sent.headers!).replyTo as string;
    expect(replyTo).toMatch(new RegExp(`^replies\\+j${job.number}-[0-9a-f]{16}@bosun\\.example$`));

    // Kim answers from her work address, with a subject that names nothing: the signed address is enough.
    const answer = (id: string, to: string) =>
      m.mail.parseRawEmail(
        email(
          { From: "Kim <kim@work.example>", To: to, Subject: "Re: hi", "Message-ID": `<${id}@work.example>` },
          "Tuesday works for us.\n\n> Thanks.",
        ),
      );
    const plan = await m.inbound.planInboundEmail(await answer("k1", replyTo));
    expect(plan).toMatchObject({
      outcome: "attached",
      matchedBy: "tag",
      job: { id: job.id },
      text: "Tuesday works for us.",
    });
    expect(plan.reason).toContain("signed reply address");
    expect(plan.reason).toContain("kim@work.example is not the address on record");
    const done = await m.inbound.processInboundEmail(await answer("k1", replyTo), { now: at(31) });
    expect(done).toMatchObject({ outcome: "attached", jobId: job.id });
    const note = await m.prisma.jobEvent.findFirstOrThrow({ where: { jobId: job.id, kind: "note" } });
    expect(note.reason).toContain("Tuesday works for us.");

    // The same tag with the signature altered, or moved to another job: a new enquiry that says why.
    const sig = /-([0-9a-f]{16})@/.exec(replyTo)![1]!;
    const forged = replyTo.replace(sig, sig.slice(0, 15) + (sig.endsWith("0") ? "1" : "0"));
    const moved = replyTo.replace(`+j${job.number}-`, `+j${job.number + 1}-`);
    for (const [id, to] of [
      ["k2", forged],
      ["k3", moved],
    ] as const) {
      const refused = await m.inbound.planInboundEmail(await answer(id, to));
      expect(refused.outcome).toBe("enquiry");
      expect(refused.reason).toContain("signature that does not verify");
    }
  });

  it("an automatic reply is logged and ignored: no job, no event", async () => {
    const mail = await m.mail.parseRawEmail(
      email(
        {
          From: "Away <noreply@example.net>",
          To: "info@bosun.example",
          Subject: "Automatic reply",
          "Auto-Submitted": "auto-replied",
          "Message-ID": "<auto-1@example.net>",
        },
        "Out of office",
      ),
    );
    const before = await m.prisma.job.count();
    const r = await m.inbound.processInboundEmail(mail, { now: at(30) });
    expect(r).toMatchObject({ outcome: "ignored", jobId: null });
    expect(await m.prisma.job.count()).toBe(before);
  });

  it("keeps attachments in the file store and lists them", async () => {
    const raw = [
      "From: Pat <pat@example.net>",
      "To: info@bosun.example",
      "Subject: Photos of the deck",
      "Message-ID: <att-1@example.net>",
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Teak deck needs repair, photo attached.",
      "--b1",
      'Content-Type: image/png; name="deck.png"',
      'Content-Disposition: attachment; filename="deck.png"',
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from("not really a png").toString("base64"),
      "--b1--",
      "",
    ].join("\r\n");
    const mail = await m.mail.parseRawEmail(raw);
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: "deck.png", contentType: "image/png", size: 16 }),
    ]);
    const r = await m.inbound.processInboundEmail(mail, { now: at(31) });
    const row = await m.prisma.inboundMessage.findUniqueOrThrow({ where: { id: r.id } });
    const [stored] = JSON.parse(row.attachments) as { key: string }[];
    const { fileStore } = await import("~/utils/storage.server.ts");
    expect((await fileStore().get(stored!.key))?.toString()).toBe("not really a png");
    // Staff download it from the link written on the job.
    const job = await m.prisma.job.findUniqueOrThrow({ where: { id: r.jobId! }, select: { description: true } });
    expect(job.description).toContain(`Attachments: deck.png (/resources/inbound/${r.id}/attachments/0)`);
    const file = await m.inbound.inboundAttachment(r.id, 0);
    expect(file).toMatchObject({ fileName: "deck.png", contentType: "image/png" });
    expect(file!.bytes.toString()).toBe("not really a png");
    expect(await m.inbound.inboundAttachment(r.id, 1)).toBeNull();
  });
});

describe("inbound calls", () => {
  it("a call is matched to its customer by phone, in any spelling, and processed once per call id", async () => {
    await enquiryJob("Earlier job", { email: "olivia@example.test", customerId: ownerId, phone: "0412 555 118" });
    const call = {
      id: "CA-100",
      type: "voicemail" as const,
      from: "+61412555118",
      startedAt: at(40).toISOString(),
      durationSeconds: 48,
      transcript: "The bilge pump keeps running and I think we're taking on water.",
    };
    const plan = await m.inbound.planInboundCall(call);
    expect(plan).toMatchObject({
      matchedBy: "phone",
      customer: { id: ownerId },
      fromAddress: "+61412555118",
      classification: { priority: "urgent", category: "maintenance" },
    });
    const first = await m.inbound.processInboundCall(call, { now: at(41) });
    const again = await m.inbound.processInboundCall(call, { now: at(41) });
    expect(again).toMatchObject({ duplicate: true, id: first.id });
    const job = await m.prisma.job.findUniqueOrThrow({ where: { id: first.jobId! } });
    expect(job).toMatchObject({
      title: "Voicemail from Olivia Owner",
      customerId: ownerId,
      priority: "urgent",
      customerContactPhone: "+61412555118",
    });
    expect(job.description).toContain("Voicemail (48 s).");
    const stored = await m.prisma.inboundMessage.findUniqueOrThrow({ where: { id: first.id } });
    expect(stored).toMatchObject({
      channel: "voicemail",
      durationSeconds: 48,
      customerId: ownerId,
      matchedBy: "phone",
    });

    // An account's own phone matches too; an unknown number is an enquiry from an unknown caller.
    await m.prisma.user.update({ where: { id: workerId }, data: { phone: "(02) 9876 5432" } });
    expect((await m.inbound.planInboundCall({ ...call, id: "CA-101", from: "0298765432" })).customer?.id).toBe(
      workerId,
    );
    const unknown = await m.inbound.processInboundCall(
      { ...call, id: "CA-102", from: "0499 000 111", type: "call" },
      { now: at(42) },
    );
    const unknownJob = await m.prisma.job.findUniqueOrThrow({ where: { id: unknown.jobId! } });
    expect(unknownJob).toMatchObject({ customerId: null, title: "Call from 0499 000 111" });
  });

  it("staff link a customer's call to one of their open jobs, once; it shows on that job and its enquiry is closed", async () => {
    const { job: open } = await enquiryJob("Rigging check", { email: "olivia@example.test", customerId: ownerId });
    const { job: finished } = await enquiryJob("Old polish", { email: "olivia@example.test", customerId: ownerId });
    await m.prisma.job.update({ where: { id: finished.id }, data: { status: "completed" } });
    const { job: someoneElses } = await enquiryJob("Not hers", { email: "ana@example.test" });
    const call = await m.inbound.processInboundCall(
      {
        id: "CA-200",
        type: "call",
        from: "0412 555 118",
        startedAt: at(50).toISOString(),
        durationSeconds: 95,
        transcript: "About the rigging, can you come Friday instead?",
      },
      { now: at(50) },
    );
    const choices = (await m.inbound.openJobsForCustomers([ownerId])).get(ownerId)!.map((j) => j.id);
    expect(choices).toContain(open.id);
    expect(choices).not.toContain(finished.id);
    expect(choices).not.toContain(someoneElses.id);

    const link = (jobId: string) =>
      m.inbound.linkCallToJob({ messageId: call.id, jobId, actorId: adminId, now: at(51) });
    await expect(link(finished.id)).rejects.toThrow(/is finished/);
    await expect(link(someoneElses.id)).rejects.toThrow(/not one of this caller's/);
    await expect(link(call.jobId!)).rejects.toThrow(/the enquiry this call made/);
    expect(await link(open.id)).toEqual({
      jobId: open.id,
      jobNumber: open.number,
      closedEnquiryNumber: call.jobNumber,
    });
    await expect(link(open.id)).rejects.toThrow(/already attached/);

    const note = await m.prisma.jobEvent.findFirstOrThrow({ where: { jobId: open.id, kind: "note" } });
    expect(note.reason).toContain("Call from Olivia Owner, 0412 555 118, linked by Boss");
    expect(note.reason).toContain("can you come Friday instead?");
    expect(note.actorId).toBe(adminId);
    const pointer = await m.prisma.jobEvent.findFirstOrThrow({ where: { jobId: call.jobId!, kind: "note" } });
    expect(pointer.reason).toBe(`Boss linked this call to job #${open.number}`);
    const stored = await m.prisma.inboundMessage.findUniqueOrThrow({ where: { id: call.id } });
    expect(stored).toMatchObject({ outcome: "attached", jobId: open.id });
    expect(stored.reason).toBe(`Linked by Boss to job #${open.number} (its enquiry #${call.jobNumber} is closed).`);
    // The enquiry the call had opened is merged into that job: done in the hub, audited (ADR 181 addendum).
    expect(
      await m.prisma.hubItemState.findUniqueOrThrow({ where: { jobId: call.jobId! }, select: { status: true } }),
    ).toEqual({ status: "done" });
    const merged = await m.prisma.auditEvent.findFirstOrThrow({
      where: { action: "hub.merged", entityId: `job:${call.jobId}` },
    });
    expect(merged.actorId).toBe(adminId);
    expect(JSON.parse(merged.details!)).toMatchObject({
      from: "open",
      to: "done",
      mergedInto: { number: open.number },
    });
    expect(
      await m.prisma.domainEvent.count({ where: { type: "job.note_added", subjectId: open.id } }),
    ).toBeGreaterThanOrEqual(1);

    // A caller matched to nobody has no jobs to link to.
    const stranger = await m.inbound.processInboundCall(
      { id: "CA-201", type: "call", from: "0499 000 222", startedAt: at(52).toISOString(), durationSeconds: 5 },
      { now: at(52) },
    );
    await expect(
      m.inbound.linkCallToJob({ messageId: stranger.id, jobId: open.id, actorId: adminId, now: at(53) }),
    ).rejects.toThrow(/not matched to a customer/);
  });
});
