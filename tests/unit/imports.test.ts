// Import mapping and validation (issue 18, ADR 185): WXR and CSV rows → customers and vessels, with the reason
// for every row left out, and what applying does with each row.
import { describe, expect, it } from "vitest";
import {
  fileProblem,
  guessColumnMapping,
  lengthMetresOf,
  mapCsv,
  mapWxr,
  rowAction,
  vesselTypeOf,
  columnMappingFrom,
  type MappedRow,
} from "~/domain/imports.ts";
import { parseCsv, parseWxr } from "~/utils/import-files.server.ts";
import { smallWxr } from "../support/imports/wxr.ts";

const enc = (s: string) => new TextEncoder().encode(s);

describe("a WordPress export", () => {
  const mapped = mapWxr(parseWxr(smallWxr("t1")));

  it("knows which site it came from (WordPress ids are unique only there)", () => {
    expect(parseWxr(smallWxr("t1")).site).toBe("https://old-t1.example");
  });

  it("maps users and order customers to customers and 'vessel' posts to vessels", () => {
    expect(mapped.rows.map((r) => [r.kind, r.sourceKey])).toEqual([
      ["customer", "user:1"],
      ["customer", "user:2"],
      ["vessel", "post:11"],
      ["customer", "customer:pat.t1@wp-import.example"],
    ]);
    const vessel = mapped.rows[2] as Extract<MappedRow, { kind: "vessel" }>;
    expect(vessel.record).toMatchObject({
      ownerEmail: "jo.t1@wp-import.example",
      name: "Sea Breeze t1",
      type: "motor_yacht",
      lengthMetres: 12.5,
      year: 2015,
      make: "Riviera",
    });
    const pat = mapped.rows[3] as Extract<MappedRow, { kind: "customer" }>;
    expect(pat.record).toEqual({ email: "pat.t1@wp-import.example", fullName: "Pat Mooring", phone: "0400 000 111" });
  });

  it("lists every row it leaves out, with the reason", () => {
    const reasons = Object.fromEntries(mapped.skipped.map((s) => [s.line, s.reason]));
    expect(reasons["User broken-t1"]).toBe("E-mail is not an e-mail address");
    expect(reasons["page #10 “About us”"]).toMatch(/pages are not imported/);
    expect(reasons["vessel #12 “Long Shot t1”"]).toBe("Length is not a number");
    expect(reasons["Customer of shop_order #14 “Order 2”"]).toBe("Same e-mail as User jo-t1 earlier in the file");
    expect(mapped.skipped).toHaveLength(4);
  });

  it("refuses what is not a WordPress export before parsing", () => {
    expect(fileProblem("wxr", enc(""), "")).toMatch(/empty/);
    expect(fileProblem("wxr", enc("name,email"), "name,email")).toMatch(/not an XML file/);
    const bomb = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><rss/>`;
    expect(fileProblem("wxr", enc(bomb), bomb)).toMatch(/DOCTYPE/);
    expect(fileProblem("wxr", new Uint8Array([60, 63, 0, 1]), "<?\u0000")).toMatch(/not a text file/);
    expect(() => parseWxr(`<?xml version="1.0"?><rss><channel><item></channel></rss>`)).toThrow(/not well formed/);
    expect(() => parseWxr(`<?xml version="1.0"?><feed></feed>`)).toThrow(/not a WordPress export/);
  });
});

describe("a CSV with a column mapping", () => {
  const csv = `E-mail,First name,Last name,Mobile\r\nann@csv.example,Ann,Lee,0400 111 222\r\nbad-email,Bob,Bad,\r\n,,,\r\nANN@csv.example,Ann,Again,\r\nzed@csv.example,,,\r\n`;
  const { header, records } = parseCsv(csv);

  it("guesses the columns from the header's names", () => {
    expect(guessColumnMapping("customers", header)).toEqual({
      email: 0,
      fullName: null,
      firstName: 1,
      lastName: 2,
      phone: 3,
    });
  });

  it("reports each bad line with its spreadsheet line number and keeps the good ones", () => {
    const mapped = mapCsv("customers", guessColumnMapping("customers", header), records);
    expect(mapped.rows.map((r) => r.sourceKey)).toEqual(["customer:ann@csv.example"]);
    expect(mapped.skipped).toEqual([
      { line: "Line 3", sourceKey: null, reason: "E-mail is not an e-mail address" },
      { line: "Line 6", sourceKey: null, reason: "Name is empty" },
      { line: "Line 5", sourceKey: "customer:ann@csv.example", reason: "Same record as Line 2 earlier in the file" },
    ]);
  });

  it("refuses a mapping without the required columns, and takes only real columns from the form", () => {
    const mapped = mapCsv("vessels", guessColumnMapping("vessels", ["Boat", "Length"]), [["X", "10"]]);
    expect(mapped.rows).toEqual([]);
    expect(mapped.skipped[0]!.reason).toBe("No column for: Owner e-mail");
    expect(columnMappingFrom("vessels", ["a", "b"], { ownerEmail: "1", name: "7", type: "x" })).toMatchObject({
      ownerEmail: 1,
      name: null,
      type: null,
    });
  });

  it("reads vessel types and lengths as people write them", () => {
    expect(vesselTypeOf("Motor Yacht")).toBe("motor_yacht");
    expect(vesselTypeOf("cat")).toBe("catamaran");
    expect(vesselTypeOf("submarine")).toBe("other");
    expect(lengthMetresOf("41ft")).toBe(12.5);
    expect(lengthMetresOf("12.5 m")).toBe(12.5);
    expect(lengthMetresOf("")).toBeNull();
    expect(lengthMetresOf("long")).toBeNaN();
  });
});

describe("what applying does with a row", () => {
  const customer: MappedRow = {
    line: "Line 2",
    sourceKey: "customer:a@x.example",
    kind: "customer",
    record: { email: "a@x.example", fullName: "A", phone: null },
  };
  const vessel: MappedRow = {
    line: "Line 3",
    sourceKey: "post:1",
    kind: "vessel",
    record: {
      ownerEmail: "a@x.example",
      name: "V",
      type: "other",
      lengthMetres: null,
      year: null,
      make: null,
      model: null,
      registration: null,
      homeMarina: null,
    },
  };
  const none = { importedBefore: false, emailTaken: false, ownerKnown: true, vesselExists: false };

  it("creates new records, leaves imported ones unchanged, and never overwrites an existing account", () => {
    expect(rowAction(customer, none)).toEqual({ action: "create" });
    expect(rowAction(customer, { ...none, importedBefore: true }).action).toBe("unchanged");
    expect(rowAction(customer, { ...none, emailTaken: true }).action).toBe("skip");
    expect(rowAction(vessel, { ...none, ownerKnown: false })).toMatchObject({ action: "skip" });
    expect(rowAction(vessel, { ...none, vesselExists: true })).toMatchObject({ action: "skip" });
  });
});
