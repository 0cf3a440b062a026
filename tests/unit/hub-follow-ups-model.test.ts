// Follow-ups in the communication hub against a real database (issue 18, ADR 181 addendum 2026-11-27): a reply from
// the hub carries the signed reply address of the item it answers; the customer's answer to it — through that
// address from any mailbox, or by its thread without the address — joins the item's thread, opens it again (audited)
// and brings it to the top of the inbox; the same Message-ID twice changes nothing; a forged or stale address falls
// back to the ordinary matching and never joins another item's thread.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alexReefDeclinedQuote, joKeelCartMessage } from "./helpers/hub-items.ts";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();
process.env.UPLOAD_DIR = `${process.env.TMPDIR ?? "/tmp"}/bosun-hub-follow-ups-${process.pid}`;

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  inbox: typeof import("~/models/communication-inbox.server.ts");
  inbound: typeof import("~/models/inbound.server.ts");
  domain: typeof import("~/domain/communication-inbox.ts");
  mail: typeof import("~/utils/mail-parse.server.ts");
  reply: typeof import("~/utils/reply-address.server.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    inbox: await import("~/models/communication-inbox.server.ts"),
    inbound: await import("~/models/inbound.server.ts"),
    domain: await import("~/domain/communication-inbox.ts"),
    mail: await import("~/utils/mail-parse.server.ts"),
    reply: await import("~/utils/reply-address.server.ts"),
  };
}, 60_000);

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const raw = (headers: Record<string, string>, body: string) =>
  m.mail.parseRawEmail(
    [
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=utf-8",
      "",
      body,
    ].join("\r\n"),
  );

async function seed() {
  const admin = await m.prisma.user.create({
    data: { email: "deck@x.example", fullName: "Dee Deck", roles: { create: [{ role: "admin" }] } },
    select: { id: true, fullName: true },
  });
  const enquiry = await m.prisma.job.create({
    data: {
      number: 810_001,
      title: "Bilge pump",
      source: "enquiry",
      description: "The bilge pump hums all night.",
      customerContactName: "Sam Harbour",
      customerContactEmail: "sam@x.example",
      createdAt: later(-60),
    },
  });
  await m.prisma.inboundMessage.create({
    data: {
      channel: "email",
      externalId: "orig1@mail.example",
      fromAddress: "sam@x.example",
      subject: "Bilge pump",
      text: "The bilge pump hums all night.",
      outcome: "enquiry",
      reason: "new",
      jobId: enquiry.id,
      occurredAt: later(-60),
    },
  });
  const { message: cartMessage } = await joKeelCartMessage(m.prisma, later(-45));
  const declined = await alexReefDeclinedQuote(m.prisma, 810_002, later(-30), later(60 * 24 * 30));
  return { admin: { ...admin, roles: ["admin"] }, enquiry, cartMessage, declined };
}

describe("follow-ups to the hub's replies", () => {
  it("join the item's thread, open it again and bring it to the top — once per Message-ID", async () => {
    const { admin, enquiry, cartMessage, declined } = await seed();
    const by = { actorId: admin.id, onBehalfOfId: null };
    const list = (q = "") =>
      m.inbox.listInbox(admin, m.domain.parseInboxFilters(new URLSearchParams(q)), { skip: 0, take: 20 });

    // The hub answers Jo's shared-cart message: Reply-To names that item, signed.
    const cartRef = { sourceType: "cart" as const, sourceId: cartMessage.id };
    const sent = await m.inbox.replyToHubItem(admin, by, cartRef, { text: "Friday works, 9 am?" });
    expect(sent.status).toBe("waiting");
    const headers = JSON.parse(
      (await m.prisma.emailMessage.findUniqueOrThrow({ where: { id: sent.email.id } })).headers!,
    ) as { replyTo: string; messageId: string };
    expect(headers.replyTo).toMatch(new RegExp(`^replies\\+hc${cartMessage.id}-[0-9a-f]{16}@bosun\\.example$`));
    expect((await list()).items[0]!.key).toBe(`quote:${declined.id}`);

    // Jo answers from her home address through the reply address: it joins the cart item, which is open again.
    const answer = () =>
      raw(
        {
          From: "Jo Keel <jo@home.example>",
          To: headers.replyTo,
          Subject: "Re: Your shared cart, Jo Keel",
          "Message-ID": "<f1@home.example>",
          "In-Reply-To": `<${headers.messageId}>`,
        },
        "9 am suits us.\n\nOn Fri, Dee Deck wrote:\n> Friday works, 9 am?",
      );
    const plan = await m.inbound.planInboundEmail(await answer());
    expect(plan).toMatchObject({ outcome: "attached", matchedBy: "tag", hubItem: cartRef, job: null });
    const first = await m.inbound.processInboundEmail(await answer(), { now: later(5) });
    expect(first).toMatchObject({ duplicate: false, outcome: "attached", jobId: null });
    const state = await m.prisma.hubItemState.findUniqueOrThrow({ where: { cartMessageId: cartMessage.id } });
    expect(state.status).toBe("open");
    expect(state.lastCustomerAt).not.toBeNull();
    expect(await m.prisma.inboundMessage.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      hubStateId: state.id,
      text: "9 am suits us.",
    });
    const reopened = () =>
      m.prisma.auditEvent.findMany({ where: { action: "hub.reopened", entityId: `cart:${cartMessage.id}` } });
    expect((await reopened()).map((a) => JSON.parse(a.details!))).toEqual([
      { reason: "customer wrote again", from: "waiting", inboundMessageId: first.id },
    ]);

    // Delivered again (a provider's retry): the first result, nothing changes.
    const again = await m.inbound.processInboundEmail(await answer(), { now: later(6) });
    expect(again).toMatchObject({ duplicate: true, id: first.id });
    expect(await m.prisma.inboundMessage.count({ where: { externalId: "f1@home.example" } })).toBe(1);
    expect(await reopened()).toHaveLength(1);

    // Newest activity first: the cart item is back on top, its thread shows the reply then Jo's answer.
    const top = (await list()).items[0]!;
    expect(top.key).toBe(`cart:${cartMessage.id}`);
    expect(top.activityAt.getTime()).toBeGreaterThan(top.at.getTime());
    expect(top.thread.map((t) => [t.kind, t.text])).toEqual([
      ["reply", "Friday works, 9 am?"],
      ["customer", "9 am suits us."],
    ]);
    // The next reply threads to Jo's answer.
    const next = await m.inbox.replyToHubItem(admin, by, cartRef, { text: "Booked." });
    const nextHeaders = JSON.parse(
      (await m.prisma.emailMessage.findUniqueOrThrow({ where: { id: next.email.id } })).headers!,
    );
    expect(nextHeaders.inReplyTo).toBe("f1@home.example");
    expect(nextHeaders.references).toEqual([headers.messageId, "f1@home.example"]);

    // The enquiry: Sam answers the hub's reply to info@ (no reply address), by its thread only.
    const jobRef = { sourceType: "job" as const, sourceId: enquiry.id };
    const toSam = await m.inbox.replyToHubItem(admin, by, jobRef, { text: "Tuesday?", status: "done" });
    const samHeaders = JSON.parse(
      (await m.prisma.emailMessage.findUniqueOrThrow({ where: { id: toSam.email.id } })).headers!,
    );
    expect(samHeaders.replyTo).toMatch(new RegExp(`^replies\\+hj${enquiry.id}-[0-9a-f]{16}@`));
    expect(samHeaders.inReplyTo).toBe("orig1@mail.example");
    const bySam = await m.inbound.processInboundEmail(
      await raw(
        {
          From: "sam@x.example",
          To: "info@bosun.example",
          Subject: "Re: Bilge pump",
          "Message-ID": "<s2@mail.example>",
          "In-Reply-To": `<${samHeaders.messageId}>`,
        },
        "Tuesday is fine.",
      ),
      { now: later(10) },
    );
    expect(bySam).toMatchObject({ outcome: "attached", jobId: enquiry.id });
    const samRow = await m.prisma.inboundMessage.findUniqueOrThrow({ where: { id: bySam.id } });
    expect(samRow.reason).toContain("hub's e-mail");
    const samState = await m.prisma.hubItemState.findUniqueOrThrow({ where: { jobId: enquiry.id } });
    expect(samRow.hubStateId).toBe(samState.id);
    expect(samState.status).toBe("open");
    expect(await m.prisma.jobEvent.count({ where: { jobId: enquiry.id, kind: "note" } })).toBe(1);
    const items = (await list()).items;
    expect(items.map((i) => i.key).slice(0, 2)).toEqual([`job:${enquiry.id}`, `cart:${cartMessage.id}`]);
    expect(items[0]!.thread.map((t) => t.kind)).toEqual(["reply", "customer"]);
  });

  it("a forged or stale reply address falls back to the ordinary matching and joins no other thread", async () => {
    const declined = await m.prisma.quoteResponse.findFirstOrThrow({ where: { kind: "declined" } });
    const cartMessage = await m.prisma.sharedCartMessage.findFirstOrThrow({ where: { authorType: "customer" } });
    const genuine = m.reply.replyToAddress({ kind: "hub", source: "cart", id: cartMessage.id })!;
    const sig = /-([0-9a-f]{16})@/.exec(genuine)![1]!;
    // The cart item's signature, moved to the quote answer: not verified, so a new enquiry that says why.
    const moved = genuine.replace(`+hc${cartMessage.id}-`, `+hq${declined.id}-`);
    const forged = await m.inbound.processInboundEmail(
      await raw(
        { From: "mallory@evil.example", To: moved, Subject: "About that quote", "Message-ID": "<x1@evil.example>" },
        "Please send me the details.",
      ),
      { now: later(20) },
    );
    expect(forged.outcome).toBe("enquiry");
    const forgedRow = await m.prisma.inboundMessage.findUniqueOrThrow({ where: { id: forged.id } });
    expect(forgedRow.hubStateId).toBeNull();
    expect(forgedRow.reason).toContain("signature that does not verify");
    expect(await m.prisma.hubItemState.count({ where: { quoteResponseId: declined.id } })).toBe(0);
    expect(sig).toHaveLength(16);

    // A genuine signature for an item that no longer exists: the same.
    const stale = m.reply.replyToAddress({ kind: "hub", source: "cart", id: "gone0000000000000000000000" })!;
    const gone = await m.inbound.planInboundEmail(
      await raw({ From: "jo@x.example", To: stale, Subject: "Hello", "Message-ID": "<x2@x.example>" }, "Hi"),
    );
    expect(gone.outcome).toBe("enquiry");
    expect(gone.hubItem ?? null).toBeNull();
    expect(gone.reason).toContain("no longer exists");
  });
});
