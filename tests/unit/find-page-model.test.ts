// findPage and findCappedPage (utils/db.server.ts), the frame of every paged list in app/models, on a real database:
// the page is the filtered rows in order with skip/take, typed by the select; the total counts every match of the
// same filter (not just the page), and the capped variant stops counting past COUNT_CAP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Db = typeof import("~/utils/db.server.ts");
let db: Db;
let COUNT_CAP: number;

beforeAll(async () => {
  db = await import("~/utils/db.server.ts");
  COUNT_CAP = (await import("~/utils/pagination.ts")).COUNT_CAP;
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000);
  await db.prisma.newsletterSubscriber.createMany({
    data: Array.from({ length: COUNT_CAP + 5 }, (_, i) => ({
      email: `reader${String(i).padStart(4, "0")}@page.example`,
      confirmedAt: i % 2 === 0 ? at(i) : null,
      createdAt: at(i),
    })),
  });
});

afterAll(async () => {
  await db?.prisma.$disconnect();
  testDb.cleanup();
});

describe("findPage", () => {
  it("answers one page of the filtered rows in order and the number of all the rows the filter matches", async () => {
    const where = { confirmedAt: { not: null } };
    const { total, rows } = await db.findPage(
      db.prisma.newsletterSubscriber,
      { skip: 2, take: 3 },
      { where, orderBy: { createdAt: "desc" }, select: { email: true } },
    );
    const all = await db.prisma.newsletterSubscriber.count({ where });
    expect(total).toBe(all);
    expect(total).toBe(Math.ceil((COUNT_CAP + 5) / 2));
    const last = (COUNT_CAP + 4) % 2 === 0 ? COUNT_CAP + 4 : COUNT_CAP + 3;
    const email = (i: number) => `reader${String(i).padStart(4, "0")}@page.example`;
    expect(rows).toEqual([{ email: email(last - 4) }, { email: email(last - 6) }, { email: email(last - 8) }]);
  });

  it("answers no rows past the end, with the total still counted", async () => {
    const { total, rows } = await db.findPage(
      db.prisma.newsletterSubscriber,
      { skip: 5000, take: 10 },
      { where: { email: { startsWith: "reader000" } }, select: { id: true } },
    );
    expect(rows).toEqual([]);
    expect(total).toBe(10);
  });
});

describe("findCappedPage", () => {
  it("counts exactly up to the cap", async () => {
    const page = await db.findCappedPage(
      db.prisma.newsletterSubscriber,
      { skip: 0, take: 2 },
      { where: { email: { startsWith: "reader00" } }, orderBy: { email: "asc" }, select: { email: true } },
    );
    expect(page).toEqual({
      total: 100,
      capped: false,
      rows: [{ email: "reader0000@page.example" }, { email: "reader0001@page.example" }],
    });
  });

  it("stops at the cap and says there are more when more rows match", async () => {
    const page = await db.findCappedPage(
      db.prisma.newsletterSubscriber,
      { skip: 0, take: 1 },
      { orderBy: { email: "desc" }, select: { email: true } },
    );
    expect(page.total).toBe(COUNT_CAP);
    expect(page.capped).toBe(true);
    expect(page.rows).toEqual([{ email: `reader${COUNT_CAP + 4}@page.example` }]);
  });
});
