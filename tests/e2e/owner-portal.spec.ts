import { expect, test, type Page } from "@playwright/test";
import { fillCheckout, signUp } from "./cart-helpers.ts";
import { isJsProject, latestEmailTo, query, signIn, uniqueEmail } from "./helpers.ts";

// The owner portal on a phone (issue 13), with JavaScript on and off: the vessel is the centre of it.
test.use({ viewport: { width: 390, height: 844 } });

// A real 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function addVessel(page: Page, name: string, engineHours: string) {
  await page.goto("/owner/add-vessel");
  await page.getByLabel("Vessel name").fill(name);
  await page.getByLabel("Type", { exact: true }).selectOption("motor_yacht");
  await page.getByLabel("Length (metres)").fill("12");
  await page.getByLabel("HIN (Hull Identification Number)").fill("AU-XYZ12345C521");
  await page.getByLabel("Kept at").selectOption("marina");
  await page.getByLabel("Marina, club or mooring area").fill("Rushcutters Bay");
  await page.getByLabel("Berth or mooring number").fill("C14");
  await page.getByLabel("Engine make").fill("Volvo Penta");
  await page.getByLabel("Hours on the meter", { exact: true }).fill(engineHours);
  await page.getByRole("button", { name: "Add vessel" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop()!;
}

test("an owner adds a vessel with an engine, logs hours that make a service due, sees why, and books it through checkout", async ({
  page,
}, info) => {
  test.slow(); // sign-up, the vessel, the meter, the cart and checkout
  const email = uniqueEmail(info, "owner");
  await signUp(page, email, "Morgan Keel", "/owner/add-vessel");

  // A HIN with a bad month letter is refused with the reason, and what was typed stays.
  await page.getByLabel("Vessel name").fill("Sea Biscuit");
  await page.getByLabel("HIN (Hull Identification Number)").fill("AU-XYZ12345Z521");
  await page.getByRole("button", { name: "Add vessel" }).click();
  await expect(page.getByText(/month of production, A \(January\) to L \(December\); "Z" is not/)).toBeVisible();
  await expect(page.getByLabel("Vessel name")).toHaveValue("Sea Biscuit");

  const vesselId = await addVessel(page, "Sea Biscuit", "40");
  await expect(page.getByTestId("engine-hours")).toHaveText("40 h");

  await page.getByLabel("Hours on the meter now").fill("212");
  await page.getByRole("button", { name: "Log hours" }).click();
  await expect(page.getByTestId("engine-hours")).toHaveText("212 h");

  // A lower reading is refused unless the meter was replaced; the typed value stays.
  await page.getByLabel("Hours on the meter now").fill("150");
  await page.getByRole("button", { name: "Log hours" }).click();
  await expect(
    page.getByText(/The meter read 212 h last time; a lower reading is only accepted when the meter was replaced/),
  ).toBeVisible();
  await expect(page.getByLabel("Hours on the meter now")).toHaveValue("150");
  expect(query<{ hours: number }>('SELECT hours FROM "Engine" WHERE vesselId = ?', vesselId)).toEqual([{ hours: 212 }]);

  await page.goto("/owner/services");
  const engineRoom = page.locator("li", { hasText: "Engine Room Clean" });
  await expect(engineRoom).toContainText("212 h with no engine room clean on record; due every 100 h");
  await expect(engineRoom).toContainText("Overdue");
  await page.getByRole("button", { name: /Book what is due \(1\)/ }).click();

  await expect(page).toHaveURL(/\/cart/);
  await expect(page.getByTestId("cart-item")).toHaveCount(1);
  await expect(page.getByTestId("cart-item")).toContainText("Engine Room Clean");
  await expect(page.getByTestId("cart-item")).toContainText("Sea Biscuit");

  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await fillCheckout(page, { method: "bank_transfer", marina: "Rushcutters Bay" });
  await page
    .locator("form#checkout")
    .getByRole("button", { name: /Place order/ })
    .click();
  await expect(page).toHaveURL(/\/payment\/pending\?order=/);
  const booked = query<{ vesselId: string; serviceType: string }>(
    'SELECT vesselId, serviceType FROM "Booking" WHERE customerId = (SELECT id FROM "User" WHERE email = ?)',
    email,
  );
  expect(booked).toEqual([{ vesselId, serviceType: "engine_room_clean" }]);

  // The booking now shows in the vessel's story.
  await page.goto(`/owner/vessels/${vesselId}`);
  await expect(page.getByRole("region", { name: "Her story with us" })).toContainText("Engine Room Clean");
});

test("a service request becomes a New Enquiry for staff, and the owner follows its progress", async ({
  page,
  browser,
}, info) => {
  const email = uniqueEmail(info, "request");
  await signUp(page, email, "Pat Spinnaker", "/owner/add-vessel");
  const vesselId = await addVessel(page, "Wind Song", "10");

  await page.goto(`/owner/service-requests?vesselId=${vesselId}`);
  await page.getByLabel("Tell us more").fill("short");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Tick at least one kind of work")).toBeVisible();
  await expect(page.getByText(/at least 10 characters/)).toBeVisible();

  await page.getByLabel("Hull Inspection").check();
  await page.getByLabel("Tell us more").fill("Growth along the waterline; please check the anodes too.");
  await page.getByLabel("How urgent").selectOption("soon");
  // A "photo" that is really text is refused by its bytes; what was typed stays.
  await page
    .getByLabel(/^Photos/)
    .setInputFiles({ name: "hull.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo") });
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText(/this file is none of those, whatever its name/)).toBeVisible();
  await expect(page.getByLabel("Tell us more")).toHaveValue("Growth along the waterline; please check the anodes too.");
  await expect(page.getByLabel("Hull Inspection")).toBeChecked();
  await page.getByLabel(/^Photos/).setInputFiles({ name: "hull.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Send request" }).click();
  const request = page.getByTestId("service-request").first();
  await expect(request).toContainText("Wind Song: Hull Inspection");
  await expect(request).toContainText("Received — we will look at it");

  const job = query<{ id: string; status: string; priority: string; vesselId: string; source: string }>(
    'SELECT id, status, priority, vesselId, source FROM "Job" WHERE vesselId = ?',
    vesselId,
  )[0]!;
  expect(job).toMatchObject({ status: "quote_requested", priority: "high", vesselId, source: "owner_request" });
  expect(latestEmailTo(email)?.subject).toBe("We have your request for Wind Song");

  const staff = await browser.newContext({ javaScriptEnabled: isJsProject(info) });
  const staffPage = await staff.newPage();
  await signIn(staffPage, "staff@example.com");
  await staffPage.goto(`/staff/jobs/${job.id}`);
  await expect(staffPage.getByText("New Enquiry").first()).toBeVisible();
  await expect(staffPage.getByText("Growth along the waterline")).toBeVisible();
  const photo = staffPage.getByRole("img", { name: /Request #\d+ photo 1/ });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await staffPage.goto(`/staff/vessels/${vesselId}`);
  await expect(staffPage.getByRole("heading", { name: "Wind Song", level: 1 })).toBeVisible();
  await staff.close();
});

test("service history shows a completed job with its invoice, the PDF downloads, and another owner gets 404", async ({
  page,
  browser,
}, info) => {
  const email = uniqueEmail(info, "history");
  await signUp(page, email, "Alex Mainsail", "/owner/add-vessel");
  const vesselId = await addVessel(page, "Blue Heron", "300");
  const res = await page.request.post("/resources/e2e/invoice-fixtures", {
    form: {
      customerEmail: email,
      customerName: "Alex Mainsail",
      vesselId,
      invoice: "issued",
      title: "Antifoul and hull inspection",
    },
  });
  expect(res.ok()).toBe(true);
  const { invoiceNumber } = (await res.json()) as { invoiceNumber: number };

  await page.goto("/owner/service-history");
  const entry = page.getByTestId("history-entry");
  await expect(entry).toContainText("Antifoul and hull inspection");
  await expect(entry).toContainText(`Invoice INV-${invoiceNumber}`);

  const pdf = await page.request.get(`/resources/vessels/${vesselId}/history.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // Antifoul and hull inspection were just done: no longer due.
  await page.goto("/owner/services");
  await expect(page.locator("li", { hasText: "Antifoul Application" })).toContainText("Up to date");

  const other = await browser.newContext({ javaScriptEnabled: isJsProject(info) });
  const otherPage = await other.newPage();
  await signIn(otherPage, "customer@example.com");
  expect((await otherPage.request.get(`/resources/vessels/${vesselId}/history.pdf`)).status()).toBe(404);
  expect((await otherPage.request.get(`/owner/vessels/${vesselId}`)).status()).toBe(404);
  expect((await otherPage.request.get(`/owner/vessels/${vesselId}/edit`)).status()).toBe(404);
  await other.close();
});

test("the budget shows spent, committed and forecast against the owner's figure and warns when over", async ({
  page,
}, info) => {
  const email = uniqueEmail(info, "budget");
  await signUp(page, email, "Sam Rudder", "/owner/add-vessel");
  await addVessel(page, "Tern", "250");
  await page.goto("/owner/budget");
  const card = page.getByTestId("budget-vessel");
  await expect(card).toContainText("No budget set");
  await card.getByLabel(/Budget for/).fill("abc");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("budget-vessel").getByText(/Enter the budget in dollars/)).toBeVisible();
  await page
    .getByTestId("budget-vessel")
    .getByLabel(/Budget for/)
    .fill("100");
  await page.getByTestId("budget-vessel").getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("budget-vessel")).toContainText("Forecast over budget");
  await expect(page.getByTestId("budget-vessel").getByRole("alert")).toContainText("over this boat's budget");
});

test("an owner delegates a vessel to a crew member, who logs hours and asks for work but never sees money", async ({
  page,
  browser,
}, info) => {
  const email = uniqueEmail(info, "delegator");
  await signUp(page, email, "Jamie Bowline", "/owner/add-vessel");
  const vesselId = await addVessel(page, `Petrel ${info.project.name}`, "80");
  await page.getByLabel("Add a photo of her").setInputFiles({ name: "petrel.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const photo = page.getByRole("img", { name: `Petrel ${info.project.name}` });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await page.getByLabel("Crew member's e-mail").fill("nobody@example.com");
  await page.getByRole("button", { name: "Add crew" }).click();
  await expect(page.getByText(/No crew member has that e-mail address/)).toBeVisible();
  await page.getByLabel("Crew member's e-mail").fill("crew@example.com");
  await page.getByRole("button", { name: "Add crew" }).click();
  await expect(page.getByText("Casey Crew (crew@example.com)")).toBeVisible();

  const crew = await browser.newContext({
    javaScriptEnabled: isJsProject(info),
    viewport: { width: 390, height: 844 },
  });
  const crewPage = await crew.newPage();
  await signIn(crewPage, "crew@example.com");
  await crewPage.goto("/crew/vessels");
  await crewPage.getByRole("link", { name: `Petrel ${info.project.name}` }).click();
  expect((await crewPage.request.get(`/resources/vessels/${vesselId}/photo`)).headers()["content-type"]).toBe(
    "image/png",
  );
  await expect(crewPage.getByText("Gate")).toHaveCount(0);
  await expect(crewPage.getByRole("heading", { name: "Invoices" })).toHaveCount(0);
  await crewPage.getByLabel("Hours on the meter now").fill("96.5");
  await crewPage.getByRole("button", { name: "Log hours" }).click();
  await expect(crewPage.getByTestId("engine-hours")).toHaveText("96.5 h");
  await crewPage.getByLabel("Engine Room Clean").check();
  await crewPage.getByLabel("Tell us more").fill("Bilge smells of diesel after the last trip.");
  await crewPage.getByRole("button", { name: "Send request" }).click();
  await expect(crewPage.getByText("Request sent")).toBeVisible();
  // Crew cannot edit the record.
  expect((await crewPage.request.get(`/owner/vessels/${vesselId}/edit`)).status()).toBe(403);
  await crew.close();

  await page.goto("/owner/service-requests");
  await expect(page.getByTestId("service-request").first()).toContainText("Engine Room Clean");
});
