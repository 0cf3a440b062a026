import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";

export interface ToastMessage {
  id: string;
  type: "success" | "error" | "info";
  title: string;
  description?: string;
}

const TOAST_DURATION_MS = 5000;
const ToastContext = createContext<(t: ToastMessage) => void>(() => {});

/** Shows one toast at a time (spec §2/§9: limit 1, 5 s, F8 focuses it). */
export function ToastProvider({ initial, children }: { initial: ToastMessage | null; children: ReactNode }) {
  const [toast, setToast] = useState<ToastMessage | null>(initial);
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (initial) setToast(initial);
  }, [initial]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") regionRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const show = useCallback((t: ToastMessage) => setToast(t), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        ref={regionRef}
        role="region"
        tabIndex={-1}
        aria-live="polite"
        aria-label="Notifications (F8)"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 sm:bottom-auto sm:top-4 sm:justify-end"
      >
        {toast ? (
          <div
            key={toast.id}
            role={toast.type === "error" ? "alert" : "status"}
            data-testid="toast"
            className={`toast-auto-hide pointer-events-auto w-full max-w-sm rounded-theme border p-4 shadow-lg ${
              toast.type === "error"
                ? "border-danger/30 bg-danger text-white"
                : toast.type === "success"
                  ? "border-success/30 bg-white text-secondary"
                  : "border-line bg-white text-secondary"
            }`}
          >
            <div className="flex items-start gap-3">
              <div className="flex-1">
                <p className="font-heading font-semibold">{toast.title}</p>
                {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
              </div>
              <button
                type="button"
                onClick={() => setToast(null)}
                className="text-sm opacity-80 hover:opacity-100"
                aria-label="Dismiss notification"
              >
                ✕
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}

export function useShowToast() {
  return useContext(ToastContext);
}

/** Shows a toast that came back in action data (client-side only; without JS the page shows errors inline). */
export function useActionToast(toast: ToastMessage | null | undefined) {
  const show = useShowToast();
  useEffect(() => {
    if (toast) show(toast);
  }, [toast, show]);
}
