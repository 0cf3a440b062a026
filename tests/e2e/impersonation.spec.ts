import { test, expect } from "@playwright/test";
import { query, signInWithForm } from "./helpers.ts";

test("an admin switches into a customer's account, sees the banner, and returns to /admin", async ({ page }) => {
  await signInWithForm(page, "admin@example.com");
  await page.goto("/admin/users?q=customer%40example.com");
  const row = page.getByRole("row", { name: /Charlie Customer/ });
  // Admins are never offered the switch (neither onto themselves nor onto other admins).
  await page.goto("/admin/users?role=admin");
  await expect(page.getByRole("button", { name: /Switch to user/ })).toHaveCount(0);
  await page.goto("/admin/users?q=customer%40example.com");
  await row.getByRole("button", { name: /Switch to user/ }).click();

  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  const banner = page.getByTestId("impersonation-banner");
  await expect(banner).toContainText("Charlie Customer");
  await expect(banner).toContainText("Alex Admiral");
  // Admin pages stay reachable while the original user is an admin (spec §6).
  const adminPage = await page.goto("/admin/audit-log");
  expect(adminPage?.status()).toBe(200);

  await page.goto("/owner/dashboard");
  await banner.getByRole("button", { name: "Return" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("impersonation-banner")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Alex");

  const events = query<{ action: string; actor: string; subject: string; ipAddress: string | null }>(
    `SELECT a.action, actor.email AS actor, subject.email AS subject, a.ipAddress FROM "AuditEvent" a
     JOIN "User" actor ON actor.id = a.actorId JOIN "User" subject ON subject.id = a.subjectUserId
     WHERE a.action LIKE 'impersonation.%' AND subject.email = 'customer@example.com' ORDER BY a.createdAt DESC LIMIT 2`,
  );
  expect(events.map((e) => e.action).sort()).toEqual(["impersonation.start", "impersonation.stop"]);
  expect(events.every((e) => e.actor === "admin@example.com" && e.ipAddress)).toBe(true);
});

test("signing out while impersonating ends the impersonation and the admin's session", async ({ page }) => {
  await signInWithForm(page, "admin@example.com");
  await page.goto("/admin/users?q=owner%40example.com");
  await page
    .getByRole("row", { name: /Olivia Owner/ })
    .getByRole("button", { name: /Switch to user/ })
    .click();
  await expect(page.getByTestId("impersonation-banner")).toBeVisible();
  await page.request.post("/logout");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth/);
});

test("a customer's crafted POST to the switch action is refused with 403", async ({ page }) => {
  await signInWithForm(page, "customer@example.com");
  const [target] = query<{ id: string }>('SELECT id FROM "User" WHERE email = ?', "owner@example.com");
  const res = await page.request.post("/resources/impersonation", {
    form: { intent: "start", userId: target!.id },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
  // Still themselves.
  await page.goto("/customer/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Charlie");
  await expect(page.getByTestId("impersonation-banner")).toHaveCount(0);
});

test("a cross-site POST is refused with 403 before it reaches the app", async ({ page }) => {
  await signInWithForm(page, "admin@example.com");
  const res = await page.request.post("/resources/impersonation", {
    form: { intent: "stop" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
  expect(await res.text()).toContain("Cross-site form submission refused");
});
