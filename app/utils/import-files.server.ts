// Reading an uploaded import file (issue 18, ADR 185) with well-kept parsers: fast-xml-parser for a WordPress export
// (WXR), csv-parse for a CSV. The bytes were checked first (domain/imports.ts fileProblem): size, text, UTF-8,
// XML without DOCTYPE or entity declarations. What comes out is plain data for the pure mapping.
import { parse as parseCsvSync } from "csv-parse/sync";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { MAX_IMPORT_RECORDS, type WxrDocument } from "~/domain/imports.ts";

export class ImportFileError extends Error {}

const ARRAYS = new Set(["item", "wp:author", "wp:postmeta"]);

const text = (v: unknown): string => {
  if (v == null) return "";
  if (typeof v === "string") return v.trim();
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return "";
};

/** A WXR export → its authors and items with their meta. Throws ImportFileError with a message for the admin. */
export function parseWxr(xml: string): WxrDocument {
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new ImportFileError(`The XML is not well formed (line ${valid.err.line}: ${valid.err.msg}).`);
  const parser = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    trimValues: true,
    isArray: (name) => ARRAYS.has(name),
  });
  const root = parser.parse(xml) as Record<string, any>;
  const channel = root?.rss?.channel;
  if (!channel || typeof channel !== "object")
    throw new ImportFileError("This XML is not a WordPress export (no <rss><channel>).");
  const authors = (channel["wp:author"] ?? []) as Record<string, unknown>[];
  const items = (channel.item ?? []) as Record<string, unknown>[];
  if (authors.length + items.length > MAX_IMPORT_RECORDS)
    throw new ImportFileError(
      `The export has ${authors.length + items.length} records; at most ${MAX_IMPORT_RECORDS} at a time: export in parts (by date or post type).`,
    );
  return {
    site: (text(channel["wp:base_site_url"]) || text(channel.link)).toLowerCase().replace(/\/+$/, "").slice(0, 200),
    authors: authors.map((a) => ({
      id: text(a["wp:author_id"]),
      login: text(a["wp:author_login"]),
      email: text(a["wp:author_email"]),
      displayName: text(a["wp:author_display_name"]),
      firstName: text(a["wp:author_first_name"]),
      lastName: text(a["wp:author_last_name"]),
    })),
    items: items.map((item) => {
      const meta: Record<string, string> = {};
      for (const m of (item["wp:postmeta"] ?? []) as Record<string, unknown>[]) {
        const key = text(m["wp:meta_key"]);
        if (key && !(key in meta)) meta[key] = text(m["wp:meta_value"]).slice(0, 1000);
      }
      return {
        postId: text(item["wp:post_id"]),
        postType: text(item["wp:post_type"]),
        title: text(item.title).slice(0, 300),
        status: text(item["wp:status"]),
        meta,
      };
    }),
  };
}

/** A CSV → its header and records (cells trimmed, empty lines skipped). */
export function parseCsv(csv: string): { header: string[]; records: string[][]; lines: number[] } {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parseCsvSync(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      max_record_size: 20_000,
      to: MAX_IMPORT_RECORDS + 2,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const message = error instanceof Error ? error.message : "unreadable";
    throw new ImportFileError(`The CSV could not be read: ${message.slice(0, 200)}`);
  }
  if (rows.length === 0) throw new ImportFileError("The CSV has no header line.");
  if (rows.length > MAX_IMPORT_RECORDS + 1)
    throw new ImportFileError(`The CSV has more than ${MAX_IMPORT_RECORDS} lines: split it and import the parts.`);
  const [header, ...records] = rows;
  return {
    header: header!.record.map((h) => h.slice(0, 100)),
    records: records.map((r) => r.record),
    lines: records.map((r) => r.info.lines),
  };
}
