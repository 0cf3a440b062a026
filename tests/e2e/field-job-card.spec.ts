// The field job card (issue 16) on a phone-sized screen: a worker opens their job, starts travel, arrives (In
// Progress), ticks the hull-dive checklist, records the fouling level, adds a material and a note, gets a typed
// sign-off and hands in (Awaiting Approval) — with JavaScript on and off. Offline (JavaScript on): what is done with no
// signal is saved on the phone and applied exactly once when the signal returns.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { isJsProject, query, signIn, signOut, uniqueEmail } from "./helpers.ts";
import { signUp, userId } from "./cart-helpers.ts";
import { sydneyDate } from "./quotes-helpers.ts";

test.use({ viewport: { width: 390, height: 844 } });

/** A real 1×1 PNG: enough for the server to check the bytes and make its resized copy. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const HEIC = fs.readFileSync(path.resolve("tests/support/photo-1600x800.heic"));

/** A field worker of this test's own (one clock per worker: tests running side by side never share one). */
async function newFieldWorker(page: Page, testInfo: TestInfo) {
  const email = uniqueEmail(testInfo, "diver");
  const name = `Dana Diver ${Math.random().toString(36).slice(2, 7)}`;
  await signUp(page, email, name, "/dashboard");
  await signOut(page);
  await page.context().clearCookies();
  await signIn(page, "admin@example.com");
  const set = await page.request.post(`/admin/users/${userId(email)}`, {
    form: { intent: "set-roles", roles: "marine_professional" },
    maxRedirects: 0,
  });
  expect(set.status()).toBeLessThan(400);
  return { email, name };
}

async function createDiveJob(page: Page, title: string, email: string, worker: string) {
  await page.goto("/admin/jobs/create");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Starts at stage").selectOption("job_scheduled");
  await page.getByLabel("Name", { exact: true }).fill("Morgan Tide");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone (optional)").fill("0412 345 678");
  await page.getByLabel("Vessel name").fill("Tern");
  await page.getByLabel("Date", { exact: true }).fill(sydneyDate(1));
  await page.getByLabel("Start", { exact: true }).fill("09:00");
  await page.getByLabel("Hours").fill("2");
  await page.getByLabel("Staff member").selectOption({ label: worker });
  await page.getByRole("button", { name: "Add a custom line" }).click();
  await page.getByLabel("Line 1 name").fill("Hull dive and clean");
  await page.getByLabel("Unit price ($)").fill("300");
  await page.getByRole("button", { name: "Create job" }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`#\\d+ · ${title}`) })).toBeVisible();
  const [job] = query<{ id: string }>(
    'SELECT id FROM "Job" WHERE customerContactEmail = ? ORDER BY createdAt DESC LIMIT 1',
    email,
  );
  await signOut(page);
  await page.context().clearCookies();
  return job!.id;
}

async function checkOutPump(page: Page, worker: string, serial: string) {
  await signIn(page, "admin@example.com");
  await page.goto("/admin/assets");
  await page.getByLabel("Name", { exact: true }).fill("Bilge pump");
  await page.getByLabel("Kind").selectOption("pump");
  await page.getByLabel("Serial number (optional)").fill(serial);
  await page.getByLabel("Checked out to").selectOption({ label: worker });
  await page.getByRole("button", { name: "Add equipment" }).click();
  await expect(page.getByTestId("assets")).toContainText(serial);
  await signOut(page);
  await page.context().clearCookies();
}

const jobStatus = (id: string) => query<{ status: string }>('SELECT status FROM "Job" WHERE id = ?', id)[0]!.status;

async function openCard(page: Page, title: string, worker: string) {
  await signIn(page, worker, "a good long password");
  await page.goto("/fieldstaff/dashboard");
  await page
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

async function settled(page: Page) {
  await expect(page.getByTestId("outbox-pending")).toHaveCount(0);
}

test("a field worker runs a hull dive from travel to sign-off and hands it in for approval", async ({
  page,
}, testInfo) => {
  test.slow(); // a whole day's work in one journey: sign-up, office set-up, the job card, timesheet, equipment
  const title = `Dive ${testInfo.project.name} ${Date.now().toString(36)}`;
  const worker = await newFieldWorker(page, testInfo);
  const jobId = await createDiveJob(page, title, uniqueEmail(testInfo, "dive"), worker.name);
  const serial = `BP-${Date.now().toString(36)}`;
  await checkOutPump(page, worker.name, serial);
  await openCard(page, title, worker.email);
  await expect(page.getByRole("link", { name: /Call Morgan/ })).toHaveAttribute("href", "tel:0412345678");

  await page.getByRole("button", { name: "Start travel" }).click();
  await expect(page.getByTestId("time-state")).toHaveText("Travelling");
  await page.getByRole("button", { name: "Arrived on site" }).click();
  await expect(page.getByTestId("time-state")).toHaveText("On site");
  await expect(page.getByText("In Progress", { exact: true })).toBeVisible();
  await settled(page);
  expect(jobStatus(jobId)).toBe("in_progress");

  const checklist = page.locator("#checklist").locator("..");
  const items = checklist.getByRole("button", { pressed: false });
  const count = await items.count();
  expect(count).toBe(5);
  for (let i = 0; i < count; i++) {
    await checklist.getByRole("button", { pressed: false }).first().click();
    await expect(checklist.getByRole("button", { pressed: true })).toHaveCount(i + 1);
  }
  await settled(page);

  await page.getByLabel("Fouling level").selectOption("3");
  await page.getByLabel("Cleaning method").selectOption("soft_brush");
  await page.getByRole("button", { name: "Save dive record" }).click();
  await expect(page.getByTestId("dive-record")).toContainText("3 — Considerable macrofouling");

  await page.getByLabel("Material", { exact: true }).fill("Zinc anode");
  await page.getByLabel("Quantity").fill("2");
  await page.getByRole("button", { name: "Add material" }).click();
  await expect(page.getByTestId("materials")).toContainText("2 each · Zinc anode");

  await page.getByLabel("Add a note").fill("Prop shaft anode at 30 %, replaced.");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByTestId("notes")).toContainText("Prop shaft anode at 30 %, replaced.");

  // Before and after photos (ADR 161): the original is kept, the card shows a resized copy — of an iPhone's HEIC
  // too (a real one, tests/support/photo-1600x800.heic).
  for (const kind of ["Before", "After"] as const) {
    const form = page.getByRole("form", { name: "Add a photo" });
    await form.getByLabel(kind, { exact: true }).check();
    await form
      .getByLabel("Photo", { exact: true })
      .setInputFiles(
        kind === "Before"
          ? { name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: HEIC }
          : { name: `${kind}.png`, mimeType: "image/png", buffer: TINY_PNG },
      );
    await form.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByTestId(`photos-${kind.toLowerCase()}`).getByRole("img")).toHaveCount(1);
  }
  const shown = await page.request.get((await page.getByTestId("photos-after").getByRole("img").getAttribute("src"))!);
  expect(shown.headers()["content-type"]).toBe("image/jpeg");
  expect(query('SELECT id FROM "JobPhoto" WHERE jobId = ? AND displayKey IS NOT NULL', jobId)).toHaveLength(2);
  expect(
    query('SELECT width, height FROM "JobPhoto" WHERE jobId = ? AND originalType = ?', jobId, "image/heic"),
  ).toEqual([{ width: 1280, height: 640 }]);

  await page.getByLabel("Customer types their name").fill("Morgan Tide");
  if (isJsProject(testInfo)) {
    // A drawn signature, an enhancement when JavaScript runs; the typed name stays the sign-off.
    const pad = page.getByTestId("signature-pad");
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 5 });
    await page.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByRole("button", { name: "Clear the signature" })).toBeVisible();
  }
  await page.getByRole("button", { name: "Sign off" }).click();
  await expect(page.getByTestId("signed-off")).toContainText("Morgan Tide");
  if (isJsProject(testInfo)) await expect(page.getByTestId("signature")).toBeVisible();

  await page.getByRole("button", { name: "Work complete" }).click();
  await expect(page.getByText("Awaiting Approval", { exact: true })).toBeVisible();
  await settled(page);
  expect(jobStatus(jobId)).toBe("awaiting_approval");
  const [time] = query<{ travel: number; onSite: number }>(
    `SELECT SUM(CASE WHEN kind = 'travel' THEN 1 ELSE 0 END) AS travel, SUM(CASE WHEN kind = 'on_site' AND endedAt IS NOT NULL THEN 1 ELSE 0 END) AS onSite FROM "TimeEntry" WHERE jobId = ?`,
    jobId,
  );
  expect(time).toEqual({ travel: 1, onSite: 1 });
  expect(query('SELECT id FROM "JobEvent" WHERE jobId = ? AND kind = ?', jobId, "note")).toHaveLength(1);
  expect(query('SELECT id FROM "JobMaterial" WHERE jobId = ?', jobId)).toHaveLength(1);
  // Handed in: the card is read only now.
  await expect(page.getByRole("button", { name: "Work complete" })).toHaveCount(0);

  // The week's timesheet shows the job's travel and on-site time.
  await page.goto("/fieldstaff/time-management");
  await expect(page.getByTestId("week-totals")).toContainText("On site");
  await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveCount(2);

  // The pump checked out to the worker: report a fault.
  await page.goto("/fieldstaff/equipment");
  await expect(page.getByText(`S/N ${serial}`)).toBeVisible();
  await page.getByText("Report a fault", { exact: true }).click();
  await page.getByLabel("What is wrong with Bilge pump?").fill("Impeller cracked, pump runs dry.");
  await page.getByRole("button", { name: "Send fault report" }).click();
  await expect(page.getByText("Open fault: Impeller cracked, pump runs dry.")).toBeVisible();
  expect(
    query('SELECT f.id FROM "AssetFault" f JOIN "Asset" a ON a.id = f.assetId WHERE a.serial = ?', serial),
  ).toHaveLength(1);
  // Another field worker cannot open it: a 404 that says nothing more.
  await signOut(page);
  await page.context().clearCookies();
  await signIn(page, "field@example.com");
  expect((await page.request.get(`/fieldstaff/jobs/${jobId}`)).status()).toBe(404);
});

test("with no signal, ticks, a note and a photo wait on the phone and are applied exactly once when back online", async ({
  page,
  context,
}, testInfo) => {
  test.skip(!isJsProject(testInfo), "the outbox needs JavaScript; without it the forms post whenever there is signal");
  test.slow();
  const title = `Offline dive ${Date.now().toString(36)}`;
  const worker = await newFieldWorker(page, testInfo);
  const jobId = await createDiveJob(page, title, uniqueEmail(testInfo, "offline"), worker.name);
  await openCard(page, title, worker.email);
  await page.getByRole("button", { name: "Arrived on site" }).click();
  await expect(page.getByTestId("time-state")).toHaveText("On site");
  await settled(page);

  await context.setOffline(true);
  const checklist = page.locator("#checklist").locator("..");
  await checklist.getByRole("button", { pressed: false }).first().click();
  await expect(checklist.getByRole("button", { pressed: true })).toHaveCount(1);
  await checklist.getByRole("button", { pressed: false }).first().click();
  await expect(checklist.getByRole("button", { pressed: true })).toHaveCount(2);
  await page.getByLabel("Add a note").fill("Typed below deck with no signal.");
  await page.getByRole("button", { name: "Save note" }).click();
  // A before photo with no signal: its bytes wait on the phone (IndexedDB), in line after the note.
  const photoForm = page.getByRole("form", { name: "Add a photo" });
  await photoForm.getByLabel("Before", { exact: true }).check();
  await photoForm
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "below-deck.png", mimeType: "image/png", buffer: TINY_PNG });
  await photoForm.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByTestId("outbox-pending")).toContainText("4 saved on this phone — will send when online");
  await expect(page.getByTestId("photos-waiting")).toContainText("Before photo (below-deck.png) — waiting to send");
  expect(query('SELECT id FROM "JobChecklistTick" WHERE jobId = ?', jobId)).toHaveLength(0);
  expect(query('SELECT id FROM "JobPhoto" WHERE jobId = ?', jobId)).toHaveLength(0);
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem("bosun.outbox.v1"))) ?? "{}") as {
    pending: { key: string; fields: [string, string][]; files?: { blobId: string }[] }[];
  };
  expect(saved.pending).toHaveLength(4);
  expect(saved.pending[3]!.files).toHaveLength(1);

  await context.setOffline(false);
  await settled(page);
  await expect(page.getByTestId("notes")).toContainText("Typed below deck with no signal.");
  await expect(checklist.getByRole("button", { pressed: true })).toHaveCount(2);
  expect(query('SELECT id FROM "JobChecklistTick" WHERE jobId = ? AND done = 1', jobId)).toHaveLength(2);
  expect(query('SELECT id FROM "JobEvent" WHERE jobId = ? AND kind = ?', jobId, "note")).toHaveLength(1);
  await expect(page.getByTestId("photos-before").getByRole("img")).toHaveCount(1);
  await expect(page.getByTestId("photos-waiting")).toHaveCount(0);
  expect(query('SELECT id FROM "JobPhoto" WHERE jobId = ?', jobId)).toHaveLength(1);
  // Sent, the photo's bytes are deleted from the phone.
  const left = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const req = indexedDB.open("bosun-outbox", 1);
        req.onsuccess = () => {
          const count = req.result.transaction("files").objectStore("files").count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(left).toBe(0);

  // The photo sent again with its key (an answer lost on the way back): stored once.
  const photoPost = saved.pending[3]!;
  const photoAgain = await page.request.post(`/resources/jobs/${jobId}/photos`, {
    multipart: {
      ...Object.fromEntries(photoPost.fields),
      photo: { name: "below-deck.png", mimeType: "image/png", buffer: TINY_PNG },
    },
    headers: { "X-Bosun-Outbox": "1" },
  });
  expect(await photoAgain.json()).toMatchObject({ ok: true, replayed: true });
  expect(query('SELECT id FROM "JobPhoto" WHERE jobId = ?', jobId)).toHaveLength(1);

  // The note sent again with its key (an answer lost on the way back): applied once, still one note.
  const note = saved.pending[2]!;
  const again = await page.request.post(
    `/fieldstaff/jobs/${jobId}?_data=${encodeURIComponent("routes/fieldstaff+/jobs.$id")}`,
    {
      form: Object.fromEntries(note.fields),
      headers: { "X-Bosun-Outbox": "1" },
    },
  );
  expect(await again.json()).toMatchObject({ ok: true, replayed: true });
  expect(query('SELECT id FROM "JobEvent" WHERE jobId = ? AND kind = ?', jobId, "note")).toHaveLength(1);
});

test("the dashboard keeps the worker's job cards on the phone: with no signal a card never opened still reads", async ({
  page,
  context,
}, testInfo) => {
  test.skip(!isJsProject(testInfo), "keeping pages needs a service worker (JavaScript); without it pages work online");
  test.slow();
  const title = `Pontoon dive ${Date.now().toString(36)}`;
  const worker = await newFieldWorker(page, testInfo);
  const jobId = await createDiveJob(page, title, uniqueEmail(testInfo, "kept"), worker.name);
  await signIn(page, worker.email, "a good long password");
  await page.goto("/fieldstaff/dashboard");
  // The service worker is installed on this first visit, takes charge of the page and keeps the card.
  await expect(page.getByTestId("offline-kept")).toHaveAttribute("data-kept", "1", { timeout: 30_000 });
  await expect(page.getByTestId("offline-kept")).toContainText("Saved on this phone for no signal: 1 job card.");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  // Opened from the dashboard's link (the app fetches the card's data): read from the phone.
  await page
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Tern").first()).toBeVisible();
  // And as a fresh page load with no signal: the kept page, marked with when it was kept.
  const response = await page.goto(`/fieldstaff/jobs/${jobId}`);
  expect(response?.fromServiceWorker()).toBe(true);
  expect(response?.headers()["x-bosun-saved-at"]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await context.setOffline(false);

  // Signing out deletes what the phone kept: the next person on a shared phone gets nothing of it.
  await page.goto("/fieldstaff/dashboard");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByTestId("offline-kept")).toHaveAttribute("data-kept", "1", { timeout: 30_000 });
  // The account menu's own sign-out form (folded away on a phone-sized screen).
  await page
    .locator('form[action="/logout"] button[type="submit"]')
    .first()
    .evaluate((button) => (button as HTMLButtonElement).form!.requestSubmit(button as HTMLButtonElement));
  await page.waitForURL((url) => !url.pathname.startsWith("/fieldstaff/"));
  const keptPages = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
      return urls.filter((p) => p.startsWith("/fieldstaff/"));
    });
  await expect.poll(keptPages, { timeout: 10_000 }).toEqual([]);
});
