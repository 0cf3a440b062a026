import { describe, expect, it } from "vitest";
import {
  expiryState,
  fileProblem,
  formatBytes,
  quotaProblem,
  reminderDue,
  safeFileName,
  sniffType,
  TIERS,
} from "~/domain/documents.ts";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p, "latin1")] : p)));

describe("file type from the bytes", () => {
  it("knows PDF, JPEG, PNG and HEIC by their first bytes", () => {
    expect(sniffType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("image/jpeg");
    expect(sniffType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffType(bytes([0, 0, 0, 0x18], "ftypheic", [0, 0]))).toBe("image/heic");
    expect(sniffType(bytes([0, 0, 0, 0x18], "ftypmif1"))).toBe("image/heic");
  });
  it("refuses anything else, whatever it is called: text, HTML, an MP4, an empty file", () => {
    expect(sniffType(bytes("hello, I am a .pdf"))).toBeNull();
    expect(sniffType(bytes("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffType(bytes([0, 0, 0, 0x18], "ftypisom"))).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
    expect(fileProblem({ size: 20, bytes: bytes("plain text posing as pdf") })).toMatch(/PDF, JPEG, PNG or HEIC/);
    expect(fileProblem(null)).toBe("Choose a file to upload");
    expect(fileProblem({ size: 11 * 1024 * 1024, bytes: bytes("%PDF-") })).toMatch(/11.0 MB; the limit is 10 MB/);
    expect(fileProblem({ size: 9, bytes: bytes("%PDF-1.4\n") })).toBeNull();
  });
  it("names the download from the detected type, never the uploaded extension", () => {
    expect(safeFileName("Insurance 2026.PDF", "application/pdf")).toBe("Insurance-2026.pdf");
    expect(safeFileName("../../etc/passwd.png", "image/jpeg")).toBe("etcpasswd.jpg");
    expect(safeFileName('"quote".pdf', "application/pdf")).toBe("quote.pdf");
    expect(safeFileName("....", "image/png")).toBe("document.png");
  });
});

describe("expiry", () => {
  it("is expired, due within 30 days, valid or none", () => {
    expect(expiryState("2026-11-23", "2026-11-24")).toBe("expired");
    expect(expiryState("2026-11-24", "2026-11-24")).toBe("due_soon");
    expect(expiryState("2026-12-24", "2026-11-24")).toBe("due_soon");
    expect(expiryState("2026-12-25", "2026-11-24")).toBe("valid");
    expect(expiryState(null, "2026-11-24")).toBe("none");
  });
  it("reminds at 30 days, 7 days and on the day — the nearest threshold reached", () => {
    expect(reminderDue("2027-01-30", "2026-11-24")).toBeNull();
    expect(reminderDue("2026-12-24", "2026-11-24")?.key).toBe("30d");
    expect(reminderDue("2026-12-01", "2026-11-24")?.key).toBe("7d");
    expect(reminderDue("2026-11-24", "2026-11-24")?.key).toBe("expired");
    expect(reminderDue("2026-01-01", "2026-11-24")?.key).toBe("expired");
  });
});

describe("tiers and quotas", () => {
  it("gives standard 100 MB, premium 2 GB with versions, ultra 10 GB with share links", () => {
    expect(formatBytes(TIERS.standard.quotaBytes)).toBe("100.0 MB");
    expect(TIERS.premium).toMatchObject({ keepsVersions: true, shareLinks: false });
    expect(TIERS.ultra).toMatchObject({ keepsVersions: true, shareLinks: true, historyPack: true });
  });
  it("refuses an upload past the quota, counting the file a standard upload replaces as freed", () => {
    const mb = 1024 * 1024;
    expect(quotaProblem("standard", 95 * mb, 4 * mb)).toBeNull();
    expect(quotaProblem("standard", 98 * mb, 4 * mb)).toMatch(
      /past your Standard storage of 100.0 MB \(98.0 MB used\)/,
    );
    expect(quotaProblem("standard", 98 * mb, 4 * mb, 3 * mb)).toBeNull();
    expect(quotaProblem("premium", 98 * mb, 4 * mb)).toBeNull();
  });
});
