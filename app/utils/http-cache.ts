import type { HeadersFunction } from "@remix-run/node";

/**
 * Marketing pages anyone may see (ADR 110): a browser revalidates on every load (ETag, 304), a shared cache keeps the
 * page 30 s and may serve it 60 s more while it fetches a fresh copy. server.js answers anonymous reads from such a
 * cache and makes the page private whenever the request carries a cookie (a session, a cart, a toast).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

/** The `headers` export of a public marketing page. */
export const publicPageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  headers.set("Vary", "Cookie");
  return headers;
};
