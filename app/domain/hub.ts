// The admin hub's one search box (issue 17, ADR 171): what was typed, read as a record number when it looks like
// one ('INV-10001', '#1234', 'Q-1001', 'BOS-5001' or bare digits) and as text otherwise. Pure.
import { labelledValues } from "./labelled-values.ts";

export const HUB_GROUP_LABELS = {
  customers: "Customers",
  vessels: "Vessels",
  jobs: "Jobs",
  quotes: "Quotes",
  invoices: "Invoices",
  orders: "Orders",
  sharedCarts: "Shared carts",
};
export const HUB_GROUPS = labelledValues(HUB_GROUP_LABELS);
export type HubGroup = (typeof HUB_GROUPS)[number];

export interface HubQuery {
  /** What was typed, trimmed (at most 100 characters); '' searches nothing. */
  text: string;
  /** A record number typed with its prefix: only that kind of record is looked up, by number. */
  kind: "invoices" | "jobs" | "quotes" | "orders" | null;
  /** The number, when the text is one (with or without a prefix). */
  number: number | null;
}

const PREFIXES: { re: RegExp; kind: NonNullable<HubQuery["kind"]> }[] = [
  { re: /^INV-?\s*(\d{1,9})$/i, kind: "invoices" },
  { re: /^#\s*(\d{1,9})$/, kind: "jobs" },
  { re: /^JOB-?\s*(\d{1,9})$/i, kind: "jobs" },
  { re: /^Q-?\s*(\d{1,9})$/i, kind: "quotes" },
  { re: /^BOS-?\s*(\d{1,9})$/i, kind: "orders" },
];

export function parseHubQuery(raw: string | null | undefined): HubQuery {
  const text = (raw ?? "").trim().slice(0, 100);
  for (const { re, kind } of PREFIXES) {
    const m = re.exec(text);
    if (m) return { text, kind, number: Number(m[1]) };
  }
  return { text, kind: null, number: /^\d{1,9}$/.test(text) ? Number(text) : null };
}

/** Whether a group is looked up for this query: everything for text, only the named kind for a prefixed number. */
export function searchesGroup(q: HubQuery, group: HubGroup): boolean {
  if (!q.text) return false;
  return q.kind === null || q.kind === group;
}

/** Text search needs two characters (one letter matches half the table and helps nobody). */
export function searchesText(q: HubQuery): boolean {
  return q.kind === null && q.text.length >= 2;
}

/** One character that is not a number searches nothing: the hub asks for a second letter rather than "Nothing matches". */
export function isTooShortForHub(q: HubQuery): boolean {
  return q.text.length > 0 && q.number === null && !searchesText(q);
}
