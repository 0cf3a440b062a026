// The communication hub's inbox against a real database (issue 18, ADR 181): the three sources merged newest first
// and paged, the status and assignee filters inside the queries with counts per status, assigning and moving an item
// (state created on the first change, audited), a reply sent through the outbox as "Re: …" threaded to the
// customer's e-mail and to the earlier reply, and a viewer who is not staff refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alexReefDeclinedQuote, joKeelCartMessage } from "./helpers/hub-items.ts";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  inbox: typeof import("~/models/communication-inbox.server.ts");
  domain: typeof import("~/domain/communication-inbox.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    inbox: await import("~/models/communication-inbox.server.ts"),
    domain: await import("~/domain/communication-inbox.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

let n = 0;
async function user(role: string) {
  n += 1;
  const u = await m.prisma.user.create({
    data: { email: `hub${n}@x.example`, fullName: `Hub Person ${n}`, roles: { create: [{ role }] } },
    select: { id: true, fullName: true },
  });
  return { ...u, roles: [role] };
}

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 1));

async function seed() {
  const enquiry = await m.prisma.job.create({
    data: {
      number: 700_001,
      title: "Antifouling",
      source: "enquiry",
      description: "Can you antifoul before summer?",
      customerContactName: "Sam Harbour",
      customerContactEmail: "sam@x.example",
      createdAt: at(3),
    },
  });
  await m.prisma.job.create({
    data: {
      number: 700_002,
      title: "Not an enquiry",
      customerContactName: "Office",
      customerContactEmail: "o@x.example",
      createdAt: at(4),
    },
  });
  // The enquiry came by e-mail: its Message-ID is what the reply threads to.
  await m.prisma.inboundMessage.create({
    data: {
      channel: "email",
      externalId: "abc123@mail.example",
      fromAddress: "sam@x.example",
      subject: "Antifouling before summer",
      text: "Can you antifoul before summer?",
      outcome: "enquiry",
      reason: "new",
      jobId: enquiry.id,
      occurredAt: at(3),
    },
  });
  const { cart, message: cartMessage } = await joKeelCartMessage(m.prisma, at(5));
  await m.prisma.sharedCartMessage.create({
    data: { sharedCartId: cart.id, authorType: "staff", authorName: "Staff", body: "Sure", createdAt: at(6) },
  });
  const declined = await alexReefDeclinedQuote(m.prisma, 700_003, at(7), at(30));
  return { enquiry, cartMessage, declined };
}

describe("the inbox", () => {
  it("lists, filters, assigns, moves and answers what customers said", async () => {
    const admin = await user("admin");
    const staff = await user("staff");
    const customer = await user("customer");
    const by = { actorId: admin.id, onBehalfOfId: null };
    const { enquiry, cartMessage, declined } = await seed();
    const f = (q: string) => m.domain.parseInboxFilters(new URLSearchParams(q));
    const list = (q: string, viewer = admin, page = { skip: 0, take: 20 }) => m.inbox.listInbox(viewer, f(q), page);

    // Newest first across the sources, only what customers said; everything starts open.
    const all = await list("");
    expect(all.items.map((i) => i.key)).toEqual([
      `quote:${declined.id}`,
      `cart:${cartMessage.id}`,
      `job:${enquiry.id}`,
    ]);
    expect(all.items.every((i) => i.status === "open" && i.assignee === null)).toBe(true);
    expect(all.counts).toEqual({ open: 3, waiting: 0, done: 0 });
    // Server paging over the merged list.
    const second = await list("", admin, { skip: 1, take: 1 });
    expect(second.items.map((i) => i.key)).toEqual([`cart:${cartMessage.id}`]);
    expect(second.total).toBe(3);
    expect((await list("source=job")).items.map((i) => i.key)).toEqual([`job:${enquiry.id}`]);

    // Assign the enquiry to the staff member: the state row is created then, audited.
    const ref = { sourceType: "job" as const, sourceId: enquiry.id };
    await m.inbox.assignHubItem(admin, by, ref, staff.id);
    expect(await m.prisma.hubItemState.count()).toBe(1);
    expect((await list(`assignee=${staff.id}`)).items.map((i) => i.key)).toEqual([`job:${enquiry.id}`]);
    expect((await list("assignee=me", staff)).items.map((i) => i.key)).toEqual([`job:${enquiry.id}`]);
    expect((await list("assignee=none")).total).toBe(2);
    await expect(m.inbox.assignHubItem(admin, by, ref, customer.id)).rejects.toThrow(/member of staff/);
    await expect(m.inbox.assignHubItem(admin, by, ref, staff.id)).rejects.toThrow(/already assigned/);

    // Reply: "Re: " + the e-mail's subject, threaded to its Message-ID; the item is now waiting.
    const first = await m.inbox.replyToHubItem(admin, by, ref, { text: "Yes, next Tuesday." });
    expect(first.status).toBe("waiting");
    const email = await m.prisma.emailMessage.findUniqueOrThrow({ where: { id: first.email.id } });
    expect(email).toMatchObject({ to: "sam@x.example", subject: "Re: Antifouling before summer", status: "stored" });
    expect(email.text).toContain("Yes, next Tuesday.");
    const headers = JSON.parse(email.headers!);
    expect(headers.inReplyTo).toBe("abc123@mail.example");
    expect(headers.references).toEqual(["abc123@mail.example"]);
    // The customer answers by e-mail (intake attaches it to the job); a second reply, picked "done", threads to
    // their answer, referencing the whole conversation.
    await m.prisma.inboundMessage.create({
      data: {
        channel: "email",
        externalId: "cust2@mail.example",
        fromAddress: "sam@x.example",
        subject: "Re: Antifouling before summer",
        text: "Tuesday is good.",
        outcome: "attached",
        reason: "thread",
        jobId: enquiry.id,
        occurredAt: new Date(Date.now() + 60_000),
      },
    });
    const again = await m.inbox.replyToHubItem(admin, by, ref, { text: "See you then.", status: "done" });
    expect(again.status).toBe("done");
    const second2 = JSON.parse(
      (await m.prisma.emailMessage.findUniqueOrThrow({ where: { id: again.email.id } })).headers!,
    );
    expect(second2.inReplyTo).toBe("cust2@mail.example");
    expect(second2.references).toEqual(["abc123@mail.example", headers.messageId, "cust2@mail.example"]);

    // Done leaves the default view; the thread is shown with the item.
    expect((await list("")).items.map((i) => i.key)).not.toContain(`job:${enquiry.id}`);
    const done = await list("status=done");
    expect(done.items.map((i) => i.key)).toEqual([`job:${enquiry.id}`]);
    expect(done.items[0]!.replies.map((r) => [r.authorName, r.text])).toEqual([
      [admin.fullName, "Yes, next Tuesday."],
      [admin.fullName, "See you then."],
    ]);
    expect(done.counts).toEqual({ open: 2, waiting: 0, done: 1 });

    // Status moves, and the same status again is refused.
    const cartRef = { sourceType: "cart" as const, sourceId: cartMessage.id };
    await m.inbox.setHubItemStatus(staff, by, cartRef, "waiting");
    await expect(m.inbox.setHubItemStatus(staff, by, cartRef, "waiting")).rejects.toThrow(/already waiting/);
    expect((await list("status=waiting")).items.map((i) => i.key)).toEqual([`cart:${cartMessage.id}`]);
    // A reply to the shared-cart message has no e-mail to thread to: "Re: …", no In-Reply-To.
    const cartReply = await m.inbox.replyToHubItem(admin, by, cartRef, { text: "Friday works." });
    const cartHeaders = JSON.parse(
      (await m.prisma.emailMessage.findUniqueOrThrow({ where: { id: cartReply.email.id } })).headers!,
    );
    expect(cartHeaders.inReplyTo).toBeNull();
    expect(cartReply.email.subject).toBe("Re: Your shared cart, Jo Keel");

    // Audited, every change.
    const actions = await m.prisma.auditEvent.findMany({
      where: { entityType: "hub_item" },
      orderBy: { createdAt: "asc" },
      select: { action: true },
    });
    expect(actions.map((a) => a.action).sort()).toEqual(
      ["hub.assigned", "hub.replied", "hub.replied", "hub.status_changed", "hub.replied"].sort(),
    );

    // Not staff: refused, whatever they ask.
    await expect(list("", customer)).rejects.toThrow(/Only staff/);
    await expect(m.inbox.setHubItemStatus(customer, by, cartRef, "done")).rejects.toThrow(/Only staff/);
    // Something that is not a customer message is not in the hub.
    const other = await m.prisma.job.findFirstOrThrow({ where: { number: 700_002 } });
    await expect(
      m.inbox.setHubItemStatus(admin, by, { sourceType: "job", sourceId: other.id }, "done"),
    ).rejects.toThrow(/not in the hub/);
  });
});
