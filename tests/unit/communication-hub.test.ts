// The communication hub's filters and retry rule (issue 18, ADR 181).
import { describe, expect, it } from "vitest";
import { parseOutboxFilters, retryProblem } from "~/domain/communication-hub.ts";

describe("outbox filters from the URL", () => {
  it("reads the known values and ignores the rest", () => {
    const f = parseOutboxFilters(
      new URLSearchParams(
        "status=failed&to=%20Robin@X.example%20&template=quote.sent&from=2026-11-01&until=2026-11-30",
      ),
    );
    expect(f).toEqual({
      status: "failed",
      to: "robin@x.example",
      template: "quote.sent",
      from: "2026-11-01",
      until: "2026-11-30",
    });
    expect(parseOutboxFilters(new URLSearchParams("status=lost&template=nope&from=yesterday"))).toEqual({
      status: null,
      to: "",
      template: null,
      from: null,
      until: null,
    });
  });

  it("accepts 'not from a template' and swaps a reversed date range", () => {
    const f = parseOutboxFilters(new URLSearchParams("template=none&from=2026-12-01&until=2026-11-01"));
    expect(f.template).toBe("none");
    expect([f.from, f.until]).toEqual(["2026-11-01", "2026-12-01"]);
  });
});

describe("sending a failed e-mail again", () => {
  it("is for failed e-mails without attachments, once", () => {
    expect(retryProblem({ status: "failed", retriedById: null, attachments: null })).toBeNull();
    expect(retryProblem({ status: "sent", retriedById: null, attachments: null })).toMatch(/Only a failed/);
    expect(retryProblem({ status: "failed", retriedById: "m2", attachments: null })).toMatch(/already/);
    expect(retryProblem({ status: "failed", retriedById: null, attachments: "[]" })).toMatch(/attachments/);
  });
});
