// E-mail templates (issue 18, ADR 181): placeholder checks, rendering, escaping and the defaults.
import { describe, expect, it } from "vitest";
import {
  EMAIL_TEMPLATES,
  emailTemplateFormSchema,
  fillPlaceholders,
  parseStoredTemplate,
  placeholderProblem,
  placeholdersIn,
  renderTemplate,
  sampleValues,
  templateDef,
} from "~/domain/email-templates.ts";

const quote = templateDef("quote.sent")!;

describe("placeholders", () => {
  it("finds the names used, with or without spaces inside the braces", () => {
    expect(placeholdersIn("Hi {{name}}, {{ quote_number }} {{name}}")).toEqual(["name", "quote_number"]);
  });

  it("refuses an unknown placeholder and lists the allowed ones", () => {
    const problem = placeholderProblem(quote, "Hi {{nmae}}, see {{url}}", "body");
    expect(problem).toMatch(/^Unknown placeholder \{\{nmae\}\} in the body\./);
    expect(problem).toContain("{{quote_number}}");
    expect(problem).toContain("{{business_phone}}");
  });

  it("names every unknown placeholder once", () => {
    expect(placeholderProblem(quote, "{{a}} {{b}} {{a}}", "subject")).toMatch(
      /^Unknown placeholders \{\{a\}\}, \{\{b\}\}/,
    );
  });

  it("refuses stray braces", () => {
    expect(placeholderProblem(quote, "Hi {{name} {{url}}", "body")).toMatch(/not part of a placeholder/);
    expect(placeholderProblem(quote, "Total }} {{url}}", "body")).toMatch(/not part of a placeholder/);
  });

  it("requires the placeholders the e-mail cannot work without (in the body)", () => {
    expect(placeholderProblem(quote, "Hi {{name}}, your quote is ready.", "body")).toMatch(/must keep \{\{url\}\}/);
    expect(placeholderProblem(quote, "Your quote", "subject")).toBeNull();
  });

  it("accepts the business placeholders in every template", () => {
    for (const def of EMAIL_TEMPLATES) {
      expect(placeholderProblem(def, "{{business_name}} {{business_phone}}", "subject")).toBeNull();
    }
  });

  it("every default is valid for its own template, and keys are unique", () => {
    for (const def of EMAIL_TEMPLATES) {
      expect(placeholderProblem(def, def.subject, "subject"), def.key).toBeNull();
      expect(placeholderProblem(def, def.body, "body"), def.key).toBeNull();
    }
    expect(new Set(EMAIL_TEMPLATES.map((t) => t.key)).size).toBe(EMAIL_TEMPLATES.length);
  });
});

describe("the form", () => {
  it("puts each problem on its field", () => {
    const r = emailTemplateFormSchema(quote).safeParse({ subject: "Quote {{oops}}", body: "No link" });
    expect(r.success).toBe(false);
    const paths = r.success ? [] : r.error.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(["subject", "body"]);
  });

  it("refuses a subject on two lines and an empty text", () => {
    expect(emailTemplateFormSchema(quote).safeParse({ subject: "a\nb", body: "{{url}}" }).success).toBe(false);
    expect(emailTemplateFormSchema(quote).safeParse({ subject: "a", body: "  " }).success).toBe(false);
  });

  it("a stored value that no longer validates falls back (null)", () => {
    expect(parseStoredTemplate(quote, { subject: "x", body: "{{gone}} {{url}}" })).toBeNull();
    expect(parseStoredTemplate(quote, "junk")).toBeNull();
    expect(parseStoredTemplate(quote, { subject: "x", body: "{{url}}" })).toEqual({ subject: "x", body: "{{url}}" });
  });
});

describe("rendering", () => {
  it("fills placeholders; a missing value is empty", () => {
    expect(fillPlaceholders("Hi {{ name }}{{optional_extras}}!", { name: "Alex" })).toBe("Hi Alex!");
  });

  it("gives a one-line subject, a tidy text part and an escaped HTML part", () => {
    const mail = renderTemplate(
      { subject: "Quote {{quote_number}} for {{name}}", body: "Hi {{name}},\n\n{{bank_transfer}}\n\n\nOpen {{url}}" },
      { quote_number: "Q-1", name: "<b>Al & Co</b>\n", url: "https://x.example/q?a=1&b=2", bank_transfer: "" },
      "Bosun · 0400",
    );
    expect(mail.subject).toBe("Quote Q-1 for <b>Al & Co</b>");
    expect(mail.text).toBe("Hi <b>Al & Co</b>\n,\n\nOpen https://x.example/q?a=1&b=2\n");
    expect(mail.html).toContain("&lt;b&gt;Al &amp; Co&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Al");
    expect(mail.html).toContain('<a href="https://x.example/q?a=1&amp;b=2"');
    expect(mail.html).toContain("Bosun · 0400");
    // The card (shown inside the admin page) is the HTML part without its document: no <body> to restyle the page.
    expect(mail.html).toContain(mail.card);
    expect(mail.card).not.toMatch(/<body|<html|<!doctype/i);
  });

  it("the admin's own wording is escaped too (no HTML from the template)", () => {
    const mail = renderTemplate({ subject: "s", body: '<script>alert(1)</script> "x"' }, {}, "f");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
  });

  it("the quote default reads as the product always sent it", () => {
    const mail = renderTemplate(quote, sampleValues(quote), "f");
    expect(mail.subject).toBe("Your quote Q-00042 from Bosun Marine Services: Antifoul and polish");
    expect(mail.text).toContain(
      "comes to $1,320.00 including GST, with 2 optional extras you can add.\nIt is valid until the end of",
    );
  });
});
