// A subcontractor's insurance certificate (issue 16, ADR 161 addendum): the file is judged by its bytes only, the
// expiry must be a date still to come (and not absurdly far), and the office is warned — not stopped — when the
// business's cover is missing or expired.
import { describe, expect, it } from "vitest";
import {
  certificateExpiryProblem,
  certificateProblem,
  certificateType,
  certificateUploadSchema,
  insuranceStatus,
  insuranceWarning,
  MAX_CERTIFICATE_BYTES,
} from "~/domain/subcontractor-documents.ts";
import { sendWorkOrderSchema, workOrderLinkPath } from "~/domain/work-orders.ts";

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new Uint8Array(Buffer.from(s));
const file = (b: Uint8Array, size = b.length) => ({ size, bytes: b });
const PDF = text("%PDF-1.4\n1 0 obj\n");
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const HEIC = new Uint8Array([0, 0, 0, 0x18, ...Buffer.from("ftypheic")]);

describe("the certificate file", () => {
  it("is a PDF, JPEG or PNG by its first bytes", () => {
    expect(certificateType(PDF)).toBe("application/pdf");
    expect(certificateType(JPEG)).toBe("image/jpeg");
    expect(certificateType(PNG)).toBe("image/png");
  });

  it("refuses anything else whatever it is called — text, a script, HEIC, an empty file — with a clear message", () => {
    expect(certificateType(text("Certificate of currency.pdf"))).toBeNull();
    expect(certificateType(text("<script>alert(1)</script>"))).toBeNull();
    expect(certificateType(HEIC)).toBeNull();
    expect(certificateProblem(file(text("not really a pdf")))).toMatch(/not a PDF, JPEG or PNG/);
    expect(certificateProblem(null)).toMatch(/Choose the certificate file/);
    expect(certificateProblem(file(new Uint8Array(0)))).toMatch(/Choose the certificate file/);
    expect(certificateProblem(file(PDF))).toBeNull();
  });

  it("is at most 10 MB", () => {
    expect(certificateProblem(file(PDF, MAX_CERTIFICATE_BYTES))).toBeNull();
    expect(certificateProblem(file(PDF, MAX_CERTIFICATE_BYTES + 1))).toMatch(/the limit is 10 MB/);
  });
});

describe("the expiry date", () => {
  const today = "2026-11-27";
  it("must not have passed (today itself is still cover)", () => {
    expect(certificateExpiryProblem("2026-11-26", today)).toMatch(/passed/);
    expect(certificateExpiryProblem(today, today)).toBeNull();
    expect(certificateExpiryProblem("2027-06-30", today)).toBeNull();
  });
  it("is at most three years out (a wrong year is caught)", () => {
    expect(certificateExpiryProblem("2029-11-27", today)).toBeNull();
    expect(certificateExpiryProblem("2036-06-30", today)).toMatch(/Check the year/);
  });
  it("is asked for with the insurer and the policy number", () => {
    const r = certificateUploadSchema.safeParse({ insurer: "Q", policyNumber: "", expiresOn: "30/06/2027" });
    expect(r.success).toBe(false);
    const fields = r.success ? [] : r.error.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["insurer", "policyNumber", "expiresOn"]));
    expect(
      certificateUploadSchema.parse({ insurer: " QBE ", policyNumber: "PL-1", expiresOn: "2027-06-30" }).insurer,
    ).toBe("QBE");
  });
});

describe("the business's cover, for the office", () => {
  const today = "2026-11-27";
  const pl = (expiresOn: string | null, verifiedAt: string | null = null) => ({
    type: "public_liability",
    expiresOn,
    verifiedAt,
  });

  it("is missing when no insurance is on file (other credentials do not count)", () => {
    const s = insuranceStatus([{ type: "commercial_diver", expiresOn: "2030-01-01" }], today);
    expect(s.state).toBe("missing");
    expect(insuranceWarning(s)).toMatch(/No insurance certificate on file/);
    expect(insuranceWarning(s)).toMatch(/still send the job/);
  });

  it("counts the certificate that runs longest", () => {
    const s = insuranceStatus([pl("2026-01-31"), pl("2027-06-30", "2026-11-20"), pl("2026-12-01")], today);
    expect(s).toEqual({ state: "valid", expiresOn: "2027-06-30", verified: true });
    expect(insuranceWarning(s)).toBeNull();
  });

  it("warns when the only cover has expired, and flags one ending within 30 days without a warning", () => {
    const expired = insuranceStatus([pl("2026-11-26")], today);
    expect(expired.state).toBe("expired");
    expect(insuranceWarning(expired)).toMatch(/expired on Thu 26 Nov 2026/);
    const soon = insuranceStatus([pl("2026-12-20")], today);
    expect(soon.state).toBe("expiring");
    expect(insuranceWarning(soon)).toBeNull();
    expect(insuranceStatus([pl(today)], today).state).toBe("expiring");
  });

  it("takes a certificate with no end date as running for ever", () => {
    expect(insuranceStatus([pl("2025-01-01"), pl(null)], today)).toEqual({
      state: "valid",
      expiresOn: null,
      verified: false,
    });
  });
});

describe("e-mailing the link with a job", () => {
  it("is asked for with a tick box (off unless ticked)", () => {
    expect(sendWorkOrderSchema.parse({ jobNumber: "#12" }).emailLink).toBe(false);
    expect(sendWorkOrderSchema.parse({ jobNumber: "12", emailLink: true }).emailLink).toBe(true);
  });
  it("points at the dashboard, or the upload page, with the token in the query", () => {
    expect(workOrderLinkPath("abc")).toBe("/subcontractor/dashboard?token=abc");
    expect(workOrderLinkPath("a+b", "/subcontractor/upload")).toBe("/subcontractor/upload?token=a%2Bb");
  });
});
