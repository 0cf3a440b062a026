// Live updates in the browser (ADR 120): listens to /resources/live and reloads the page's data (the loaders, which
// check access again) when a record it shows changes. Reconnects after 1, 2, 5, then every 10 s (spec §9), gives up
// on a connection that does not open in 10 s or falls silent past the heartbeat, and reloads once after a
// reconnect (changes may have been missed). Without JavaScript nothing happens: a reload shows the same truth.
import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { LiveEvent } from "~/domain/events.ts";
import { useHydrated } from "~/utils/hydrated.ts";
import { changeConcerns, LIVE_HEARTBEAT_MS, LIVE_TIMEOUT_MS, reconnectDelayMs } from "~/domain/live.ts";

export type LiveStatus = "connecting" | "live" | "offline";

// Holds: while a person is in the middle of a gesture on the page (a card pressed or being dragged on the dispatch
// board), a reload would move what is under their pointer. Changes heard meanwhile wait for the last hold to end.
let holds = 0;
const onReleased = new Set<() => void>();

/** Whether some gesture is holding live reloads now. */
export const liveReloadsHeld = () => holds > 0;

const HOLD_AT_MOST_MS = 60_000; // a gesture whose end was never heard (the element left the page) cannot stop the page

/** Holds live reloads until the returned function is called (calling it twice is harmless), a minute at most. */
export function holdLiveReloads(): () => void {
  holds++;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    holds--;
    if (holds === 0) for (const listener of [...onReleased]) listener();
  };
  const timer = setTimeout(release, HOLD_AT_MOST_MS);
  return release;
}

export function useLiveUpdates(
  watch: { subjectTypes?: readonly string[]; subjectIds?: readonly string[] } = {},
): LiveStatus {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  // A change heard while the person is submitting or navigating waits: that navigation loads fresh data anyway, and
  // a reload racing it could swallow its confirmation message.
  const busy = navigation.state !== "idle";
  const wanted = useRef(false);
  const revalidate = useRef(() => {});
  revalidate.current = () => {
    if (busy || liveReloadsHeld() || revalidator.state !== "idle") wanted.current = true;
    else revalidator.revalidate();
  };
  useEffect(() => {
    if (!busy && !liveReloadsHeld() && wanted.current) {
      wanted.current = false;
      revalidator.revalidate();
    }
  }, [busy, revalidator]);
  useEffect(() => {
    const flush = () => {
      if (!wanted.current) return;
      wanted.current = false;
      revalidate.current();
    };
    onReleased.add(flush);
    return () => void onReleased.delete(flush);
  }, []);
  const watchKey = JSON.stringify(watch);
  const [status, setStatus] = useState<LiveStatus>("connecting");

  useEffect(() => {
    const concerns = JSON.parse(watchKey) as typeof watch;
    let source: EventSource | null = null;
    let attempt = 0;
    let everOpened = false;
    let closed = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    let debounce: ReturnType<typeof setTimeout> | undefined;

    const reloadSoon = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => revalidate.current(), 150);
    };
    const arm = (ms: number) => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => fail(), ms);
    };
    const fail = () => {
      source?.close();
      source = null;
      if (closed) return;
      setStatus("offline");
      clearTimeout(retryTimer);
      retryTimer = setTimeout(connect, reconnectDelayMs(attempt++));
    };
    function connect() {
      if (closed) return;
      setStatus((s) => (s === "live" ? s : "connecting"));
      const es = new EventSource("/resources/live");
      source = es;
      arm(LIVE_TIMEOUT_MS);
      es.addEventListener("ready", () => {
        if (everOpened) reloadSoon();
        everOpened = true;
        attempt = 0;
        setStatus("live");
        arm(LIVE_HEARTBEAT_MS + LIVE_TIMEOUT_MS);
      });
      es.addEventListener("ping", () => arm(LIVE_HEARTBEAT_MS + LIVE_TIMEOUT_MS));
      es.addEventListener("change", (message) => {
        arm(LIVE_HEARTBEAT_MS + LIVE_TIMEOUT_MS);
        try {
          const change = JSON.parse((message as MessageEvent<string>).data) as LiveEvent;
          if (changeConcerns(change, concerns)) reloadSoon();
        } catch {
          // not ours to read; ignore
        }
      });
      es.onerror = () => fail();
    }
    connect();
    return () => {
      closed = true;
      clearTimeout(retryTimer);
      clearTimeout(watchdog);
      clearTimeout(debounce);
      source?.close();
    };
  }, [watchKey]);

  return status;
}

/** A small "Live" mark for pages that update themselves (hidden without JavaScript, where it would not be true). */
export function LiveBadge({ status }: { status: LiveStatus }) {
  const label = status === "live" ? "Live" : status === "connecting" ? "Connecting…" : "Reconnecting…";
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${
        status === "live" ? "border-success/30 bg-success/10 text-success" : "border-line bg-white text-ink/70"
      }`}
      data-live-status={status}
      aria-live="polite"
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${status === "live" ? "bg-success" : "bg-ink/40"}`} />
      {label}
    </span>
  );
}

/** Keeps the page's data current while it is open, and shows that it does (nothing without JavaScript). */
export function LiveUpdates(props: { subjectTypes?: readonly string[]; subjectIds?: readonly string[] }) {
  const status = useLiveUpdates(props);
  const hydrated = useHydrated();
  return hydrated ? <LiveBadge status={status} /> : null;
}
