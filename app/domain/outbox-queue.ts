// The phone's outbox as data (issue 16, ADR 160 and the ADR 161 addendum of 2026-11-27 on photos): what is waiting,
// in the order it was done, and what the office refused. The component (components/outbox.tsx) keeps this in
// localStorage and the bytes of a queued photo in IndexedDB (components/outbox-files.ts); the rules here are pure.

/** A file a queued post carries: its bytes are kept in IndexedDB under `blobId` until the post is sent. */
export interface OutboxFile {
  field: string;
  blobId: string;
  name: string;
  type: string;
  size: number;
}

export interface OutboxItem {
  key: string;
  url: string;
  label: string;
  fields: [string, string][];
  /** A photo: the post goes as multipart/form-data with these files (absent for a text post). */
  files?: OutboxFile[];
  savedAt: string;
}

export interface OutboxProblem {
  key: string;
  label: string;
  message: string;
  typed: string | null;
}

export interface OutboxStore {
  pending: OutboxItem[];
  problems: OutboxProblem[];
}

/** How a send went: accepted (or already applied), refused by the server, or not sent at all (no signal, signed out). */
export type SendOutcome = { kind: "applied" } | { kind: "refused"; message: string } | { kind: "kept" };

/** What the worker typed in a post, shown again with a refusal so nothing typed is lost. */
export function typedIn(item: Pick<OutboxItem, "fields" | "files">): string | null {
  const typed = item.fields.find(([k]) => k === "note" || k === "name" || k === "signOffName")?.[1];
  if (typed) return typed;
  const file = item.files?.[0];
  return file ? `${file.name} (still on this phone: take or choose it again)` : null;
}

/** A store read back from localStorage, whatever is there (an older shape, hand-edited, nothing). */
export function parseStore(raw: string | null): OutboxStore {
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<OutboxStore>) : {};
    const pending = Array.isArray(parsed.pending) ? parsed.pending.filter(isItem) : [];
    const problems = Array.isArray(parsed.problems) ? parsed.problems : [];
    return { pending, problems };
  } catch {
    return { pending: [], problems: [] };
  }
}

function isItem(x: unknown): x is OutboxItem {
  const i = x as OutboxItem;
  return !!i && typeof i.key === "string" && typeof i.url === "string" && Array.isArray(i.fields);
}

/** The store with one more post at the end (a key already waiting is not queued twice). */
export function enqueued(store: OutboxStore, item: OutboxItem): OutboxStore {
  if (store.pending.some((p) => p.key === item.key)) return store;
  return { ...store, pending: [...store.pending, item] };
}

/** The next post to send: always the oldest, so posts reach the office in the order they were made. */
export function nextToSend(store: OutboxStore): OutboxItem | null {
  return store.pending[0] ?? null;
}

/**
 * The store after a send of `item`, and the file bytes that may now be deleted from the phone. Applied: it leaves the
 * queue. Refused: it leaves the queue as a problem shown with what was typed. Kept: nothing changes (sent again
 * later with the same key, which the server applies once).
 */
export function settled(
  store: OutboxStore,
  item: OutboxItem,
  outcome: SendOutcome,
): { store: OutboxStore; forget: string[] } {
  if (outcome.kind === "kept") return { store, forget: [] };
  const pending = store.pending.filter((p) => p.key !== item.key);
  const problems =
    outcome.kind === "refused"
      ? [...store.problems, { key: item.key, label: item.label, message: outcome.message, typed: typedIn(item) }]
      : store.problems;
  return { store: { pending, problems }, forget: (item.files ?? []).map((f) => f.blobId) };
}

/** File bytes kept on the phone that no waiting post names any more (left by a closed tab mid-send): to delete. */
export function orphanedFiles(store: OutboxStore, keptBlobIds: readonly string[]): string[] {
  const named = new Set(store.pending.flatMap((p) => (p.files ?? []).map((f) => f.blobId)));
  return keptBlobIds.filter((id) => !named.has(id));
}
