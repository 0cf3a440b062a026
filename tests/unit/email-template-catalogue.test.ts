// The e-mail template catalogue (issue 18, ADR 181 addendum): every template renders with its sample data, every
// placeholder it mentions is declared, and every key the code sends exists.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  EMAIL_TEMPLATES,
  allowedPlaceholders,
  placeholdersIn,
  renderTemplate,
  sampleValues,
  templateDef,
} from "~/domain/email-templates.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (n === "generated") return [];
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(n) ? [p] : [];
  });
}

describe("every template with its sample data", () => {
  for (const def of EMAIL_TEMPLATES) {
    it(`${def.key} renders a subject, a text and an HTML part with no placeholder left`, () => {
      const mail = renderTemplate(def, sampleValues(def), "Bosun · 0400 000 000");
      expect(mail.subject.length).toBeGreaterThan(3);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.text).not.toMatch(/\{\{|\}\}/);
      expect(mail.html).not.toMatch(/\{\{|\}\}/);
      for (const p of def.placeholders.filter((x) => x.required)) expect(mail.text).toContain(p.sample);
      // Every declared placeholder has a description and a sample the owner sees in the preview.
      for (const p of def.placeholders) {
        expect(p.description, `${def.key}.${p.name}`).not.toBe("");
        expect(p.sample, `${def.key}.${p.name}`).toBeTypeOf("string");
      }
      // The default uses only what it declares (or the business placeholders).
      const allowed = allowedPlaceholders(def).map((p) => p.name);
      for (const used of [...placeholdersIn(def.subject), ...placeholdersIn(def.body)]) expect(allowed).toContain(used);
    });
  }

  it("the subscription notices share their frame and keep the pay link where money is owed", () => {
    const declined = templateDef("subscription.card_declined")!;
    const mail = renderTemplate(declined, sampleValues(declined), "f");
    expect(mail.subject).toBe("Your card was declined — SUB-00012");
    expect(mail.text).toContain("External Clean for Sea Breeze — SUB-00012.");
    expect(mail.text).toMatch(/Pay now: https:\/\/bosun\.example\/invoice\/…\n\nManage your subscription: /);
    const paused = templateDef("subscription.paused")!;
    expect(renderTemplate(paused, sampleValues(paused), "f").text).not.toContain("Pay now");
    expect(paused.placeholders.find((p) => p.name === "url")?.required).toBe(true);
  });

  it("office notices read as before (subjects the office filters on)", () => {
    const enquiry = templateDef("enquiry.office")!;
    expect(renderTemplate(enquiry, { customer: "Robin Keel", reference: 7 }, "f").subject).toBe(
      "New enquiry #7 from Robin Keel",
    );
    const doc = templateDef("document.expiring")!;
    expect(renderTemplate(doc, { document: "Rego", vessel_in_brackets: "", when: "expires today" }, "f").subject).toBe(
      "Rego expires today",
    );
  });
});

describe("the code and the catalogue agree", () => {
  it("every key passed to sendTemplatedEmail or renderEmail is a template", () => {
    const keys = new Set(EMAIL_TEMPLATES.map((t) => t.key));
    const used: string[] = [];
    for (const file of sourceFiles("app")) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/(?:sendTemplatedEmail|renderEmail|tellEveryone)\(\s*(?:[\w.]+,\s*)?"([a-z_.]+)"/g))
        used.push(m[1]!);
      for (const m of text.matchAll(/notifyChange\([^,]+,\s*"([a-z_]+)"/g)) used.push(`subscription.${m[1]}`);
      for (const m of text.matchAll(/"(quote\.[a-z_]+_office)"/g)) used.push(m[1]!);
    }
    expect(used.length).toBeGreaterThan(40);
    expect(used.filter((k) => !keys.has(k))).toEqual([]);
  });

  it("nothing but the transport, the hub's replies, the log's resend and automations sends fixed wording", () => {
    const allowed = [
      "app/utils/email.server.ts",
      "app/utils/email-templates.server.ts",
      "app/models/booking-changes.server.ts", // the rendered template, once to the owner and once to the office
      "app/models/communication-inbox.server.ts", // the admin's own reply
      "app/models/communication-hub.server.ts", // a failed message sent again as it was
      "app/models/automations.server.ts", // the owner's own automation text
    ];
    const offenders = sourceFiles("app").filter(
      (f) => !allowed.includes(f.replaceAll("\\", "/")) && /\bsendEmail\(/.test(readFileSync(f, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
