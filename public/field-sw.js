// The field portal's service worker (issue 16, ADR 161 addendum): job cards readable with no signal.
// Registered by the field portal's layout with scope /fieldstaff/ (JavaScript only; without it the pages work online
// as plain HTML). What it does:
// - /fieldstaff/ pages and their data (Remix's ?_data= requests): network first; a good answer is kept, and with no
//   signal the kept copy is served, marked with the header X-Bosun-Saved-At (when it was kept).
// - /build/ files (fingerprinted, never change): kept on first use and served from the phone after.
// - When the dashboard asks ("keep"), it fetches and keeps the worker's upcoming job cards ahead of time, with the
//   script and style files each card's page names, so a card the worker has never opened is readable on the pontoon.
// - Posts are never touched: the page's outbox keeps what was typed offline and sends it in order (ADR 160).
// - Signing out (a POST to /logout from a field page) deletes everything kept, so the next person on a shared phone
//   sees nothing of it.
const PAGES = "bosun-field-pages-v1";
const ASSETS = "bosun-field-assets-v1";
const KNOWN = [PAGES, ASSETS];
/** Bumped by a sign-out: a page fetched before it but answered after it is not kept. */
let generation = 0;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KNOWN.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

function isPage(url) {
  return url.origin === self.location.origin && url.pathname.startsWith("/fieldstaff/");
}
/** Remix asks for the routes of the links a page shows (/__manifest?p=…); the answer is kept like a page's. */
function isRouteList(url) {
  return url.origin === self.location.origin && url.pathname === "/__manifest";
}
function isAsset(url) {
  return url.origin === self.location.origin && url.pathname.startsWith("/build/");
}
/** Only a full, same-origin success is worth keeping (never a redirect to sign-in, an error or a partial answer). */
function keepable(response) {
  return response && response.ok && response.status === 200 && response.type === "basic" && !response.redirected;
}

async function keep(cacheName, request, response, since = generation) {
  if (since !== generation) return;
  const headers = new Headers(response.headers);
  headers.set("X-Bosun-Saved-At", new Date().toISOString());
  const body = await response.blob();
  if (since !== generation) return;
  const cache = await caches.open(cacheName);
  await cache.put(request, new Response(body, { status: response.status, statusText: response.statusText, headers }));
}

async function networkFirst(request) {
  const since = generation;
  try {
    const response = await fetch(request);
    if (keepable(response)) await keep(PAGES, request, response.clone(), since);
    return response;
  } catch (error) {
    const cache = await caches.open(PAGES);
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (keepable(response)) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method === "POST" && url.origin === self.location.origin && url.pathname === "/logout") {
    generation += 1;
    event.waitUntil(Promise.all(KNOWN.map((name) => caches.delete(name))));
    return;
  }
  if (request.method !== "GET") return;
  if (isAsset(url)) event.respondWith(cacheFirst(request));
  else if (isPage(url) || isRouteList(url)) event.respondWith(networkFirst(request));
});

/** The script and style files a kept page loads (Remix writes them into the page as /build/ links). */
function assetsOf(html) {
  const found = new Set();
  for (const m of html.matchAll(/(?:href|src)="(\/build\/[^"]+)"/g)) found.add(m[1]);
  for (const m of html.matchAll(/"(\/build\/[^"]+\.(?:js|css))"/g)) found.add(m[1]);
  return found;
}

/** The dashboard's list of job card addresses to keep (each card's page and its ?_data= answers). */
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "keep" || !Array.isArray(data.pages)) return;
  const reply = event.ports && event.ports[0];
  event.waitUntil(
    (async () => {
      const since = generation;
      let kept = 0;
      const needed = new Set();
      for (const href of data.pages.slice(0, 200)) {
        const url = new URL(href, self.location.origin);
        if (!isPage(url)) continue;
        try {
          const response = await fetch(url, { credentials: "same-origin" });
          if (!keepable(response)) continue;
          if (!url.searchParams.has("_data")) {
            for (const asset of assetsOf(await response.clone().text())) needed.add(asset);
            kept += 1;
          }
          await keep(PAGES, new Request(url), response, since);
        } catch {
          // no signal now: it is kept the next time the dashboard opens
        }
      }
      const assets = await caches.open(ASSETS);
      for (const href of [...needed].slice(0, 300)) {
        const url = new URL(href, self.location.origin);
        if (!isAsset(url) || (await assets.match(url))) continue;
        try {
          const response = await fetch(url);
          if (keepable(response)) await assets.put(url, response);
        } catch {
          // as above
        }
      }
      if (reply) reply.postMessage({ type: "kept", pages: kept });
    })(),
  );
});
