// The communication hub's inbox rules (issue 18, ADR 181): filters from the URL, status changes, the reply's
// subject, threading headers and validation.
import { describe, expect, it } from "vitest";
import {
  hubReplySchema,
  parseInboxFilters,
  parseItemKey,
  assigneeParam,
  replySubject,
  replyThread,
  stateMatches,
  statusAfterReply,
  statusChangeProblem,
  statusesOf,
  REPLY_MAX,
  byActivity,
  itemThread,
  latestActivity,
  threadChain,
} from "~/domain/communication-inbox.ts";

const parse = (q: string) => parseInboxFilters(new URLSearchParams(q));

describe("inbox filters", () => {
  it("defaults to open and waiting, anyone, every source", () => {
    expect(parse("")).toEqual({ status: "active", assignee: { kind: "anyone" }, source: null });
    expect(statusesOf("active")).toEqual(["open", "waiting"]);
    expect(statusesOf("all")).toEqual(["open", "waiting", "done"]);
  });

  it("reads status, assignee (me, unassigned, a person) and source, ignoring nonsense", () => {
    expect(parse("status=done&assignee=me&source=quote")).toEqual({
      status: "done",
      assignee: { kind: "me" },
      source: "quote",
    });
    expect(parse("assignee=none").assignee).toEqual({ kind: "unassigned" });
    expect(parse("assignee=clx123abc").assignee).toEqual({ kind: "person", userId: "clx123abc" });
    expect(parse("status=closed&assignee=' OR 1=1&source=sms")).toEqual({
      status: "active",
      assignee: { kind: "anyone" },
      source: null,
    });
    for (const a of ["me", "none", "clx123abc", ""]) expect(assigneeParam(parse(`assignee=${a}`).assignee)).toBe(a);
  });

  it("matches a state, with no row meaning open and unassigned", () => {
    const none = { status: "open", assigneeId: null };
    expect(stateMatches(none, parse(""), "me1")).toBe(true);
    expect(stateMatches(none, parse("assignee=me"), "me1")).toBe(false);
    expect(stateMatches({ status: "waiting", assigneeId: "me1" }, parse("assignee=me"), "me1")).toBe(true);
    expect(stateMatches({ status: "done", assigneeId: "me1" }, parse("assignee=me"), "me1")).toBe(false);
    expect(stateMatches({ status: "done", assigneeId: null }, parse("status=all&assignee=none"), "me1")).toBe(true);
  });

  it("reads an item key and refuses anything else", () => {
    expect(parseItemKey("job:clx1")).toEqual({ sourceType: "job", sourceId: "clx1" });
    expect(parseItemKey("invoice:clx1")).toBeNull();
    expect(parseItemKey("job:")).toBeNull();
    expect(parseItemKey(null)).toBeNull();
  });
});

describe("status changes", () => {
  it("allows any move but to the same status; a reply leaves it waiting unless another status is picked", () => {
    expect(statusChangeProblem("open", "waiting")).toBeNull();
    expect(statusChangeProblem("done", "open")).toBeNull();
    expect(statusChangeProblem("waiting", "done")).toBeNull();
    expect(statusChangeProblem("done", "done")).toBe("This message is already done.");
    expect(statusAfterReply(undefined)).toBe("waiting");
    expect(statusAfterReply("done")).toBe("done");
  });
});

describe("the reply", () => {
  it("is 'Re: ' the original subject, once", () => {
    expect(replySubject("Antifouling before summer")).toBe("Re: Antifouling before summer");
    expect(replySubject("RE: Antifouling")).toBe("RE: Antifouling");
    expect(replySubject("  two\nlines ")).toBe("Re: two lines");
    expect(replySubject("")).toBe("Re: Your message");
  });

  it("threads to the latest message, referencing the chain from the original", () => {
    expect(replyThread("orig@x", [], "r1@b")).toEqual({
      messageId: "r1@b",
      inReplyTo: "orig@x",
      references: ["orig@x"],
    });
    expect(replyThread("orig@x", ["r1@b"], "r2@b")).toMatchObject({
      inReplyTo: "r1@b",
      references: ["orig@x", "r1@b"],
    });
    expect(replyThread(null, [], "r1@b")).toEqual({ messageId: "r1@b", inReplyTo: null, references: [] });
    const long = replyThread(
      "orig@x",
      Array.from({ length: 30 }, (_, i) => `r${i}@b`),
      "new@b",
    );
    expect(long.references).toHaveLength(20);
    expect(long.references[0]).toBe("orig@x");
    expect(long.inReplyTo).toBe("r29@b");
  });

  it("refuses an empty or too long reply with a clear message", () => {
    const base = { intent: "reply", item: "job:clx1" };
    const empty = hubReplySchema.safeParse({ ...base, text: "   " });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe("Write your reply.");
    const long = hubReplySchema.safeParse({ ...base, text: "x".repeat(REPLY_MAX + 1) });
    expect(long.error?.issues[0]?.message).toBe(`A reply can be at most ${REPLY_MAX} characters.`);
    expect(hubReplySchema.parse({ ...base, text: " Thanks ", status: "done" })).toMatchObject({
      text: "Thanks",
      status: "done",
    });
  });
});

describe("follow-ups (ADR 181 addendum)", () => {
  const d = (h: number) => new Date(Date.UTC(2026, 10, 27, h));

  it("an item's activity is its arrival or the customer's later follow-up; the inbox sorts by it", () => {
    expect(latestActivity(d(1), null)).toEqual(d(1));
    expect(latestActivity(d(1), d(5))).toEqual(d(5));
    expect(latestActivity(d(5), d(1))).toEqual(d(5));
    const items = [
      { key: "job:a", activityAt: d(2) },
      { key: "cart:b", activityAt: d(9) },
      { key: "quote:c", activityAt: d(2) },
    ];
    expect([...items].sort(byActivity).map((i) => i.key)).toEqual(["cart:b", "quote:c", "job:a"]);
  });

  it("the thread is the customer's e-mails and our replies, oldest first, each once", () => {
    expect(
      threadChain([
        { id: "reply-1", at: d(3) },
        { id: "original", at: d(1) },
        { id: "follow-up", at: d(4) },
        { id: "original", at: d(1) },
      ]),
    ).toEqual(["original", "reply-1", "follow-up"]);
    const thread = itemThread(
      [{ id: "r1", authorName: "Dee", to: "sam@x.example", text: "Tuesday?", createdAt: d(3) }],
      [{ id: "f1", fromAddress: "sam@x.example", fromName: "Sam", text: "Yes please", occurredAt: d(4) }],
    );
    expect(thread.map((t) => [t.kind, t.who])).toEqual([
      ["reply", "Dee"],
      ["customer", "Sam <sam@x.example>"],
    ]);
  });
});
