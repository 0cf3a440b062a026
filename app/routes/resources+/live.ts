// Server-Sent Events for live updates (ADR 120, spec §7 realtime, §9 heartbeat 25 s). A signed-in page listens
// here; it is told which record changed — only events the viewer may hear about — and reloads its own data, which
// its loader checks again. Anything but an EventSource (Accept: text/event-stream) gets a short explanation.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { mayHear, type LiveEvent } from "~/domain/events.ts";
import { LIVE_HEARTBEAT_MS } from "~/domain/live.ts";
import { hasAnyRole, OPERATIONS_ROLES } from "~/domain/roles.ts";
import { subscribeToEvents } from "~/models/live.server.ts";
import { requireAuth } from "~/utils/auth.server.ts";

/** How long the browser waits before reconnecting after the stream drops (the client's own schedule takes over). */
const RETRY_MS = 1_000;

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireAuth(request);
  if (!(request.headers.get("accept") ?? "").includes("text/event-stream")) {
    return json({ message: "This address streams live updates to Bosun's pages (Accept: text/event-stream)." }, 406);
  }
  const viewer = { id: ctx.user.id, isStaff: hasAnyRole(ctx.user, OPERATIONS_ROLES) };
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
      const unsubscribe = subscribeToEvents((event) => {
        if (!mayHear(viewer, event.audience)) return;
        const payload: LiveEvent = {
          seq: event.seq,
          type: event.type,
          subjectType: event.subjectType,
          subjectId: event.subjectId,
        };
        write(`id: ${event.seq}\nevent: change\ndata: ${JSON.stringify(payload)}\n\n`);
      });
      const heartbeat = setInterval(() => write(`event: ping\ndata: {}\n\n`), LIVE_HEARTBEAT_MS);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        cleanup = () => {};
        try {
          controller.close();
        } catch {
          // already closed by the client going away
        }
      };
      request.signal.addEventListener("abort", () => cleanup());
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    },
  });
}
