// /robots.txt: public pages are crawlable; portals, account screens and APIs are not.
import { canonicalUrl } from "~/domain/seo.ts";
import { getEnv } from "~/utils/env.server.ts";

const DISALLOW = [
  "/admin",
  "/new_admin",
  "/owner",
  "/customer",
  "/staff",
  "/fieldstaff",
  "/crew",
  "/professional",
  "/dashboard",
  "/auth",
  "/api/",
  "/resources/",
  "/cart",
  "/checkout",
  "/contact/thank-you",
  "/newsletter/confirm",
];

export async function loader() {
  const { appUrl } = getEnv();
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOW.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${canonicalUrl(appUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
