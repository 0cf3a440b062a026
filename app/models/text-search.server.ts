// Index-backed text search (issue 17, ADR 171 addendum 2026-11-27): which records' columns contain a piece of text,
// answered from an index instead of a `LIKE '%…%'` scan. SQLite: one FTS5 table per record kind with the trigram
// tokenizer, kept in step by triggers (migration text_search_indexes); a quoted phrase matches as a substring of one
// column, case-insensitively. PostgreSQL: pg_trgm GIN indexes on lower(column), read with `lower(column) LIKE`.
// Text shorter than three characters has no trigram to look up, and a very common piece of text matches too many
// rows to hand over as a list of ids: the answer is then null and the caller keeps its `textContains` filter.
import { DATABASE_ENGINE, prisma } from "~/utils/db.server.ts";

const SEARCHABLE = {
  user: { table: "User", columns: ["fullName", "email", "phone"] },
  vessel: { table: "Vessel", columns: ["name", "registration", "hin"] },
  job: { table: "Job", columns: ["title", "customerContactName", "customerContactEmail", "vesselName"] },
  quote: { table: "Quote", columns: ["title", "contactName", "contactEmail", "vesselName"] },
  invoice: { table: "Invoice", columns: ["customerName", "customerEmail"] },
  order: { table: "Order", columns: ["contactName", "contactEmail", "vesselName"] },
  sharedCart: { table: "SharedCart", columns: ["recipientName", "recipientEmail"] },
} as const;

export type SearchKind = keyof typeof SEARCHABLE;
export type Column<K extends SearchKind> = (typeof SEARCHABLE)[K]["columns"][number];

/** One piece of text looked for in some of a kind's columns; a record matches when any term matches. */
export type SearchTerm<K extends SearchKind> = { columns: readonly Column<K>[]; text: string };

/** Trigrams: shorter text cannot be looked up in the index. */
export const INDEXED_MIN_LENGTH = 3;
/**
 * More matches than this and the caller's ordered scan is the better plan (it stops at its first page); the ids also
 * go into an `IN (…)` list, and Prisma binds at most 999 values per SQLite statement.
 */
export const INDEXED_MAX_MATCHES = 500;

/** An FTS5 phrase: the text in double quotes (quotes inside doubled), so nothing in it is query syntax. */
function ftsPhrase(text: string) {
  return `"${text.replace(/"/g, '""')}"`;
}

function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * The ids of the records of `kind` where any term's text is inside one of its columns (case-insensitive), at most
 * `max`; null when the index cannot answer (a term too short) or there are more than `max` matches.
 */
export async function indexedMatches<K extends SearchKind>(
  kind: K,
  terms: SearchTerm<K>[],
  max = INDEXED_MAX_MATCHES,
): Promise<string[] | null> {
  const used = terms.filter((t) => t.columns.length > 0);
  if (used.length === 0 || used.some((t) => [...t.text].length < INDEXED_MIN_LENGTH)) return null;
  const { table } = SEARCHABLE[kind];
  let rows: { id: string }[];
  if (DATABASE_ENGINE === "postgresql") {
    const params = used.map((t) => likePattern(t.text));
    const where = used.flatMap((t, i) => t.columns.map((c) => `lower("${c}") LIKE $${i + 1}`)).join(" OR ");
    rows = await prisma.$queryRawUnsafe<{ id: string }[]>(
      `SELECT "id" FROM "${table}" WHERE ${where} LIMIT $${params.length + 1}`,
      ...params,
      max + 1,
    );
  } else {
    const match = used.map((t) => `{${t.columns.join(" ")}} : ${ftsPhrase(t.text)}`).join(" OR ");
    rows = await prisma.$queryRawUnsafe<{ id: string }[]>(
      `SELECT "id" FROM "${table}Search" WHERE "${table}Search" MATCH ? LIMIT ?`,
      match,
      max + 1,
    );
  }
  return rows.length > max ? null : rows.map((r) => r.id);
}
