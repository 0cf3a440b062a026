// Issue 10: the shared mechanisms that keep one request from stalling the server and close the review's
// holes. Each block fails on the code before the fix.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";

import { moneyField, dateField } from "~/domain/form-fields.ts";
import { parseDollarsToCents } from "~/domain/money.ts";
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT, passwordProblem } from "~/domain/password-policy.ts";
import { signupSchema, resetPasswordSchema } from "~/domain/auth-schemas.ts";
import { changePasswordSchema } from "~/domain/account-schemas.ts";
import { enquirySchema } from "~/domain/enquiry.ts";
import { invoiceBuilderSchema, recordPaymentSchema } from "~/domain/invoice-schemas.ts";
import { quoteFormSchema } from "~/domain/quote-schemas.ts";
import {
  DEFAULT_LIST_MAX,
  MAX_FORM_FIELDS,
  formShapeProblem,
  parseForm,
  pathOf,
  readForm,
  unparsedReply,
} from "~/utils/forms.server.ts";
import { safeRedirectPath } from "~/utils/misc.ts";
import { signInDelayMs } from "~/utils/rate-limit.server.ts";

function form(entries: Array<[string, string]>) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe("form shape (item 1): list indices are held to the schema before Conform builds anything", () => {
  it("reads Conform's path syntax", () => {
    expect(pathOf("items[3].unitPrice")).toEqual(["items", 3, "unitPrice"]);
    expect(pathOf("email")).toEqual(["email"]);
    expect(pathOf("a[]")).toBeNull();
    expect(pathOf("a[1234567]")).toBeNull();
  });

  it("refuses an index beyond the schema's maximum, and accepts the last allowed one", () => {
    expect(formShapeProblem(form([["services[100000]", "x"]]), enquirySchema)).toBe("a list has more than 20 entries");
    expect(formShapeProblem(form([["services[19]", "x"]]), enquirySchema)).toBeNull();
    expect(formShapeProblem(form([["items[50].name", "x"]]), invoiceBuilderSchema)).toMatch(/more than 50/);
    expect(formShapeProblem(form([["items[39].unitPrice", "1"]]), quoteFormSchema)).toBeNull();
    expect(formShapeProblem(form([["items[40].unitPrice", "1"]]), quoteFormSchema)).toMatch(/more than 40/);
  });

  it("holds lists the schema does not know to a small default, and refuses too many fields", () => {
    expect(formShapeProblem(form([["junk[20000]", "x"]]), enquirySchema)).toMatch(`more than ${DEFAULT_LIST_MAX}`);
    const many = Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => [`f${i}`, "x"] as [string, string]);
    expect(formShapeProblem(form(many), enquirySchema)).toMatch(/more than 400 fields/);
  });

  it("bounds Conform's list intents too", () => {
    const insert = JSON.stringify({ type: "insert", payload: { name: "items", index: 100000 } });
    expect(formShapeProblem(form([["__intent__", insert]]), quoteFormSchema)).toMatch(/more than 40/);
    expect(formShapeProblem(form([["__intent__", "{not json"]]), quoteFormSchema)).toBe("its intent is malformed");
  });

  it("parseForm throws a 400 with a message instead of building a 100,000-entry array", () => {
    let thrown: unknown;
    try {
      parseForm(
        form([
          ["name", "Robin"],
          ["services[100000]", "x"],
        ]),
        { schema: enquirySchema },
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    // The same request through Conform alone builds the whole array and echoes it back.
    const unguarded = parseWithZod(form([["services[5000]", "x"]]), { schema: enquirySchema });
    expect(JSON.stringify(unguarded.reply()).length).toBeGreaterThan(20_000);
  });

  it("a reply refused before parsing echoes only plain text fields, bounded, never the password", () => {
    const reply = unparsedReply(
      form([
        ["email", "a@b.c"],
        ["password", "secret"],
        ["x[9]", "y"],
        ["note", "z".repeat(5000)],
      ]),
      { formErrors: ["wait"], hideFields: ["password"] },
    );
    expect(reply.initialValue).toEqual({ email: "a@b.c", note: "z".repeat(2000) });
    expect(reply.error).toEqual({ "": ["wait"] });
  });
});

describe("malformed requests (item 5) get a 4xx, not a TypeError", () => {
  it("refuses JSON and unreadable bodies", async () => {
    const json = new Request("http://x/auth", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    await expect(readForm(json)).rejects.toMatchObject({ status: 415 });
    const empty = new Request("http://x/auth", { method: "POST" });
    await expect(readForm(empty)).rejects.toMatchObject({ status: 415 });
    const broken = new Request("http://x/auth", {
      method: "POST",
      body: "--nope",
      headers: { "Content-Type": "multipart/form-data; boundary=abc" },
    });
    await expect(readForm(broken)).rejects.toMatchObject({ status: 400 });
    const ok = new Request("http://x/auth", {
      method: "POST",
      body: "a=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect((await readForm(ok)).get("a")).toBe("1");
  });
});

describe("redirects after sign-in stay on this site (item 3)", () => {
  const bypasses = [
    "//evil.example",
    "/\t/evil.example",
    "/%09/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%5Cevil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "http:/evil.example",
    " /home",
    "/\u3000/evil.example",
    "/\u0000/evil.example",
    "evil.example",
    "",
  ];
  it.each(bypasses)("refuses %j", (target) => {
    expect(safeRedirectPath(target, "/fallback")).toBe("/fallback");
  });
  it("keeps ordinary paths with their query and hash", () => {
    expect(safeRedirectPath("/cart?step=2#pay")).toBe("/cart?step=2#pay");
    expect(safeRedirectPath("/quotes/abc/respond")).toBe("/quotes/abc/respond");
    expect(safeRedirectPath("/a/../b")).toBe("/b");
  });
});

describe("money and dates typed by staff (item 6)", () => {
  it("parses amounts strictly: grouped thousands only in threes", () => {
    expect(parseDollarsToCents("1,0,0")).toBeNull();
    expect(parseDollarsToCents("10,00")).toBeNull();
    expect(parseDollarsToCents("1,000")).toBe(100000);
    expect(parseDollarsToCents("$1,234.5")).toBe(123450);
    expect(parseDollarsToCents("1e3")).toBeNull();
    expect(parseDollarsToCents("12.345")).toBeNull();
    expect(parseDollarsToCents("9999999999999")).toBeNull();
  });
  it("refuses impossible dates rather than rolling them over", () => {
    expect(dateField().safeParse("2026-02-31").success).toBe(false);
    expect(dateField().safeParse("2028-02-29").success).toBe(true);
    expect(recordPaymentSchema.safeParse({ amount: "1,0,0", method: "cash", receivedOn: "2026-01-10" }).success).toBe(
      false,
    );
    expect(recordPaymentSchema.safeParse({ amount: "100", method: "cash", receivedOn: "2026-02-31" }).success).toBe(
      false,
    );
    expect(moneyField("amount").safeParse("100.00").success).toBe(true);
  });
});

describe("passwords (item 7)", () => {
  it("needs 8 characters and refuses the most common ones", () => {
    expect(passwordProblem("a")).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem("password1")).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem("Pass Word 123")).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem("aaaaaaaaaa")).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem("tide-chart-anchor")).toBeNull();
  });
  it("applies at sign-up, reset and change", () => {
    expect(signupSchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ token: "t", password: "x", confirmPassword: "x" }).success).toBe(false);
    expect(
      changePasswordSchema.safeParse({ currentPassword: "old", newPassword: "12345678", confirmPassword: "12345678" })
        .success,
    ).toBe(false);
    expect(signupSchema.safeParse({ email: "a@b.co", password: "a good long password" }).success).toBe(true);
  });
});

describe("sign-in delays (item 4)", () => {
  it("gives five free failures, then doubles a delay up to fifteen minutes", () => {
    expect([0, 1, 4].map((n) => signInDelayMs(n))).toEqual([0, 0, 0]);
    expect(signInDelayMs(5)).toBe(30_000);
    expect(signInDelayMs(6)).toBe(60_000);
    expect(signInDelayMs(40)).toBe(15 * 60_000);
  });
});
