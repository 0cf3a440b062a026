// The phone's outbox (issue 16, ADR 160). Job-card forms are plain POST forms (they work without JavaScript); with
// JavaScript each submission is first written to localStorage with a fresh idempotency key, then sent. With no
// signal it stays there ("saved on this phone") and is sent, in order, when the browser is back online. The server
// applies a key once, so a send whose answer was lost can be repeated safely. A refusal (the office reassigned or
// cancelled the job meanwhile) is shown with what was typed; nothing is dropped silently.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useMatches, useRevalidator } from "@remix-run/react";

const STORAGE_KEY = "bosun.outbox.v1";
export const OUTBOX_HEADER = "X-Bosun-Outbox";

export interface OutboxItem {
  key: string;
  url: string;
  label: string;
  fields: [string, string][];
  savedAt: string;
}
export interface OutboxProblem {
  key: string;
  label: string;
  message: string;
  typed: string | null;
}

interface OutboxState {
  pending: OutboxItem[];
  problems: OutboxProblem[];
  sending: boolean;
  note: string | null;
  enqueue: (item: Omit<OutboxItem, "savedAt">) => void;
  dismiss: (key: string) => void;
}

const OutboxContext = createContext<OutboxState | null>(null);

function readStore(): { pending: OutboxItem[]; problems: OutboxProblem[] } {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as { pending?: OutboxItem[]; problems?: OutboxProblem[] }) : {};
    return { pending: parsed.pending ?? [], problems: parsed.problems ?? [] };
  } catch {
    return { pending: [], problems: [] };
  }
}
function writeStore(data: { pending: OutboxItem[]; problems: OutboxProblem[] }) {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(data));
}

export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID().replace(/-/g, "");
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

export function OutboxProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<OutboxItem[]>([]);
  const [problems, setProblems] = useState<OutboxProblem[]>([]);
  const [sending, setSending] = useState(false);
  const [problemNote, setProblemNote] = useState<string | null>(null);
  const flushing = useRef(false);
  const revalidator = useRevalidator();
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
    let sent = 0;
    try {
      for (;;) {
        const store = readStore();
        const item = store.pending[0];
        if (!item) break;
        let res: Response;
        try {
          res = await fetch(item.url, {
            method: "POST",
            body: new URLSearchParams(item.fields),
            headers: { [OUTBOX_HEADER]: "1", Accept: "application/json" },
            credentials: "same-origin",
          });
        } catch {
          break; // no signal: keep it, try again when back online
        }
        if (res.status >= 500 || res.status === 0) break;
        if (res.headers.get("X-Remix-Redirect")) {
          // Signed out meanwhile: keep it on the phone and say so; it is sent after signing in again.
          setProblemNote("You were signed out. Sign in again and these will be sent.");
          break;
        }
        let message = "Not accepted.";
        let ok = res.ok;
        try {
          const body = (await res.json()) as { ok?: boolean; message?: string };
          ok = res.ok && body.ok !== false;
          message = body.message ?? message;
        } catch {
          ok = false;
          message = "The server answered something unexpected. Reload the page.";
        }
        const now = readStore();
        const rest = now.pending.filter((p) => p.key !== item.key);
        const typed = item.fields.find(([k]) => k === "note" || k === "name" || k === "signOffName")?.[1] ?? null;
        writeStore({
          pending: rest,
          problems: ok ? now.problems : [...now.problems, { key: item.key, label: item.label, message, typed }],
        });
        sent++;
      }
    } finally {
      flushing.current = false;
      setSending(false);
      sync();
      if (sent > 0) revalidateRef.current();
    }
  }, [sync]);

  useEffect(() => {
    sync();
    void flush();
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
      enqueue: (item) => {
        const s = readStore();
        writeStore({ ...s, pending: [...s.pending, { ...item, savedAt: new Date().toISOString() }] });
        sync();
        if (navigator.onLine) void flush();
      },
      dismiss: (key) => {
        const s = readStore();
        writeStore({ ...s, problems: s.problems.filter((p) => p.key !== key) });
        sync();
      },
    }),
    [pending, problems, sending, problemNote, flush, sync],
  );
  return <OutboxContext.Provider value={value}>{children}</OutboxContext.Provider>;
}

export function useOutbox() {
  return useContext(OutboxContext);
}

/**
 * A job-card form: a plain POST carrying `intent` and an idempotency `key` (the server's, for a post without
 * JavaScript); with JavaScript it goes through the outbox with a fresh key and the moment it was tapped.
 */
export function OutboxForm({
  intent,
  serverKey,
  label,
  children,
  className,
  resetOnQueue = false,
  "aria-label": ariaLabel,
}: {
  intent: string;
  serverKey: string;
  label: string | ((fd: FormData) => string);
  children: ReactNode;
  className?: string;
  resetOnQueue?: boolean;
  "aria-label"?: string;
}) {
  const outbox = useOutbox();
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? "";
  return (
    <form
      method="post"
      className={className}
      aria-label={ariaLabel}
      onSubmit={(event) => {
        if (!outbox) return;
        event.preventDefault();
        const form = event.currentTarget;
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const fd = new FormData(form, submitter);
        const key = newIdempotencyKey();
        fd.set("key", key);
        fd.set("at", new Date().toISOString());
        const fields: [string, string][] = [];
        fd.forEach((v, k) => typeof v === "string" && fields.push([k, v]));
        outbox.enqueue({
          key,
          // Remix's data URL: the action answers JSON (not a rendered page) to the outbox.
          url: `${window.location.pathname}?_data=${encodeURIComponent(routeId)}`,
          label: typeof label === "function" ? label(fd) : label,
          fields,
        });
        if (resetOnQueue) form.reset();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="key" value={serverKey} />
      {children}
    </form>
  );
}

/** "N waiting to send" and any refusals, at the top of the job card. */
export function OutboxStatus() {
  const outbox = useOutbox();
  if (!outbox || (!outbox.pending.length && !outbox.problems.length)) return null;
  return (
    <div className="space-y-2" aria-live="polite">
      {outbox.pending.length ? (
        <div
          role="status"
          data-testid="outbox-pending"
          className="rounded-lg border-2 border-amber-400 bg-amber-50 p-3 text-amber-900"
        >
          <p className="font-semibold">
            {outbox.pending.length} saved on this phone — will send when online
            {outbox.sending ? " (sending…)" : ""}
          </p>
          {outbox.note ? <p className="text-sm font-semibold">{outbox.note}</p> : null}
          <ul className="mt-1 list-disc pl-5 text-sm">
            {outbox.pending.map((p) => (
              <li key={p.key}>{p.label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {outbox.problems.map((p) => (
        <div key={p.key} role="alert" className="rounded-lg border-2 border-red-400 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">Not recorded: {p.label}</p>
          <p className="text-sm">{p.message}</p>
          {p.typed ? (
            <p className="mt-1 whitespace-pre-wrap rounded bg-white p-2 text-sm">You typed: {p.typed}</p>
          ) : null}
          <button type="button" className="btn-secondary mt-2" onClick={() => outbox.dismiss(p.key)}>
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}
