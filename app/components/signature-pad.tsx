// A drawn signature, only when JavaScript runs (issue 16, ADR 161): a canvas the customer signs with a finger; the
// PNG goes in a hidden `signature` field of the surrounding form. Without JavaScript nothing renders and the typed
// name alone is the sign-off.
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/utils/hydrated.ts";

const WIDTH = 600;
const HEIGHT = 200;

export function SignaturePad({ name = "signature" }: { name?: string }) {
  const hydrated = useHydrated();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [value, setValue] = useState("");

  useEffect(() => {
    const ctx = canvas.current?.getContext("2d");
    if (!ctx) return;
    ctx.lineWidth = 3;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.strokeStyle = "#0b1f33";
  }, [hydrated]);

  if (!hydrated) return null;

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) / rect.width) * WIDTH, y: ((e.clientY - rect.top) / rect.height) * HEIGHT };
  };

  return (
    <div className="space-y-1">
      <p className="field-label" id="signature-label">
        Signature (optional — the typed name is the sign-off)
      </p>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        aria-labelledby="signature-label"
        role="img"
        data-testid="signature-pad"
        className="h-32 w-full touch-none rounded-lg border-2 border-dashed border-line bg-white"
        onPointerDown={(e) => {
          const ctx = e.currentTarget.getContext("2d");
          if (!ctx) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          const p = point(e);
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
          ctx.lineTo(p.x + 0.1, p.y + 0.1);
          ctx.stroke();
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = e.currentTarget.getContext("2d");
          const p = point(e);
          ctx?.lineTo(p.x, p.y);
          ctx?.stroke();
        }}
        onPointerUp={(e) => {
          drawing.current = false;
          setValue(e.currentTarget.toDataURL("image/png"));
        }}
        onPointerCancel={() => {
          drawing.current = false;
        }}
      />
      <input type="hidden" name={name} value={value} />
      {value ? (
        <button
          type="button"
          className="btn-link text-sm"
          onClick={() => {
            const c = canvas.current;
            c?.getContext("2d")?.clearRect(0, 0, WIDTH, HEIGHT);
            setValue("");
          }}
        >
          Clear the signature
        </button>
      ) : null}
    </div>
  );
}
