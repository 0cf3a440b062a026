// Imports (issue 18, ADR 185): a WordPress/WooCommerce export (WXR) or a CSV, turned into the customers and vessels
// Bosun keeps. Pure: the file is already parsed (utils/import-files.server.ts); this maps each source row to a
// record or to a reason it is skipped. Every row has a source key (the WordPress id, or the e-mail for a CSV
// customer) so importing the same file again finds what it made and creates nothing.
import { z } from "zod";
import { VESSEL_TYPES, type VesselType } from "./vessel-types.ts";
import { isOneOf, isIn } from "./labelled-values.ts";

export const IMPORT_SOURCES = ["wordpress", "customers", "vessels"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** The pages: /admin/migrate-wordpress (= /admin/wordpress-migration) and /admin/{customers,vessels}-migration. */
export const IMPORT_PAGES: Record<ImportSource, { path: string; title: string; file: "wxr" | "csv" }> = {
  wordpress: { path: "/admin/migrate-wordpress", title: "WordPress migration", file: "wxr" },
  customers: { path: "/admin/customers-migration", title: "Customer CSV import", file: "csv" },
  vessels: { path: "/admin/vessels-migration", title: "Vessel CSV import", file: "csv" },
};

export const isImportSource = isOneOf(IMPORT_SOURCES);

/** Files larger than this are refused before parsing; records beyond MAX_IMPORT_RECORDS too (split the export). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_RECORDS = 5_000;

// ───────────── records ─────────────

const email = z.string().trim().toLowerCase().max(200).email("is not an e-mail address");
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `is longer than ${max} characters`)
    .transform((v) => v || null)
    .nullable()
    .optional();

export const customerRecordSchema = z.object({
  email,
  fullName: z.string().trim().min(1, "is empty").max(120, "is longer than 120 characters"),
  phone: optionalText(30),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

export const vesselRecordSchema = z.object({
  ownerEmail: email,
  name: z.string().trim().min(1, "is empty").max(80, "is longer than 80 characters"),
  type: z.enum(VESSEL_TYPES),
  lengthMetres: z.number().min(1, "length must be 1–100 m").max(100, "length must be 1–100 m").nullable(),
  year: z.number().int().min(1900, "year must be 1900–2100").max(2100, "year must be 1900–2100").nullable(),
  make: optionalText(80),
  model: optionalText(80),
  registration: optionalText(40),
  homeMarina: optionalText(120),
});
export type VesselRecord = z.infer<typeof vesselRecordSchema>;

export type MappedRow =
  | { line: string; sourceKey: string; kind: "customer"; record: CustomerRecord }
  | { line: string; sourceKey: string; kind: "vessel"; record: VesselRecord };

export interface SkippedRow {
  line: string;
  sourceKey: string | null;
  reason: string;
}

export interface MappedFile {
  rows: MappedRow[];
  skipped: SkippedRow[];
}

const VESSEL_TYPE_ALIASES: Record<string, VesselType> = {
  motor: "motor_yacht",
  "motor yacht": "motor_yacht",
  cruiser: "motor_yacht",
  powerboat: "motor_yacht",
  sail: "sailing_yacht",
  sailing: "sailing_yacht",
  "sailing yacht": "sailing_yacht",
  yacht: "sailing_yacht",
  catamaran: "catamaran",
  cat: "catamaran",
  runabout: "runabout",
  "sports boat": "runabout",
  trailer: "trailer_boat",
  "trailer boat": "trailer_boat",
};

/** A vessel type as a person writes it ('Motor Yacht', 'motor_yacht', 'cat'), or 'other'. */
export function vesselTypeOf(raw: string | null | undefined): VesselType {
  const v = (raw ?? "").trim().toLowerCase();
  if (isIn(VESSEL_TYPES, v)) return v;
  return VESSEL_TYPE_ALIASES[v.replace(/[_-]+/g, " ")] ?? "other";
}

/** A number as typed ('12.5', '12.5 m', '41ft' → metres), null when empty; NaN when it is not a number. */
export function lengthMetresOf(raw: string | null | undefined): number | null {
  const v = (raw ?? "").trim().toLowerCase();
  if (!v) return null;
  const m = /^(\d+(?:\.\d+)?)\s*(m|metres?|meters?|ft|feet|')?$/.exec(v);
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] && /^(ft|feet|')$/.test(m[2]) ? Math.round(n * 0.3048 * 10) / 10 : n;
}

export function yearOf(raw: string | null | undefined): number | null {
  const v = (raw ?? "").trim();
  if (!v) return null;
  return /^\d{4}$/.test(v) ? Number(v) : Number.NaN;
}

/** Zod's complaint about a row, as one sentence naming the fields. */
function problemOf(error: z.ZodError, labels: Record<string, string>): string {
  return error.issues
    .map((i) => {
      const field = String(i.path[0] ?? "");
      const label = labels[field] ?? field;
      const message = i.code === "invalid_type" && i.received === "nan" ? "is not a number" : i.message;
      return message.startsWith("is ") || message.startsWith("has ") ? `${label} ${message}` : `${label}: ${message}`;
    })
    .join("; ");
}

const CUSTOMER_LABELS = { email: "E-mail", fullName: "Name", phone: "Phone" };
const VESSEL_LABELS = {
  ownerEmail: "Owner e-mail",
  name: "Vessel name",
  type: "Type",
  lengthMetres: "Length",
  year: "Year",
  make: "Make",
  model: "Model",
  registration: "Registration",
  homeMarina: "Home marina",
};

export function mapCustomer(input: {
  email: string | null | undefined;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
}): { ok: true; record: CustomerRecord } | { ok: false; reason: string } {
  const name =
    (input.fullName ?? "").trim() ||
    [input.firstName, input.lastName]
      .map((p) => (p ?? "").trim())
      .join(" ")
      .trim();
  const parsed = customerRecordSchema.safeParse({
    email: input.email ?? "",
    fullName: name,
    phone: input.phone ?? null,
  });
  if (!parsed.success) return { ok: false, reason: problemOf(parsed.error, CUSTOMER_LABELS) };
  return { ok: true, record: parsed.data };
}

export function mapVessel(
  input: Record<string, string | null | undefined>,
): { ok: true; record: VesselRecord } | { ok: false; reason: string } {
  const parsed = vesselRecordSchema.safeParse({
    ownerEmail: input.ownerEmail ?? "",
    name: input.name ?? "",
    type: vesselTypeOf(input.type),
    lengthMetres: lengthMetresOf(input.lengthMetres),
    year: yearOf(input.year),
    make: input.make ?? null,
    model: input.model ?? null,
    registration: input.registration ?? null,
    homeMarina: input.homeMarina ?? null,
  });
  if (!parsed.success) {
    return { ok: false, reason: problemOf(parsed.error, VESSEL_LABELS) };
  }
  return { ok: true, record: parsed.data };
}

/** Rows whose source key or e-mail appeared earlier in the same file are skipped, naming the first. */
function withoutDuplicates(file: MappedFile): MappedFile {
  const seenKeys = new Map<string, string>();
  const seenEmails = new Map<string, string>();
  const rows: MappedRow[] = [];
  const skipped = [...file.skipped];
  for (const row of file.rows) {
    const first = seenKeys.get(row.sourceKey);
    const emailKey = row.kind === "customer" ? row.record.email : null;
    const firstEmail = emailKey ? seenEmails.get(emailKey) : undefined;
    if (first || firstEmail) {
      skipped.push({
        line: row.line,
        sourceKey: row.sourceKey,
        reason: `Same ${first ? "record" : "e-mail"} as ${first ?? firstEmail} earlier in the file`,
      });
      continue;
    }
    seenKeys.set(row.sourceKey, row.line);
    if (emailKey) seenEmails.set(emailKey, row.line);
    rows.push(row);
  }
  return { rows, skipped };
}

// ───────────── WordPress (WXR) ─────────────

/** What utils/import-files.server.ts reads from a WXR file. */
export interface WxrDocument {
  /** The site the export came from (wp:base_site_url): WordPress ids are unique only within one site. */
  site: string;
  authors: { id: string; login: string; email: string; displayName: string; firstName: string; lastName: string }[];
  items: { postId: string; postType: string; title: string; status: string; meta: Record<string, string> }[];
}

const NOT_IMPORTED: Record<string, string> = {
  page: "WordPress pages are not imported: the public site's pages are Bosun's own",
  post: "Blog posts are not imported",
  attachment: "Media files are not imported (upload photos to the vessel or the portfolio)",
  nav_menu_item: "Menus are not imported",
  product: "Products are not imported: services are set in the service catalogue",
  product_variation: "Products are not imported: services are set in the service catalogue",
  shop_subscription: "Subscriptions are not imported: customers sign up again with a saved card",
};

/**
 * A WXR export → customers (from the site's users and from WooCommerce orders' billing details) and vessels (the
 * 'vessel' post type with owner_email, vessel_type, length_metres, year, make, model, registration and home_marina
 * meta). Orders themselves and content are listed as skipped with the reason.
 */
export function mapWxr(doc: WxrDocument): MappedFile {
  const rows: MappedRow[] = [];
  const skipped: SkippedRow[] = [];
  for (const a of doc.authors) {
    const line = `User ${a.login || a.id}`;
    const sourceKey = `user:${a.id || a.login}`;
    const mapped = mapCustomer({
      email: a.email,
      fullName: [a.firstName, a.lastName].join(" ").trim() || a.displayName || a.login,
    });
    if (mapped.ok) rows.push({ line, sourceKey, kind: "customer", record: mapped.record });
    else skipped.push({ line, sourceKey, reason: mapped.reason });
  }
  for (const item of doc.items) {
    const line = `${item.postType || "item"} #${item.postId}${item.title ? ` “${item.title.slice(0, 60)}”` : ""}`;
    const sourceKey = `post:${item.postId}`;
    if (!item.postId) {
      skipped.push({ line, sourceKey: null, reason: "Has no post id, so it could not be imported only once" });
      continue;
    }
    if (item.postType === "vessel") {
      if (item.status === "trash") {
        skipped.push({ line, sourceKey, reason: "In the WordPress trash" });
        continue;
      }
      const m = item.meta;
      const mapped = mapVessel({
        ownerEmail: m.owner_email,
        name: item.title,
        type: m.vessel_type,
        lengthMetres: m.length_metres,
        year: m.year,
        make: m.make,
        model: m.model,
        registration: m.registration,
        homeMarina: m.home_marina,
      });
      if (mapped.ok) rows.push({ line, sourceKey, kind: "vessel", record: mapped.record });
      else skipped.push({ line, sourceKey, reason: mapped.reason });
    } else if (item.postType === "shop_order") {
      const m = item.meta;
      const mapped = mapCustomer({
        email: m._billing_email,
        firstName: m._billing_first_name,
        lastName: m._billing_last_name,
        phone: m._billing_phone,
      });
      if (!mapped.ok) {
        skipped.push({ line, sourceKey, reason: `Order's customer: ${mapped.reason}` });
        continue;
      }
      rows.push({
        line: `Customer of ${line}`,
        sourceKey: `customer:${mapped.record.email}`,
        kind: "customer",
        record: mapped.record,
      });
    } else {
      skipped.push({
        line,
        sourceKey,
        reason: NOT_IMPORTED[item.postType] ?? `A WordPress '${item.postType || "unknown"}' item is not imported`,
      });
    }
  }
  return withoutDuplicates({ rows, skipped });
}

// ───────────── CSV with a column mapping ─────────────

export const CSV_FIELDS = {
  customers: [
    {
      field: "email",
      label: "E-mail",
      required: true,
      aliases: ["email", "e-mail", "email address", "billing_email", "billing email", "user_email"],
    },
    {
      field: "fullName",
      label: "Full name",
      required: false,
      aliases: ["name", "full name", "fullname", "full_name", "display_name", "customer"],
    },
    {
      field: "firstName",
      label: "First name",
      required: false,
      aliases: ["first name", "firstname", "first_name", "billing_first_name", "given name"],
    },
    {
      field: "lastName",
      label: "Last name",
      required: false,
      aliases: ["last name", "lastname", "last_name", "billing_last_name", "surname", "family name"],
    },
    {
      field: "phone",
      label: "Phone",
      required: false,
      aliases: ["phone", "phone number", "mobile", "billing_phone", "telephone"],
    },
  ],
  vessels: [
    {
      field: "ownerEmail",
      label: "Owner e-mail",
      required: true,
      aliases: ["owner email", "owner_email", "email", "e-mail", "customer email"],
    },
    {
      field: "name",
      label: "Vessel name",
      required: true,
      aliases: ["vessel name", "vessel", "name", "boat", "boat name", "vessel_name"],
    },
    { field: "type", label: "Type", required: false, aliases: ["type", "vessel type", "vessel_type", "boat type"] },
    {
      field: "lengthMetres",
      label: "Length (m)",
      required: false,
      aliases: ["length", "length (m)", "length_metres", "length metres", "loa"],
    },
    { field: "year", label: "Year", required: false, aliases: ["year", "year built", "built"] },
    { field: "make", label: "Make", required: false, aliases: ["make", "builder", "manufacturer"] },
    { field: "model", label: "Model", required: false, aliases: ["model"] },
    {
      field: "registration",
      label: "Registration",
      required: false,
      aliases: ["registration", "rego", "registration number"],
    },
    {
      field: "homeMarina",
      label: "Home marina",
      required: false,
      aliases: ["home marina", "marina", "home_marina", "berth location"],
    },
  ],
} as const;

export type CsvSource = keyof typeof CSV_FIELDS;
/** Field → column index in the header (null: not in the file). */
export type ColumnMapping = Record<string, number | null>;

const norm = (h: string) => h.trim().toLowerCase().replace(/\s+/g, " ");

/** The column for each field, guessed from the header's names (the admin can change it on the preview). */
export function guessColumnMapping(source: CsvSource, header: readonly string[]): ColumnMapping {
  const names = header.map(norm);
  const used = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const f of CSV_FIELDS[source]) {
    const index = names.findIndex((n, i) => !used.has(i) && isIn(f.aliases, n));
    mapping[f.field] = index >= 0 ? index : null;
    if (index >= 0) used.add(index);
  }
  return mapping;
}

/** A mapping posted from the preview form, kept only where it names a real column. */
export function columnMappingFrom(
  source: CsvSource,
  header: readonly string[],
  posted: Record<string, unknown>,
): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const f of CSV_FIELDS[source]) {
    const raw = posted[f.field];
    const n = typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : null;
    mapping[f.field] = n !== null && n < header.length ? n : null;
  }
  return mapping;
}

/** The required fields that have no column. */
export function missingColumns(source: CsvSource, mapping: ColumnMapping): string[] {
  return CSV_FIELDS[source].filter((f) => f.required && mapping[f.field] == null).map((f) => f.label);
}

/** CSV records (the header excluded) → rows, with the line number a spreadsheet shows (header = line 1). */
export function mapCsv(
  source: CsvSource,
  mapping: ColumnMapping,
  records: readonly (readonly string[])[],
  /** Each record's line in the file, when the parser told (blank lines shift them). */
  lines?: readonly number[],
): MappedFile {
  const rows: MappedRow[] = [];
  const skipped: SkippedRow[] = [];
  const missing = missingColumns(source, mapping);
  if (missing.length) {
    return { rows, skipped: [{ line: "Header", sourceKey: null, reason: `No column for: ${missing.join(", ")}` }] };
  }
  records.forEach((record, i) => {
    const line = `Line ${lines?.[i] ?? i + 2}`;
    const value = (field: string) => {
      const index = mapping[field];
      return index == null ? null : (record[index] ?? null);
    };
    if (record.every((cell) => !cell.trim())) return;
    if (source === "customers") {
      const mapped = mapCustomer({
        email: value("email"),
        fullName: value("fullName"),
        firstName: value("firstName"),
        lastName: value("lastName"),
        phone: value("phone"),
      });
      if (mapped.ok)
        rows.push({ line, sourceKey: `customer:${mapped.record.email}`, kind: "customer", record: mapped.record });
      else skipped.push({ line, sourceKey: null, reason: mapped.reason });
    } else {
      const fields = Object.fromEntries(CSV_FIELDS.vessels.map((f) => [f.field, value(f.field)]));
      const mapped = mapVessel(fields);
      if (mapped.ok)
        rows.push({
          line,
          sourceKey: `vessel:${mapped.record.ownerEmail}:${mapped.record.name.toLowerCase()}`,
          kind: "vessel",
          record: mapped.record,
        });
      else skipped.push({ line, sourceKey: null, reason: mapped.reason });
    }
  });
  return withoutDuplicates({ rows, skipped });
}

// ───────────── what applying would do ─────────────

export type RowAction =
  { action: "create" } | { action: "unchanged"; reason: string } | { action: "skip"; reason: string };

export interface RowFacts {
  /** The source key was imported before. */
  importedBefore: boolean;
  /** For a customer: an account with this e-mail exists (not made by an import of this row). */
  emailTaken: boolean;
  /** For a vessel: the owner exists, or is created by this same import. */
  ownerKnown: boolean;
  /** For a vessel: the owner already has a vessel of this name. */
  vesselExists: boolean;
}

/** What applying does with one row, given what the database holds. */
export function rowAction(row: MappedRow, f: RowFacts): RowAction {
  if (f.importedBefore) return { action: "unchanged", reason: "Imported before: nothing to change" };
  if (row.kind === "customer") {
    if (f.emailTaken) return { action: "skip", reason: "An account with this e-mail already exists: left as it is" };
    return { action: "create" };
  }
  if (!f.ownerKnown)
    return { action: "skip", reason: `No customer with e-mail ${row.record.ownerEmail} (import the customer first)` };
  if (f.vesselExists) return { action: "skip", reason: "This owner already has a vessel with this name" };
  return { action: "create" };
}

/** One sentence for a customer or vessel row in the preview. */
export function describeRow(row: MappedRow): string {
  if (row.kind === "customer")
    return `Customer ${row.record.fullName} <${row.record.email}>${row.record.phone ? `, ${row.record.phone}` : ""}`;
  const r = row.record;
  const extra = [r.lengthMetres ? `${r.lengthMetres} m` : null, r.year, r.make].filter(Boolean).join(", ");
  return `Vessel ${r.name} (${r.type.replace("_", " ")}${extra ? `, ${extra}` : ""}) for ${r.ownerEmail}`;
}

/** Quick checks on the bytes before any parser sees them. */
export function fileProblem(kind: "wxr" | "csv", bytes: Uint8Array, text: string): string | null {
  if (bytes.length === 0) return "The file is empty.";
  if (bytes.length > MAX_IMPORT_BYTES)
    return `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB: split the export.`;
  if (bytes.includes(0)) return "This is not a text file (it has binary content).";
  if (text.includes("\uFFFD")) return "The file is not UTF-8 text: export it again as UTF-8.";
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (kind === "wxr") {
    if (!start.startsWith("<?xml") && !start.startsWith("<rss"))
      return "This is not an XML file: choose the WordPress export (Tools → Export, a .xml file).";
    if (/<!DOCTYPE|<!ENTITY/i.test(text))
      return "The XML declares a DOCTYPE or entities, which a WordPress export never does: refused.";
  } else if (start.startsWith("<")) {
    return "This looks like XML or HTML, not CSV: use the WordPress migration page for a .xml export.";
  }
  return null;
}
