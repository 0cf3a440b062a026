// The communication hub against a real database (issue 18, ADR 181): filters, paging, and a failed e-mail sent again
// exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  hub: typeof import("~/models/communication-hub.server.ts");
  filters: typeof import("~/domain/communication-hub.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    hub: await import("~/models/communication-hub.server.ts"),
    filters: await import("~/domain/communication-hub.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const base = { from: "office@x.example", text: "Hello", transport: "smtp" };

describe("the outbox", () => {
  it("filters by status, recipient, template and date, and pages on the server", async () => {
    await m.prisma.emailMessage.createMany({
      data: [
        {
          ...base,
          to: "a@x.example",
          subject: "One",
          status: "sent",
          template: "quote.sent",
          createdAt: new Date("2026-11-02T01:00:00Z"),
        },
        {
          ...base,
          to: "b@x.example",
          subject: "Two",
          status: "failed",
          error: "550 mailbox unavailable",
          createdAt: new Date("2026-11-10T01:00:00Z"),
        },
        {
          ...base,
          to: "a@x.example",
          subject: "Three",
          status: "stored",
          transport: "outbox",
          createdAt: new Date("2026-11-20T01:00:00Z"),
        },
      ],
    });
    const list = (q: string, take = 25) =>
      m.hub.listOutbox(m.filters.parseOutboxFilters(new URLSearchParams(q)), { skip: 0, take });
    expect((await list("")).total).toBe(3);
    expect((await list("status=failed")).messages.map((x) => x.subject)).toEqual(["Two"]);
    expect((await list("to=A@X")).messages.map((x) => x.subject)).toEqual(["Three", "One"]);
    expect((await list("template=quote.sent")).messages.map((x) => x.subject)).toEqual(["One"]);
    expect((await list("template=none")).total).toBe(2);
    expect((await list("from=2026-11-05&until=2026-11-15")).messages.map((x) => x.subject)).toEqual(["Two"]);
    const page = await list("", 2);
    expect(page.messages).toHaveLength(2);
    expect(page.total).toBe(3);
    expect(page.failedWaiting).toBe(1);
  });

  it("sends a failed e-mail again once, keeping the link between them", async () => {
    const failed = await m.prisma.emailMessage.create({
      data: {
        ...base,
        to: "c@x.example",
        subject: "Retry me",
        html: "<p>Hello</p>",
        status: "failed",
        error: "timeout",
        template: "quote.sent",
      },
    });
    const again = await m.hub.retryEmail(failed.id, null);
    expect(again).toMatchObject({ to: "c@x.example", subject: "Retry me", status: "stored", template: "quote.sent" });
    expect((await m.prisma.emailMessage.findUniqueOrThrow({ where: { id: failed.id } })).retriedById).toBe(again.id);
    await expect(m.hub.retryEmail(failed.id, null)).rejects.toThrow(/already been sent again/);
    const withPdf = await m.prisma.emailMessage.create({
      data: { ...base, to: "d@x.example", subject: "Invoice", status: "failed", attachments: '[{"filename":"a.pdf"}]' },
    });
    await expect(m.hub.retryEmail(withPdf.id, null)).rejects.toThrow(/attachments/);
    expect(await m.prisma.auditEvent.count({ where: { action: "email.retried", entityId: failed.id } })).toBe(1);
  });
});
