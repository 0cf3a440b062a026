// E-mail templates against a real database (issue 18, ADR 181): the next e-mail uses the saved wording, unknown
// placeholders are refused, reset returns to the default, and every change is in the history and can be undone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  model: typeof import("~/models/email-templates.server.ts");
  send: typeof import("~/utils/email-templates.server.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    model: await import("~/models/email-templates.server.ts"),
    send: await import("~/utils/email-templates.server.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const KEY = "enquiry.received";
const values = { first_name: "Robin", reference: 77, services: " for Hull clean" };

async function lastMail(to: string) {
  return m.prisma.emailMessage.findFirstOrThrow({ where: { to }, orderBy: { createdAt: "desc" } });
}

describe("e-mail templates", () => {
  it("sends the default, then the saved wording, then the default again after a reset; undo restores", async () => {
    const admin = await m.prisma.user.create({
      data: { email: `tpl-admin-${Date.now()}@x.example`, fullName: "Template Admin" },
      select: { id: true },
    });
    await m.send.sendTemplatedEmail(KEY, "robin@x.example", values);
    const first = await lastMail("robin@x.example");
    expect(first.subject).toBe("We have your enquiry (#77)");
    expect(first.template).toBe(KEY);
    expect(first.text).toContain("with a quote for Hull clean.");

    await expect(
      m.model.saveEmailTemplate(KEY, { subject: "Ahoy {{first_name}} {{boat}}", body: "Hi" }, admin.id),
    ).rejects.toThrow(/Unknown placeholder \{\{boat\}\}/);

    expect(
      await m.model.saveEmailTemplate(
        KEY,
        { subject: "Ahoy {{first_name}} — enquiry {{reference}}", body: "G'day {{first_name}} & crew <3" },
        admin.id,
      ),
    ).toBe(true);
    await m.send.sendTemplatedEmail(KEY, "robin@x.example", values);
    const second = await lastMail("robin@x.example");
    expect(second.subject).toBe("Ahoy Robin — enquiry 77");
    expect(second.text).toBe("G'day Robin & crew <3\n");
    expect(second.html).toContain("G&#39;day Robin &amp; crew &lt;3");
    expect((await m.model.listEmailTemplates()).find((t) => t.key === KEY)?.custom).toBe(true);

    expect(await m.model.resetEmailTemplate(KEY, admin.id)).toBe(true);
    await m.send.sendTemplatedEmail(KEY, "robin@x.example", values);
    expect((await lastMail("robin@x.example")).subject).toBe("We have your enquiry (#77)");

    const history = await m.model.emailTemplateHistory(KEY);
    expect(history.map((h) => [h.before.custom, h.after.custom])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(history[0]!.by).toBe("Template Admin");
    // Undo the reset: the own wording is back (a new change, itself undoable).
    await m.model.restoreEmailTemplateBefore(KEY, history[0]!.id, admin.id);
    expect((await m.send.currentTemplate(KEY)).subject).toBe("Ahoy {{first_name}} — enquiry {{reference}}");
    expect((await m.model.emailTemplateHistory(KEY)).length).toBe(3);
    // Saving exactly the default wording is a reset.
    const def = (await import("~/domain/email-templates.ts")).templateDef(KEY)!;
    await m.model.saveEmailTemplate(KEY, { subject: def.subject, body: def.body }, admin.id);
    expect((await m.send.currentTemplate(KEY)).custom).toBe(false);
  });
});
