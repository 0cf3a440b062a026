import { describe, expect, it } from "vitest";
import { Refusal } from "~/domain/refusal.ts";
import { refusalReply } from "~/utils/forms.server.ts";
import { httpError, notFound, unknownIntent } from "~/utils/misc.ts";

// The one refusal type and the one reply (issue 21, ADR 137).
const submission = {
  reply: (opts: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => ({ status: "error", ...opts }),
};

describe("refusals", () => {
  it("carry their field and class name, and subclasses are refusals", () => {
    class CartInputError extends Refusal {
      declare readonly field: string;
      constructor(field: string, message: string) {
        super(message, field);
      }
    }
    const e = new CartInputError("vesselId", "Choose one of your vessels");
    expect(e).toBeInstanceOf(Refusal);
    expect(e).toMatchObject({ name: "CartInputError", field: "vesselId", message: "Choose one of your vessels" });
  });

  it("are answered next to their field, or above the form, with status 400 unless told", async () => {
    const byField = refusalReply(submission, new Refusal("Choose a later date", "firstVisit"));
    expect(byField.status).toBe(400);
    expect(await byField.json()).toEqual({
      result: { status: "error", fieldErrors: { firstVisit: ["Choose a later date"] } },
    });
    const whole = refusalReply(submission, new Refusal("Card payments are not available right now."), 503);
    expect(whole.status).toBe(503);
    expect(await whole.json()).toEqual({
      result: { status: "error", formErrors: ["Card payments are not available right now."] },
    });
  });
});

describe("4xx answers", () => {
  it("are plain-text responses with the status and message", async () => {
    const r = httpError(409, "Already paid");
    expect(r.status).toBe(409);
    expect(r.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await r.text()).toBe("Already paid");
    expect(notFound().status).toBe(404);
    expect(await notFound().text()).toBe("Not found");
    expect(unknownIntent().status).toBe(400);
    expect(await unknownIntent().text()).toMatch(/Reload the page/);
  });
});
