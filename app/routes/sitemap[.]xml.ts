// /sitemap.xml: every public page and every service page and portfolio project.
import { canonicalUrl } from "~/domain/seo.ts";
import { sitemapEntries } from "~/models/catalogue.server.ts";
import { getEnv } from "~/utils/env.server.ts";

/** Public pages that exist regardless of the catalogue. */
const STATIC_PUBLIC_PATHS = [
  "/",
  "/about-us",
  "/services",
  "/why-us",
  "/contact",
  "/portfolio",
  "/nereus",
  "/detailing-service-builders",
  "/hull-service-builders",
  "/sydney-marine-services",
  "/service-details",
  "/newsletter",
] as const;

function escapeXml(value: string) {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

export async function loader() {
  const { appUrl } = getEnv();
  const { pages, projects } = await sitemapEntries();
  const urls = [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ loc: canonicalUrl(appUrl, path), lastmod: null as Date | null })),
    ...pages.map((p) => ({ loc: canonicalUrl(appUrl, `/services/${p.slug}`), lastmod: p.updatedAt })),
    ...projects.map((p) => ({ loc: canonicalUrl(appUrl, `/portfolio/${p.slug}`), lastmod: p.updatedAt })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (u) =>
        `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
