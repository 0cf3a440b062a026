// Issue 16 (ADR 161 addendum), JavaScript on and off, phone-sized: the office sends a job to a business with no
// insurance on file (warned, not stopped) and the work-order link is e-mailed to the business; the business opens the
// e-mailed link, a renamed non-PDF is refused with a clear message and what was typed kept, a real PDF certificate is
// taken; the office then sees it with its expiry, downloads it (staff only) and the warning is gone.
import { expect, test } from "@playwright/test";
import { query, signIn, signOut, uniqueEmail } from "./helpers.ts";
import { newJob, newSubcontractor } from "./subcontractor-helpers.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("the office e-mails the work-order link; the business uploads its insurance certificate from it; the office sees it", async ({
  page,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const business = `Harbour Rigging ${stamp}`;
  const title = `Re-rig ${stamp}`;
  const email = uniqueEmail(testInfo, "rigging");
  const year = new Date().getUTCFullYear() + 1;
  const policy = `PL-${Date.now().toString(36)}`;

  // The office: a business with no insurance on file is a warning, not a block.
  await signIn(page, "admin@example.com");
  const job = await newJob(page, title, testInfo);
  const subPage = await newSubcontractor(page, business, email);
  await expect(page.getByText("No insurance on file.")).toBeVisible();
  await expect(page.getByTestId("insurance-warning")).toContainText("No insurance certificate on file");
  await page.getByLabel("Job number").fill(`#${job.number}`);
  await page.getByLabel("Instructions (optional)").fill("Replace both shrouds.");
  await expect(page.getByLabel(`E-mail the work-order link to ${email}`)).toBeChecked();
  await page.getByRole("button", { name: "Send the job" }).click();
  await expect(page.getByTestId("work-order-emailed")).toContainText(`Link e-mailed to ${email}`);
  await expect(page.getByTestId("work-order-links")).toContainText(`e-mailed to ${email}`);

  const mails = query<{ subject: string; text: string }>(
    'SELECT subject, text FROM "EmailMessage" WHERE "to" = ? AND template = ?',
    email,
    "work_order.sent",
  );
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toContain(`#${job.number} ${title}`);
  expect(mails[0]!.text).toContain("Replace both shrouds.");
  const url = new URL(/https?:\/\/\S+\/subcontractor\/dashboard\?token=[A-Za-z0-9_-]{43}/.exec(mails[0]!.text)![0]);
  expect(
    query('SELECT action FROM "AuditEvent" WHERE action = ? AND details LIKE ?', "work_order.emailed", `%${email}%`),
  ).toHaveLength(1);
  await signOut(page);
  await page.context().clearCookies();

  // The business, from the e-mail, no account.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole("heading", { level: 1, name: business })).toBeVisible();
  await expect(page.getByTestId("work-order").filter({ hasText: title })).toBeVisible();
  await expect(page.getByTestId("insurance-notice")).toContainText("no insurance certificate for you yet");
  await page.getByRole("link", { name: "Upload your insurance certificate" }).click();
  await expect(page.getByRole("heading", { name: "Upload your insurance certificate" })).toBeVisible();

  // A file named .pdf that is not one: refused, what was typed is kept.
  await page.getByLabel("Document file").setInputFiles({
    name: "certificate.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("MZ this is a program, renamed"),
  });
  await page.getByLabel("Insurer").fill("QBE Insurance");
  await page.getByLabel("Policy number").fill(policy);
  await page.getByLabel("Cover ends on").fill(`${year}-06-30`);
  await page.getByRole("button", { name: "Upload document" }).click();
  await expect(page.getByText("That file is not a PDF, JPEG or PNG")).toBeVisible();
  await expect(page.getByLabel("Insurer")).toHaveValue("QBE Insurance");
  await expect(page.getByLabel("Policy number")).toHaveValue(policy);
  await expect(page.getByLabel("Cover ends on")).toHaveValue(`${year}-06-30`);
  expect(query('SELECT id FROM "Credential" WHERE number = ?', policy)).toHaveLength(0);

  // The real certificate.
  await page.getByLabel("Document file").setInputFiles({
    name: "Certificate of Currency.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% Bosun e2e certificate of currency\n%%EOF\n"),
  });
  await page.getByRole("button", { name: "Upload document" }).click();
  await expect(page.getByTestId("certificates-on-file")).toContainText(`QBE Insurance · cover ends`);
  await expect(page.getByTestId("certificates-on-file")).toContainText(new RegExp(`30 June? ${year}`));
  await expect(page.getByTestId("insurance-notice")).toContainText("Your insurance certificate is on file.");
  // Another kind of document: a safe work method statement, filed under its own type (not insurance cover).
  const swms = `SWMS-${Date.now().toString(36)}`;
  await page.getByLabel("What is it?").selectOption({ label: "Safe work method statement (SWMS)" });
  await page.getByLabel("Document file").setInputFiles({
    name: "SWMS rigging.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% Bosun e2e SWMS\n%%EOF\n"),
  });
  await page.getByLabel("Issued by").fill(business);
  await page.getByLabel("Policy number, licence number or reference").fill(swms);
  await page.getByLabel("Cover ends on, expiry or review date").fill(`${year}-01-31`);
  await page.getByRole("button", { name: "Upload document" }).click();
  await expect(page.getByTestId("certificates-on-file")).toContainText("Safe work method statement (SWMS)");
  expect(query<{ type: string }>('SELECT type FROM "Credential" WHERE number = ?', swms)).toEqual([{ type: "swms" }]);
  if (process.env.SCREENSHOTS) {
    await page.screenshot({
      path: `test-results/subcontractor-upload-${testInfo.project.name}-phone.png`,
      fullPage: true,
    });
  }
  const [cred] = query<{ id: string; verifiedById: string | null; contentType: string }>(
    'SELECT id, verifiedById, contentType FROM "Credential" WHERE number = ?',
    policy,
  );
  expect(cred).toMatchObject({ verifiedById: null, contentType: "application/pdf" });
  // The link cannot read documents back, and an anonymous visitor cannot download it.
  const anonymous = await page.request.get(`/admin/credentials/${cred!.id}/file`, { maxRedirects: 0 });
  expect(anonymous.status()).not.toBe(200);

  // The office sees the certificate and its expiry, downloads it, and is no longer warned.
  await signIn(page, "admin@example.com");
  await page.goto(subPage);
  const onFile = page.getByTestId("sub-credentials");
  await expect(onFile).toContainText(`Public liability insurance · ${policy}`);
  await expect(onFile).toContainText(new RegExp(`30 June? ${year}`));
  await expect(onFile).toContainText("Sent by the business from its link");
  await expect(onFile).toContainText("Not verified yet");
  await expect(onFile).toContainText(`Safe work method statement (SWMS) · ${swms}`);
  await expect(page.getByText("No insurance on file.")).toHaveCount(0);
  await expect(page.getByTestId("insurance-warning")).toHaveCount(0);
  const insuranceRow = onFile.getByRole("listitem").filter({ hasText: policy });
  const href = await insuranceRow.getByRole("link", { name: "Download the certificate" }).getAttribute("href");
  const download = await page.request.get(href!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await insuranceRow.getByRole("button", { name: "Mark verified" }).click();
  await expect(insuranceRow).toContainText("Verified");
  expect(
    query<{ verifiedById: string | null }>('SELECT verifiedById FROM "Credential" WHERE id = ?', cred!.id)[0]!
      .verifiedById,
  ).not.toBeNull();
  if (process.env.SCREENSHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({
      path: `test-results/subcontractor-office-${testInfo.project.name}-desktop.png`,
      fullPage: true,
    });
  }

  // E-mailing the link again replaces the link e-mailed before.
  await page.getByRole("button", { name: `E-mail the link again for #${job.number}` }).click();
  await expect(page.getByTestId("work-order-links")).toContainText("Revoked");
  expect(query('SELECT id FROM "EmailMessage" WHERE "to" = ? AND template = ?', email, "work_order.sent")).toHaveLength(
    2,
  );
  await signOut(page);
  await page.context().clearCookies();
  const old = await page.goto(`${url.pathname}${url.search}`);
  expect(old?.status()).toBe(404);
});
