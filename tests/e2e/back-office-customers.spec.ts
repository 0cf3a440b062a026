// The back-office customers of issue 17, with JavaScript on and off: an admin finds a customer by their vessel's HIN,
// opens them and sees their vessel, invoice and e-mails, fixes their contact (a bad e-mail is refused with what was
// typed kept, then a good one is saved and audited), adds a note and exports the filtered list as CSV; and
// /api/profiles never tells a customer about another account.
import { test, expect, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, isJsProject, query, signIn, uniqueEmail } from "./helpers.ts";

function randomHin() {
  const chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  return `AUS${Array.from({ length: 9 }, () => chars[Math.floor(Math.random() * chars.length)]).join("")}`;
}

async function customerFixture(page: Page, form: Record<string, string>) {
  const res = await page.request.post("/resources/e2e/customer-fixtures", { form });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { id: string; vesselId: string | null };
}

function label(testInfo: TestInfo, what: string) {
  return `${what} ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
}

test("an admin finds a customer by HIN, sees their vessel, invoice and e-mails, fixes their contact, adds a note and exports CSV", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "bo-customer");
  const name = label(testInfo, "Harbour Skipper");
  const vesselName = label(testInfo, "Sea Biscuit");
  const hin = randomHin();
  await signIn(page, "admin@example.com");
  const fixture = await customerFixture(page, {
    email,
    fullName: name,
    phone: "0412 000 111",
    vesselName,
    hin,
    emailSubject: "Your hull clean is booked",
  });
  const invoice = await page.request.post("/resources/e2e/invoice-fixtures", {
    form: { customerEmail: email, customerName: name, invoice: "issued", priceCents: "99000" },
  });
  expect(invoice.status()).toBe(200);
  const { invoiceNumber } = (await invoice.json()) as { invoiceNumber: number };

  // Search typed as people write a HIN (lower case, with a dash) finds it.
  await page.goto("/admin/customers");
  await page.getByLabel("Search").fill(`${hin.slice(0, 3).toLowerCase()}-${hin.slice(3)}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=aus-/);
  const table = page.getByTestId("customers-table");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(vesselName);
  await expect(table).toContainText("$990.00");

  // The unpaid filter keeps them; the export has exactly the filtered set.
  await page.getByLabel("Has unpaid invoices").check();
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/unpaid=1/);
  await expect(table).toContainText(name);
  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  expect(href).toContain("unpaid=1");
  const csv = await page.request.get(href!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toBe("Name,Email,Phone,Roles,Profile type,Vessels,HINs,Regos,Owing,Joined");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(email);
  expect(lines[1]).toContain(hin);
  expect(lines[1]).toContain("990.00");

  await table.getByRole("link", { name }).click();
  await expect(page).toHaveURL(`/admin/customers/${fixture.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Vessels" })).toContainText(vesselName);
  await expect(page.getByRole("region", { name: "Invoices" })).toContainText(`INV-${invoiceNumber}`);
  await expect(page.getByRole("region", { name: "E-mails sent" })).toContainText("Your hull clean is booked");
  await expect(page.getByRole("link", { name: "Start a quote" })).toHaveAttribute(
    "href",
    `/admin/quotes/create?customerId=${fixture.id}`,
  );

  // A bad address (the browser accepts it, the schema does not) is refused next to the field, nothing lost.
  const newName = `${name} Jr`;
  await page.getByLabel("Full name").fill(newName);
  await page.getByRole("textbox", { name: "E-mail" }).fill("skipper@harbour");
  await page.getByRole("button", { name: "Save contact" }).click();
  await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue(newName);
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue("skipper@harbour");
  expect(query<{ fullName: string }>('SELECT "fullName" FROM "User" WHERE id = ?', fixture.id)[0]?.fullName).toBe(name);

  // Another account's address is refused by the server.
  // (Blur first: the earlier error under the field goes away on blur and would move the button under the click.)
  await page.getByRole("textbox", { name: "E-mail" }).fill("customer@example.com");
  await page.getByRole("textbox", { name: "E-mail" }).blur();
  await page.getByRole("button", { name: "Save contact" }).click();
  await expect(page.getByText("Another account already uses this e-mail address.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue(newName);

  const newEmail = uniqueEmail(testInfo, "bo-fixed");
  await page.getByRole("textbox", { name: "E-mail" }).fill(newEmail.toUpperCase());
  await page.getByRole("textbox", { name: "E-mail" }).blur();
  await page.getByRole("button", { name: "Save contact" }).click();
  await expect(page.getByTestId("toast").getByText("Contact details saved")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: newName })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue(newEmail);
  const stored = query<{ email: string; fullName: string }>(
    'SELECT email, "fullName" FROM "User" WHERE id = ?',
    fixture.id,
  )[0];
  expect(stored).toEqual({ email: newEmail, fullName: newName });
  const audit = query<{ details: string }>(
    `SELECT details FROM "AuditEvent" WHERE action = 'customer.contact_updated' AND "subjectUserId" = ?`,
    fixture.id,
  );
  expect(audit).toHaveLength(1);
  expect(JSON.parse(audit[0]!.details)).toMatchObject({ before: { email }, after: { email: newEmail } });
  await expect(page.getByRole("region", { name: "Audit" })).toContainText("customer contact updated");

  // A note with an empty body is refused; a real one is listed with its author.
  await page.getByLabel(/Add a note/).fill("   ");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Write the note")).toBeVisible();
  await page.getByLabel(/Add a note/).fill("Prefers calls after 4 pm. @sam to follow up on the antifoul.");
  await page.getByLabel(/Add a note/).blur();
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("toast").getByText("Note added")).toBeVisible();
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes).toContainText("Prefers calls after 4 pm.");
  await expect(notes).toContainText("Alex Admiral");

  // The same page under the spec's other name; an unknown id is a 404.
  await page.goto(`/admin/customer-database?q=${encodeURIComponent(newEmail)}`);
  await expect(page.getByTestId("customers-table")).toContainText(newName);
  expect((await page.request.get("/admin/customers/no-such-customer")).status()).toBe(404);
});

test("/api/profiles: your own profile, anyone's for an admin, nothing about another account for a customer", async ({
  page,
}, testInfo) => {
  test.skip(!isJsProject(testInfo), "HTTP-only: runs once");
  const email = uniqueEmail(testInfo, "bo-profile");
  const anon = await page.request.get(`/api/profiles?email=${encodeURIComponent(email)}`);
  expect(anon.status()).toBe(401);
  expect((await anon.json()).error.code).toBe("unauthorized");

  await signIn(page, "admin@example.com");
  await customerFixture(page, { email, fullName: "Profile Person", password: DEMO_PASSWORD });
  const admin = await page.request.get(`/api/profiles?email=${encodeURIComponent(email.toUpperCase())}`);
  expect(admin.status()).toBe(200);
  expect(await admin.json()).toEqual([
    {
      id: expect.any(String),
      email,
      firstName: null,
      fullName: "Profile Person",
      profileType: "vessel_owner",
      roles: ["owner"],
    },
  ]);
  expect((await page.request.get("/api/profiles?email=not-an-email")).status()).toBe(400);

  await page.context().clearCookies();
  await signIn(page, email);
  const self = await page.request.get(`/api/profiles?email=${encodeURIComponent(email)}`);
  expect((await self.json()) as unknown[]).toHaveLength(1);
  for (const other of ["admin@example.com", "nobody-here@example.com"]) {
    const res = await page.request.get(`/api/profiles?email=${encodeURIComponent(other)}`);
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual([]);
  }
});

test("the back-office lists: vessels by HIN, accounts, orders with CSV, consultations, active clients, newsletter unsubscribe", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "bo-lists");
  const vesselName = label(testInfo, "Tern");
  const hin = randomHin();
  await signIn(page, "admin@example.com");
  await customerFixture(page, { email, fullName: label(testInfo, "List Owner"), vesselName, hin, rego: "NSW 77 TT" });

  await page.goto("/admin/vessels");
  await page.getByLabel("Vessel name, HIN, rego or owner").fill(hin.toLowerCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=/);
  const vessels = page.getByTestId("vessels-table");
  await expect(vessels.getByRole("row")).toHaveCount(2);
  await expect(vessels).toContainText(vesselName);
  await expect(vessels).toContainText(email);

  await page.goto(`/admin/user-management?q=${encodeURIComponent(email)}`);
  const accounts = page.getByTestId("accounts-table");
  await expect(accounts).toContainText("Not verified");
  await expect(accounts).toContainText("Never");
  await page.goto("/admin/user-management?q=admin%40example.com&role=admin");
  await expect(page.getByTestId("accounts-table")).toContainText("signed in now");

  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await page.getByLabel("Payment").selectOption("unpaid");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/payment=unpaid/);
  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toBe("Order,Date,State,Payment,Customer,Email,Vessel,Method,Total,Paid");
  for (const line of lines.slice(1)) expect(line).toContain("Nothing paid");

  await page.goto("/admin/consultations?open=0");
  await expect(page.getByRole("heading", { level: 1, name: "Consultations" })).toBeVisible();
  await page.goto("/admin/active-clients?months=36");
  await expect(page.getByRole("heading", { level: 1, name: "Active clients" })).toBeVisible();
  await expect(page.getByLabel("Months back")).toHaveValue("36");

  const subscriber = uniqueEmail(testInfo, "bo-news");
  await customerFixture(page, { email: subscriber, newsletter: "confirmed" });
  await page.goto(`/admin/newsletter-signups?q=${encodeURIComponent(subscriber)}`);
  const table = page.getByTestId("newsletter-table");
  await expect(table).toContainText(/Confirmed/);
  const exported = await page.request.get(`/admin/newsletter-signups/export?q=${encodeURIComponent(subscriber)}`);
  expect((await exported.text()).trim().split("\r\n")).toHaveLength(2);
  await page.getByRole("button", { name: `Unsubscribe ${subscriber}` }).click();
  await expect(page.getByTestId("toast").getByText(`${subscriber} unsubscribed`)).toBeVisible();
  await expect(page.getByText("No sign-ups match")).toBeVisible();
  expect(query('SELECT id FROM "NewsletterSubscriber" WHERE email = ?', subscriber)).toHaveLength(0);
});

test("two duplicate contacts (same phone) are merged: every record under the one kept, the other gone, audited", async ({
  page,
}, testInfo) => {
  const phone = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const keepName = label(testInfo, "Keep Me");
  const goneName = label(testInfo, "Merge Me");
  const vesselName = label(testInfo, "Petrel");
  await signIn(page, "admin@example.com");
  const keep = await customerFixture(page, {
    email: uniqueEmail(testInfo, "bo-keep"),
    fullName: keepName,
    phone,
    password: DEMO_PASSWORD,
  });
  const gone = await customerFixture(page, {
    email: uniqueEmail(testInfo, "bo-gone"),
    fullName: goneName,
    phone,
    vesselName,
    hin: randomHin(),
  });
  await page.goto("/admin/customers");
  await page.getByRole("link", { name: "Duplicates" }).click();
  const pair = page.getByRole("listitem", { name: `${keepName} and ${goneName}` });
  await expect(pair).toContainText("same phone");
  await pair.getByRole("radio", { name: new RegExp(`Keep ${keepName}`) }).check();
  await pair.getByRole("button", { name: "Merge these two" }).click();
  await expect(page.getByTestId("toast").getByText("Customers merged")).toBeVisible();
  await expect(page).toHaveURL(`/admin/customers/${keep.id}`);
  await expect(page.getByRole("region", { name: "Vessels" })).toContainText(vesselName);
  expect(query('SELECT id FROM "User" WHERE id = ?', gone.id)).toHaveLength(0);
  expect(query('SELECT id FROM "Vessel" WHERE "ownerId" = ?', keep.id)).toHaveLength(1);
  expect(
    query(`SELECT id FROM "AuditEvent" WHERE action = 'customer.merged' AND "subjectUserId" = ?`, keep.id),
  ).toHaveLength(1);
});
