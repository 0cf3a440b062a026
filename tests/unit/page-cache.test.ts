import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import * as pageCache from "../../server/page-cache.js";
import { PUBLIC_PAGE_CACHE_CONTROL, publicPageHeaders } from "~/utils/http-cache.ts";

const { PageCache, hashInlineScripts, isAnonymousRead, isShareable, makeEntry, matchesETag } = pageCache;
const { parseCacheControl, pickEncoding } = pageCache;
const html = (headers: Record<string, string>) =>
  new Headers({ "content-type": "text/html; charset=utf-8", ...headers });

describe("which requests and responses a shared cache may use (ADR 110)", () => {
  it("answers only GET and HEAD sent without a cookie or credentials", () => {
    expect(isAnonymousRead("GET", {})).toBe(true);
    expect(isAnonymousRead("HEAD", {})).toBe(true);
    expect(isAnonymousRead("POST", {})).toBe(false);
    expect(isAnonymousRead("GET", { cookie: "__bosun_cart=abc" })).toBe(false);
    expect(isAnonymousRead("GET", { cookie: "__bosun_session=abc" })).toBe(false);
    expect(isAnonymousRead("GET", { authorization: "Bearer x" })).toBe(false);
  });

  it("keeps a public 200 page with a shared lifetime and no cookie, and nothing else", () => {
    const publicPage = html({ "cache-control": PUBLIC_PAGE_CACHE_CONTROL });
    expect(isShareable(200, publicPage)).toBe(true);
    expect(isShareable(404, publicPage)).toBe(false);
    expect(isShareable(200, html({ "cache-control": "private, no-store" }))).toBe(false);
    expect(isShareable(200, html({ "cache-control": "public, max-age=60" }))).toBe(false);
    const withCookie = html({ "cache-control": PUBLIC_PAGE_CACHE_CONTROL, "set-cookie": "__bosun_toast=x" });
    expect(isShareable(200, withCookie)).toBe(false);
    const json = new Headers({ "content-type": "application/json", "cache-control": PUBLIC_PAGE_CACHE_CONTROL });
    expect(isShareable(200, json)).toBe(false);
  });

  it("reads the directives the cache honours", () => {
    expect(parseCacheControl(PUBLIC_PAGE_CACHE_CONTROL)).toEqual({
      public: true,
      private: false,
      noStore: false,
      maxAge: 0,
      sMaxAge: 30,
      staleWhileRevalidate: 60,
    });
  });

  it("gives public pages a short shared lifetime, browser revalidation and Vary: Cookie, keeping loader headers", () => {
    const headers = new Headers(
      publicPageHeaders({
        loaderHeaders: new Headers({ "X-Robots-Tag": "noindex" }),
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      }) as Headers,
    );
    expect(headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
    expect(headers.get("vary")).toBe("Cookie");
    expect(headers.get("x-robots-tag")).toBe("noindex");
  });
});

describe("a shared page's inline scripts are allowed by hash, not by the nonce of one response", () => {
  it("removes the nonce and hashes each inline script, skipping JSON-LD and external scripts", () => {
    const page =
      '<script type="application/ld+json">{"a":1}</script><script nonce="N0==">window.x=1;</script>' +
      '<script nonce="N0==" type="module" async="">import "/build/a.js";</script><script src="/x.js"></script>';
    const { html: out, scriptHashes } = hashInlineScripts(page, "N0==");
    expect(out).not.toContain("nonce");
    const sha = (s: string) => `'sha256-${crypto.createHash("sha256").update(s).digest("base64")}'`;
    expect(scriptHashes).toEqual([sha("window.x=1;"), sha('import "/build/a.js";')]);
  });
});

describe("cached entries", () => {
  const headers = html({ "cache-control": PUBLIC_PAGE_CACHE_CONTROL });
  const entry = (text: string, now = 0) => makeEntry({ headers, html: text, scriptHashes: [], now });

  it("carry a strong ETag over the body and brotli and gzip copies of it", () => {
    const a = entry("<p>one</p>");
    expect(a.etag).toBe(entry("<p>one</p>").etag);
    expect(a.etag).not.toBe(entry("<p>two</p>").etag);
    expect(a.etag).toMatch(/^"[\w-]+"$/);
    expect(zlib.brotliDecompressSync(a.br).toString()).toBe("<p>one</p>");
    expect(zlib.gunzipSync(a.gzip).toString()).toBe("<p>one</p>");
  });

  it("are fresh for s-maxage, stale for stale-while-revalidate after it, then gone", () => {
    const cache = new PageCache();
    cache.store("/", entry("<p>home</p>", 1_000));
    expect(cache.lookup("/", 1_000 + 29_999).state).toBe("fresh");
    expect(cache.lookup("/", 1_000 + 30_000).state).toBe("stale");
    expect(cache.lookup("/", 1_000 + 89_999).state).toBe("stale");
    expect(cache.lookup("/", 1_000 + 90_000).state).toBe("miss");
    expect(cache.lookup("/", 1_000).state).toBe("miss");
  });

  it("are bounded: the least recently used page goes first, and clear() empties the cache", () => {
    const cache = new PageCache({ maxEntries: 2 });
    cache.store("/a", entry("a"));
    cache.store("/b", entry("b"));
    expect(cache.lookup("/a", 1).state).toBe("fresh");
    cache.store("/c", entry("c"));
    expect(cache.lookup("/b", 1).state).toBe("miss");
    expect(cache.lookup("/a", 1).state).toBe("fresh");
    cache.clear();
    expect(cache.lookup("/a", 1).state).toBe("miss");
    expect(cache.bytes).toBe(0);
  });
});

describe("conditional and negotiated answers", () => {
  it("matches If-None-Match lists, weak tags and *", () => {
    expect(matchesETag('"abc"', '"abc"')).toBe(true);
    expect(matchesETag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesETag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesETag("*", '"abc"')).toBe(true);
    expect(matchesETag('"x"', '"abc"')).toBe(false);
    expect(matchesETag(undefined, '"abc"')).toBe(false);
  });

  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
