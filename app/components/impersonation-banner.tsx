import { Form } from "@remix-run/react";
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { useHydrated } from "~/utils/hydrated.ts";

/**
 * Shown on every page while an admin acts as another user (spec §2). The Return button is a
 * form, so it works without JavaScript; with JavaScript the banner can be dragged and minimised.
 */
export function ImpersonationBanner({
  adminName,
  userName,
  userEmail,
}: {
  adminName: string;
  userName: string;
  userEmail: string;
}) {
  const hydrated = useHydrated();
  const [minimised, setMinimised] = useState(false);
  const [pos, setPos] = useState<{ x: number; y: number } | null>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const stop = () => (drag.current = null);
    window.addEventListener("pointerup", stop);
    return () => window.removeEventListener("pointerup", stop);
  }, []);

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if ((e.target as HTMLElement).closest("button, a, input")) return;
    const rect = ref.current!.getBoundingClientRect();
    drag.current = { dx: e.clientX - rect.left, dy: e.clientY - rect.top };
    (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    const x = Math.min(Math.max(0, e.clientX - drag.current.dx), window.innerWidth - 80);
    const y = Math.min(Math.max(0, e.clientY - drag.current.dy), window.innerHeight - 40);
    setPos({ x, y });
  }

  return (
    <div
      ref={ref}
      role="region"
      aria-label="Impersonation"
      data-testid="impersonation-banner"
      onPointerDown={hydrated ? onPointerDown : undefined}
      onPointerMove={hydrated ? onPointerMove : undefined}
      style={pos ? { left: pos.x, top: pos.y, bottom: "auto" } : undefined}
      className={`fixed bottom-4 left-4 z-[65] max-w-[calc(100vw-2rem)] rounded-theme border-2 border-accent bg-warning text-white shadow-2xl ${hydrated ? "cursor-move touch-none select-none" : ""}`}
    >
      <div className="flex items-center gap-3 p-3">
        {minimised ? (
          <span className="text-sm font-semibold">Viewing as {userName}</span>
        ) : (
          <p className="text-sm">
            <span className="font-semibold">{adminName}</span>, you are viewing Bosun as{" "}
            <span className="font-semibold">{userName}</span> <span className="opacity-80">({userEmail})</span>
          </p>
        )}
        <Form method="post" action="/resources/impersonation" className="shrink-0">
          <button
            type="submit"
            name="intent"
            value="stop"
            className="btn bg-accent px-3 py-1.5 text-white hover:bg-accent/90"
          >
            Return
          </button>
        </Form>
        {hydrated ? (
          <button
            type="button"
            onClick={() => setMinimised((m) => !m)}
            className="shrink-0 rounded px-2 py-1 text-sm hover:bg-white/10"
            aria-label={minimised ? "Expand impersonation banner" : "Minimise impersonation banner"}
          >
            {minimised ? "▢" : "—"}
          </button>
        ) : null}
      </div>
    </div>
  );
}
