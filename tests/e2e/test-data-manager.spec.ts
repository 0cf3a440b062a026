import Database from "better-sqlite3";
import { test, expect } from "@playwright/test";
import { DB_FILE, query, signIn } from "./helpers.ts";

const MARKER = "[TEST_DATA_DELETE_BEFORE_LIVE]";
const LOCK = "e2e_test_data_manager_lock";

// The manager deletes *all* test jobs, so the JS-on and JS-off runs of this journey must not overlap.
// The lock is a row in the run's fresh database (never left behind between runs).
async function withTestDataLock(fn: () => Promise<void>) {
  const conn = new Database(DB_FILE, { fileMustExist: true, timeout: 10_000 });
  try {
    await expect(() => {
      conn.prepare('INSERT INTO "Counter" (name, value) VALUES (?, 1)').run(LOCK);
    }).toPass({ timeout: 120_000 });
    await fn();
  } finally {
    conn.prepare('DELETE FROM "Counter" WHERE name = ?').run(LOCK);
    conn.close();
  }
}

test("without a session the test-data action answers 'Authentication required'", async ({ request }) => {
  const res = await request.post("/resources/test-data", { form: { intent: "create" }, maxRedirects: 0 });
  expect(res.status()).toBe(401);
  expect(await res.json()).toEqual({ error: "Authentication required" });
  const page = await request.get("/admin/test-data-manager", { maxRedirects: 0 });
  expect(page.status()).toBe(302);
});

test("the test-data manager creates exactly the §9 set, lists it newest first and deletes only it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, "admin@example.com");
  await withTestDataLock(async () => {
    const realBefore = query<{ id: string }>(`SELECT id FROM "Job" WHERE source <> 'test_data'`).map((r) => r.id);
    await page.goto("/admin/test-data-manager");
    await expect(page.getByTestId("test-data-count")).toHaveText("0");
    await page.getByRole("button", { name: "Create test data" }).click();
    await expect(page.getByTestId("toast")).toContainText("Created 23 test jobs");
    await expect(page.getByTestId("test-data-count")).toHaveText("23");
    await expect(page.getByTestId("test-job")).toHaveCount(23);

    const jobs = query<{
      number: number;
      status: string;
      priority: string;
      description: string;
      subtotalCents: number;
      taxCents: number;
      totalCents: number;
    }>(
      `SELECT number, status, priority, description, subtotalCents, taxCents, totalCents FROM "Job" WHERE source = 'test_data' ORDER BY number`,
    );
    expect(jobs).toHaveLength(23);
    const count = (key: "status" | "priority", value: string) => jobs.filter((j) => j[key] === value).length;
    expect(
      Object.fromEntries(
        [
          "quote_requested",
          "quote_sent",
          "quote_accepted",
          "job_scheduled",
          "job_dispatched",
          "in_progress",
          "awaiting_approval",
          "completed",
          "invoiced",
          "paid",
        ].map((s) => [s, count("status", s)]),
      ),
    ).toEqual({
      quote_requested: 4,
      quote_sent: 2,
      quote_accepted: 2,
      job_scheduled: 2,
      job_dispatched: 2,
      in_progress: 3,
      awaiting_approval: 2,
      completed: 2,
      invoiced: 2,
      paid: 2,
    });
    expect([count("priority", "high"), count("priority", "urgent"), count("priority", "normal")]).toEqual([5, 5, 13]);
    for (const j of jobs) {
      expect(j.description).toContain(MARKER);
      expect(j.subtotalCents).toBeGreaterThanOrEqual(18_000);
      expect(j.subtotalCents).toBeLessThanOrEqual(260_000);
      expect(j.totalCents).toBe(j.subtotalCents + j.taxCents);
      expect(j.taxCents).toBe(Math.round(j.subtotalCents / 10));
    }
    // Newest first: the list starts with the highest job number.
    await expect(page.getByTestId("test-job").first()).toContainText(`#${Math.max(...jobs.map((j) => j.number))}`);

    await page.getByRole("button", { name: "Delete all 23 test jobs" }).click();
    await expect(page.getByTestId("toast")).toContainText("Deleted 23 test jobs");
    await expect(page.getByTestId("test-data-count")).toHaveText("0");
    expect(query(`SELECT id FROM "Job" WHERE description LIKE '%' || ? || '%'`, MARKER)).toHaveLength(0);
    const realAfter = new Set(
      query<{ id: string }>(`SELECT id FROM "Job" WHERE source <> 'test_data'`).map((r) => r.id),
    );
    expect(realBefore.every((id) => realAfter.has(id))).toBe(true);
  });
});
