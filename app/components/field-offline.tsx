// Job cards readable with no signal (issue 16, ADR 161 addendum), a JavaScript enhancement of the field portal:
// the layout registers public/field-sw.js for /fieldstaff/, and the dashboard hands it the worker's job cards to keep
// ahead of time (each card's page and its data; the service worker also keeps the script and style files the page
// names). Without JavaScript nothing is kept and the pages work online as before.
import { useEffect, useState } from "react";

const SCOPE = "/fieldstaff/";
/** The loaders a job card's page runs (root, the field layout, the card), whose ?_data= answers Remix asks for. */
const CARD_ROUTES = ["root", "routes/fieldstaff+/_layout", "routes/fieldstaff+/jobs.$id"];

/** Registers the field portal's service worker (once per page load; the browser keeps it between visits). */
export function useFieldServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/field-sw.js", { scope: SCOPE }).catch(() => {
      // Not allowed here (a private window, an old browser): the pages still work online.
    });
  }, []);
}

/** The addresses to keep for these job cards: each page and the data requests Remix makes when it opens one. */
export function offlineAddresses(jobIds: readonly string[]) {
  return jobIds.flatMap((id) => {
    const path = `/fieldstaff/jobs/${encodeURIComponent(id)}`;
    return [path, ...CARD_ROUTES.map((routeId) => `${path}?${new URLSearchParams({ _data: routeId })}`)];
  });
}

/**
 * Hands the service worker the job cards to keep, and says how many are kept ("Saved for no signal: 3 job cards").
 * Shows nothing until the phone has kept them, and nothing at all where service workers are not available.
 */
export function KeepJobCardsOffline({ jobIds }: { jobIds: readonly string[] }) {
  const [kept, setKept] = useState<number | null>(null);
  const key = jobIds.join(",");
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !key) return;
    let cancelled = false;
    navigator.serviceWorker.ready
      .then((registration) => {
        const worker = registration.active;
        if (!worker || cancelled) return;
        const channel = new MessageChannel();
        channel.port1.onmessage = (e: MessageEvent<{ type: string; pages: number }>) => {
          if (!cancelled && e.data?.type === "kept") setKept(e.data.pages);
        };
        worker.postMessage({ type: "keep", pages: offlineAddresses(key.split(",")) }, [channel.port2]);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [key]);
  if (kept === null) return null;
  return (
    <p className="mt-2 text-sm text-ink/80" data-testid="offline-kept" data-kept={kept}>
      Saved on this phone for no signal: {kept} job card{kept === 1 ? "" : "s"}.
    </p>
  );
}
