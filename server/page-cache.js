// The shared cache in front of Remix for anonymous public pages (ADR 110). A route opts in with a `public` Cache-Control
// carrying `s-maxage` (and `stale-while-revalidate`); this process then keeps the rendered page as a shared cache would
// (RFC 9111): fresh for s-maxage, served stale for stale-while-revalidate while one render refreshes it, and thrown
// away whenever this process handles a write. Only requests without cookies or credentials are answered from it or
// fill it, so nothing personal, no session's form and no toast is ever stored.
import crypto from "node:crypto";
import zlib from "node:zlib";

/** Cache-Control as an object: { public, private, noStore, maxAge, sMaxAge, staleWhileRevalidate }. */
export function parseCacheControl(value) {
  const out = { public: false, private: false, noStore: false, maxAge: null, sMaxAge: null, staleWhileRevalidate: 0 };
  for (const part of (value ?? "").toLowerCase().split(",")) {
    const [name, raw] = part.trim().split("=");
    const n = Number(raw);
    if (name === "public") out.public = true;
    else if (name === "private") out.private = true;
    else if (name === "no-store") out.noStore = true;
    else if (name === "max-age" && Number.isFinite(n)) out.maxAge = n;
    else if (name === "s-maxage" && Number.isFinite(n)) out.sMaxAge = n;
    else if (name === "stale-while-revalidate" && Number.isFinite(n)) out.staleWhileRevalidate = n;
  }
  return out;
}

/** A request a shared cache may answer: a GET or HEAD with no cookie and no credentials. */
export function isAnonymousRead(method, headers) {
  return (method === "GET" || method === "HEAD") && !headers.cookie && !headers.authorization;
}

/** A response a shared cache may keep: a 200 page marked public with a shared lifetime, setting no cookie. */
export function isShareable(status, headers) {
  const cc = parseCacheControl(headers.get("cache-control"));
  return (
    status === 200 &&
    cc.public &&
    !cc.private &&
    !cc.noStore &&
    (cc.sMaxAge ?? 0) > 0 &&
    !headers.has("set-cookie") &&
    /^text\/html/.test(headers.get("content-type") ?? "")
  );
}

/**
 * A page rendered with a per-request CSP nonce, made the same for every visitor: the nonce attributes are removed and
 * each inline script is allowed by its SHA-256 hash instead. JSON-LD is data, not script, and needs neither.
 */
export function hashInlineScripts(html, nonce) {
  const withoutNonce = nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
  const hashes = [];
  for (const [, attributes, body] of withoutNonce.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    const hash = `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return { html: withoutNonce, scriptHashes: hashes };
}

/** What the cache keeps of one page: its headers, its bytes (plain, brotli, gzip) and a strong ETag over them. */
export function makeEntry({ headers, html, scriptHashes, now }) {
  const body = Buffer.from(html, "utf8");
  const cc = parseCacheControl(headers.get("cache-control"));
  const kept = [...headers.entries()].filter(
    ([name]) => !["content-length", "content-encoding", "etag"].includes(name),
  );
  return {
    headers: kept,
    etag: `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    scriptHashes,
    body,
    br: zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: zlib.gzipSync(body, { level: 9 }),
    storedAt: now,
    freshUntil: now + (cc.sMaxAge ?? 0) * 1000,
    staleUntil: now + ((cc.sMaxAge ?? 0) + cc.staleWhileRevalidate) * 1000,
  };
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesETag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** The encoding to send a cached page in, from the request's Accept-Encoding. */
export function pickEncoding(acceptEncoding) {
  const accepted = new Map();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get("br") ?? 0) > 0) return "br";
  if ((accepted.get("gzip") ?? 0) > 0) return "gzip";
  return null;
}

/** A bounded map of pages by URL, least recently used out first. */
export class PageCache {
  constructor({ maxEntries = 300, maxBytes = 64 * 1024 * 1024 } = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
  }

  /** The entry and whether it is fresh, stale (servable while refreshed) or absent. */
  lookup(key, now) {
    const entry = this.entries.get(key);
    if (!entry) return { state: "miss" };
    if (now < entry.freshUntil) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return { state: "fresh", entry };
    }
    if (now < entry.staleUntil) return { state: "stale", entry };
    this.delete(key);
    return { state: "miss" };
  }

  store(key, entry) {
    this.delete(key);
    const size = entry.body.length + entry.br.length + entry.gzip.length;
    if (size > this.maxBytes) return;
    this.entries.set(key, { ...entry, size });
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.size;
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }
}
