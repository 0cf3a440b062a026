// The phone's outbox (issue 16, ADR 160). Job-card forms are plain POST forms (they work without JavaScript); with
// JavaScript each submission is first written to localStorage with a fresh idempotency key, then sent. With no
// signal it stays there ("saved on this phone") and is sent, in order, when the browser is back online. The server
// applies a key once, so a send whose answer was lost can be repeated safely. A refusal (the office reassigned or
// cancelled the job meanwhile) is shown with what was typed; nothing is dropped silently. The forms that post through it
// and its status line: components/outbox-form.tsx.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useRevalidator } from "@remix-run/react";
import {
  enqueued,
  nextToSend,
  orphanedFiles,
  parseStore,
  settled,
  type OutboxFile,
  type OutboxItem,
  type OutboxProblem,
  type OutboxStore,
  type SendOutcome,
} from "~/domain/outbox-queue.ts";
import { canKeepFiles, forgetFiles, keepFile, keptFile, keptFileIds } from "./outbox-files.ts";
import { OutboxContext, type OutboxState } from "./outbox-form.tsx";

export type { OutboxItem, OutboxProblem } from "~/domain/outbox-queue.ts";

const STORAGE_KEY = "bosun.outbox.v1";
export const OUTBOX_HEADER = "X-Bosun-Outbox";

function readStore(): OutboxStore {
  try {
    return parseStore(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return { pending: [], problems: [] };
  }
}
function writeStore(data: OutboxStore) {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(data));
}

/** One post, sent: its fields (and files, as multipart/form-data), with the outbox header so the server answers JSON. */
async function send(item: OutboxItem): Promise<SendOutcome & { signedOut?: boolean }> {
  let body: URLSearchParams | FormData = new URLSearchParams(item.fields);
  if (item.files?.length) {
    const fd = new FormData();
    for (const [k, v] of item.fields) fd.append(k, v);
    for (const f of item.files) {
      let blob: Blob | null;
      try {
        blob = await keptFile(f.blobId);
      } catch {
        return { kind: "kept" }; // the phone's store is busy or closed: try again later
      }
      if (!blob) return { kind: "refused", message: "The photo's file is no longer on this phone. Add it again." };
      fd.append(f.field, new File([blob], f.name, { type: f.type || blob.type }));
    }
    body = fd;
  }
  let res: Response;
  try {
    res = await fetch(item.url, {
      method: "POST",
      body,
      headers: { [OUTBOX_HEADER]: "1", Accept: "application/json" },
      credentials: "same-origin",
      // A resource route answers a signed-out post with a real redirect (to sign in): never follow it and mistake the
      // sign-in page for an answer; the post stays on the phone.
      redirect: "manual",
    });
  } catch {
    return { kind: "kept" }; // no signal: keep it, try again when back online
  }
  if (res.type === "opaqueredirect" || res.headers.get("X-Remix-Redirect")) return { kind: "kept", signedOut: true };
  if (res.status >= 500 || res.status === 0) return { kind: "kept" };
  try {
    const answer = (await res.json()) as { ok?: boolean; message?: string };
    if (res.ok && answer.ok !== false) return { kind: "applied" };
    return { kind: "refused", message: answer.message ?? "Not accepted." };
  } catch {
    return { kind: "refused", message: "The server answered something unexpected. Reload the page." };
  }
}

export function OutboxProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<OutboxItem[]>([]);
  const [problems, setProblems] = useState<OutboxProblem[]>([]);
  const [sending, setSending] = useState(false);
  const revalidator = useRevalidator();
  const [problemNote, setProblemNote] = useState<string | null>(null);
  // Sent, but the page has not reloaded its data yet: still shown as done, so nothing flickers back meanwhile.
  const [settling, setSettling] = useState<OutboxItem[]>([]);
  const lastState = useRef(revalidator.state);
  useEffect(() => {
    if (lastState.current === "loading" && revalidator.state === "idle") setSettling([]);
    lastState.current = revalidator.state;
  }, [revalidator.state]);
  useEffect(() => {
    if (!settling.length) return;
    const t = window.setTimeout(() => setSettling([]), 10_000);
    return () => window.clearTimeout(t);
  }, [settling]);
  const flushing = useRef(false);
  const enqueueChain = useRef<Promise<void>>(Promise.resolve());
  const revalidateRef = useRef(revalidator.revalidate);
  revalidateRef.current = revalidator.revalidate;

  const sync = useCallback(() => {
    const s = readStore();
    setPending(s.pending);
    setProblems(s.problems);
  }, []);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    setSending(true);
    setProblemNote(null);
    const sent: OutboxItem[] = [];
    try {
      for (;;) {
        const item = nextToSend(readStore());
        if (!item) break;
        const outcome = await send(item);
        if (outcome.signedOut) setProblemNote("You were signed out. Sign in again and these will be sent.");
        if (outcome.kind === "kept") break;
        const after = settled(readStore(), item, outcome);
        writeStore(after.store);
        await forgetFiles(after.forget).catch(() => {});
        if (outcome.kind === "applied") sent.push(item);
      }
    } finally {
      flushing.current = false;
      setSending(false);
      if (sent.length) setSettling((prev) => [...prev, ...sent]);
      sync();
      if (sent.length) revalidateRef.current();
    }
  }, [sync]);

  useEffect(() => {
    sync();
    // Photo bytes no waiting post names (a tab closed between sending and forgetting), kept over an hour ago (so not
    // one another tab is queuing right now): deleted, then the queue sent.
    void keptFileIds()
      .then((ids) =>
        forgetFiles(orphanedFiles(readStore(), ids).filter((id) => Number(id.split("-")[0]) < Date.now() - 3_600_000)),
      )
      .catch(() => {})
      .finally(() => void flush());
    const onOnline = () => void flush();
    const onStorage = (e: StorageEvent) => e.key === STORAGE_KEY && sync();
    window.addEventListener("online", onOnline);
    window.addEventListener("storage", onStorage);
    const timer = window.setInterval(() => {
      if (readStore().pending.length && navigator.onLine) void flush();
    }, 15_000);
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("storage", onStorage);
      window.clearInterval(timer);
    };
  }, [flush, sync]);

  const value = useMemo<OutboxState>(
    () => ({
      pending,
      problems,
      sending,
      note: problemNote,
      overlay: [...settling, ...pending],
      enqueue: (post) => {
        // One at a time, in the order tapped: a photo's bytes are written before the post joins the queue, and a
        // tick tapped meanwhile waits behind it.
        const queued = (enqueueChain.current = enqueueChain.current.then(async () => {
          const { files, ...rest } = post;
          const kept: OutboxFile[] = [];
          for (const [i, f] of (files ?? []).entries()) {
            const blobId = `${Date.now()}-${post.key}-${i}`; // when, first: see the clean-up on opening
            await keepFile(blobId, f.file);
            kept.push({ field: f.field, blobId, name: f.file.name, type: f.file.type, size: f.file.size });
          }
          const item: OutboxItem = {
            ...rest,
            ...(kept.length ? { files: kept } : {}),
            savedAt: new Date().toISOString(),
          };
          writeStore(enqueued(readStore(), item));
          sync();
          if (navigator.onLine) void flush();
        }));
        enqueueChain.current = queued.catch(() => {});
        return queued;
      },
      canKeepFiles,
      dismiss: (key) => {
        const s = readStore();
        writeStore({ ...s, problems: s.problems.filter((p) => p.key !== key) });
        sync();
      },
    }),
    [pending, problems, sending, problemNote, settling, flush, sync],
  );
  return <OutboxContext.Provider value={value}>{children}</OutboxContext.Provider>;
}
