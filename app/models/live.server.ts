// Live updates (ADR 120): each server process follows the DomainEvent stream and hands new events to the pages
// listening through /resources/live. PostgreSQL NOTIFY (sent by recordEvent in the changing transaction) wakes every
// process at once; a slower poll is the safety net, and the only carrier on SQLite (one process). Events are hints
// to reload — each page's loader checks access again — so a missed one costs freshness, never correctness.
import pg from "pg";
import { errorLine } from "~/domain/tasks.ts";
import { DATABASE_ENGINE } from "~/utils/db.server.ts";
import { eventsAfter, latestEventSeq, LIVE_CHANNEL, type StoredEvent } from "./events.server.ts";

type Listener = (event: StoredEvent) => void;

const listeners = new Set<Listener>();
/** Highest position seen; each pull re-reads a window below it, since PostgreSQL can commit seq n+1 before n. */
let high: number | null = null;
/** Events at or below this were recorded before anyone listened here: never delivered. */
let floor = 0;
const seen = new Set<number>();
const REREAD_WINDOW = 100;
let pollTimer: NodeJS.Timeout | null = null;
let listenClient: pg.Client | null = null;
let pulling: Promise<void> | null = null;
let pullAgain = false;

function pollMs() {
  const fallback = DATABASE_ENGINE === "postgresql" ? 5_000 : 1_000;
  const value = Number(process.env.LIVE_POLL_MS ?? fallback);
  return Number.isFinite(value) && value >= 100 ? value : fallback;
}

async function pullOnce() {
  if (high === null) {
    high = await latestEventSeq();
    floor = high;
  }
  const events = await eventsAfter(Math.max(floor, high - REREAD_WINDOW), 500);
  for (const event of events) {
    if (seen.has(event.seq)) continue;
    seen.add(event.seq);
    if (event.seq > high) high = event.seq;
    for (const listener of listeners) listener(event);
  }
  for (const seq of seen) if (seq <= high - REREAD_WINDOW) seen.delete(seq);
}

/** Reads new events now (a NOTIFY arrived, or the poll ticked); overlapping calls collapse into one more pull. */
export function pullEvents(): Promise<void> {
  if (pulling) {
    pullAgain = true;
    return pulling;
  }
  pulling = (async () => {
    try {
      do {
        pullAgain = false;
        await pullOnce();
      } while (pullAgain);
    } catch (error) {
      console.error("Live updates: reading events failed:", errorLine(error));
    } finally {
      pulling = null;
    }
  })();
  return pulling;
}

async function listen() {
  const url = process.env.DATABASE_URL;
  if (DATABASE_ENGINE !== "postgresql" || !url) return;
  const client = new pg.Client({ connectionString: url });
  listenClient = client;
  client.on("notification", () => void pullEvents());
  client.on("error", (error) => {
    console.error("Live updates: LISTEN connection lost:", errorLine(error));
    if (listenClient === client) listenClient = null;
    // The poll keeps updates flowing; listen again shortly if anyone is still listening.
    setTimeout(() => {
      if (listeners.size > 0 && !listenClient) void listen();
    }, 2_000).unref();
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
  } catch (error) {
    client.emit("error", error);
  }
}

function start() {
  void pullEvents();
  pollTimer = setInterval(() => void pullEvents(), pollMs());
  pollTimer.unref();
  void listen();
}

function stop() {
  if (pollTimer) clearInterval(pollTimer);
  pollTimer = null;
  const client = listenClient;
  listenClient = null;
  client?.end().catch(() => {});
  high = null;
  seen.clear();
}

/** Calls `listener` with every event recorded from now on (in this or any other server process). */
export function subscribeToEvents(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}
