// The job card's side of the phone's outbox (issue 16, ADR 160): its forms, the "saved on this phone" status and the
// context they read. The outbox itself (components/outbox.tsx: the queue in localStorage, photo bytes in IndexedDB,
// the sending) is provided by the field job card only; the subcontractor's read-only card has no provider, so its
// forms are plain POSTs and its page ships none of that code (ADR 030, the JavaScript budget).
import { createContext, useContext, type ReactNode } from "react";
import { useMatches } from "@remix-run/react";
import type { OutboxItem, OutboxProblem } from "~/domain/outbox-queue.ts";

/** A post to queue: its text fields, and for a photo the file itself (kept in IndexedDB until it is sent). */
export type OutboxPost = Omit<OutboxItem, "savedAt" | "files"> & { files?: { field: string; file: File }[] };

export interface OutboxState {
  pending: OutboxItem[];
  problems: OutboxProblem[];
  sending: boolean;
  note: string | null;
  /** Waiting to send, and sent but not yet shown by the page's data: what the page overlays as done. */
  overlay: OutboxItem[];
  /** Resolves once the post is saved on the phone (a photo's bytes take a moment to write). */
  enqueue: (item: OutboxPost) => Promise<void>;
  dismiss: (key: string) => void;
  /** Whether this browser can keep a photo's bytes until it is sent (not in some private windows). */
  canKeepFiles: () => boolean;
}

export const OutboxContext = createContext<OutboxState | null>(null);

export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID().replace(/-/g, "");
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
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
