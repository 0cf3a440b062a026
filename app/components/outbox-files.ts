// The bytes of photos waiting in the phone's outbox (issue 16, ADR 161 addendum of 2026-11-27). localStorage holds
// text only (and a few MB at most), so a queued photo's file goes to IndexedDB, keyed by an id the queued post names;
// it is deleted once the post is sent or refused. Browser only (called from event handlers and effects).
const DB_NAME = "bosun-outbox";
const STORE = "files";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB is not available"));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error ?? req.error ?? new Error("IndexedDB failed"));
      tx.onabort = () => reject(tx.error ?? new Error("IndexedDB aborted (the phone may be full)"));
    });
  } finally {
    db.close();
  }
}

/** Whether this browser can keep files (not in some private windows): without it a photo is sent online only. */
export function canKeepFiles() {
  return typeof indexedDB !== "undefined";
}

/** Keeps a file's bytes (read into an ArrayBuffer first: a File handle may not outlive the page in every browser). */
export async function keepFile(id: string, file: Blob): Promise<void> {
  const bytes = await file.arrayBuffer();
  await run("readwrite", (s) => s.put({ bytes, type: file.type }, id));
}

export async function keptFile(id: string): Promise<Blob | null> {
  const found = (await run("readonly", (s) => s.get(id))) as { bytes: ArrayBuffer; type: string } | undefined;
  return found ? new Blob([found.bytes], { type: found.type }) : null;
}

export async function forgetFiles(ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await run("readwrite", (s) => {
    let last: IDBRequest<undefined> | null = null;
    for (const id of ids) last = s.delete(id);
    return last!;
  });
}

export async function keptFileIds(): Promise<string[]> {
  return ((await run("readonly", (s) => s.getAllKeys())) as IDBValidKey[]).map(String);
}
