// Titles, descriptions, canonical URLs, Open Graph and LocalBusiness JSON-LD for public pages (spec §5, §9).
import { GEO_CENTRE, PAYMENT_METHODS, SAMPLE_OFFERS_CENTS, VESSELS_SERVICED } from "./business.ts";
import { defaultHours, openingHoursGroups, type WeekHours } from "./public-business.ts";
import { PRICE_RANGE, RATING, SERVICE_RADIUS_KM, WIDER_SERVICE_RADIUS_KM } from "./business.ts";

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 155;
const ELLIPSIS = "…";

/** Collapses whitespace; text longer than `max` becomes its first `keep` characters plus an ellipsis. */
function truncate(text: string, max: number, keep: number) {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, keep)}${ELLIPSIS}`;
}

/** At most 60 characters: longer titles become their first 57 characters plus '…' (spec §5). */
export function truncateTitle(title: string) {
  return truncate(title, TITLE_MAX, TITLE_MAX - 3);
}

/** At most 155 characters: longer descriptions become their first 152 characters plus '…' (spec §5). */
export function truncateDescription(description: string) {
  return truncate(description, DESCRIPTION_MAX, DESCRIPTION_MAX - 3);
}

/** An absolute URL on the site's configured origin (APP_URL); query strings are not part of canonicals. */
export function canonicalUrl(appUrl: string, path: string) {
  const origin = appUrl.replace(/\/+$/, "");
  const clean = path.split(/[?#]/)[0] || "/";
  const normalised = clean === "/" ? "/" : clean.replace(/\/+$/, "");
  return `${origin}${normalised.startsWith("/") ? normalised : `/${normalised}`}`;
}

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/services/hull-dive". */
  path: string;
  appUrl: string;
  siteName: string;
  /** Path or absolute URL of the share image. */
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: object | object[];
}

export type MetaTag = Record<string, unknown>;

/** The meta descriptors every public page returns from its `meta` export. */
export function seoMeta(input: SeoInput): MetaTag[] {
  const title = truncateTitle(input.title);
  const description = truncateDescription(input.description);
  const url = canonicalUrl(input.appUrl, input.path);
  const image = input.image
    ? input.image.startsWith("http")
      ? input.image
      : canonicalUrl(input.appUrl, input.image)
    : undefined;
  const tags: MetaTag[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:locale", content: "en_AU" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) tags.push({ property: "og:image", content: image });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const ld of [input.jsonLd ?? []].flat()) tags.push({ "script:ld+json": ld });
  return tags;
}

export interface BusinessContact {
  name: string;
  phone: string;
  email: string;
  /** "Sydney, NSW" */
  location: string;
  appUrl: string;
  /** From the business settings (issue 18); the §9 facts when absent. */
  hours?: WeekHours;
  serviceRadiusKm?: number;
  widerServiceRadiusKm?: number;
  priceRange?: string;
  rating?: { value: number; count: number };
}

/** schema.org LocalBusiness with the business facts of spec §9. */
export function localBusinessJsonLd(contact: BusinessContact) {
  const [locality = "Sydney", region = "NSW"] = contact.location.split(",").map((s) => s.trim());
  const url = canonicalUrl(contact.appUrl, "/");
  const radius = contact.serviceRadiusKm ?? SERVICE_RADIUS_KM;
  const wider = contact.widerServiceRadiusKm ?? WIDER_SERVICE_RADIUS_KM;
  const rating = contact.rating ?? RATING;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${url}#business`,
    name: contact.name,
    description:
      "Marine detailing, hull care, marine electrical, shipwright and project management for vessels across Sydney and NSW.",
    url,
    telephone: contact.phone,
    email: contact.email,
    image: canonicalUrl(contact.appUrl, "/images/og-default.jpg"),
    priceRange: contact.priceRange ?? PRICE_RANGE,
    address: { "@type": "PostalAddress", addressLocality: locality, addressRegion: region, addressCountry: "AU" },
    geo: { "@type": "GeoCoordinates", latitude: GEO_CENTRE.latitude, longitude: GEO_CENTRE.longitude },
    areaServed: [
      {
        "@type": "GeoCircle",
        geoMidpoint: { "@type": "GeoCoordinates", latitude: GEO_CENTRE.latitude, longitude: GEO_CENTRE.longitude },
        geoRadius: radius * 1000,
        description: `Sydney and surrounds within ${radius} km`,
      },
      {
        "@type": "GeoCircle",
        geoMidpoint: { "@type": "GeoCoordinates", latitude: GEO_CENTRE.latitude, longitude: GEO_CENTRE.longitude },
        geoRadius: wider * 1000,
        description: `Wider area by arrangement, up to ${wider} km`,
      },
    ],
    openingHoursSpecification: openingHoursGroups(contact.hours ?? defaultHours()).map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...h.days],
      opens: h.opens,
      closes: h.closes,
    })),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: rating.value,
      reviewCount: rating.count,
      bestRating: 5,
    },
    paymentAccepted: PAYMENT_METHODS.join(", "),
    makesOffer: SAMPLE_OFFERS_CENTS.map((cents) => ({
      "@type": "Offer",
      price: (cents / 100).toFixed(2),
      priceCurrency: "AUD",
    })),
    currenciesAccepted: "AUD",
    slogan: `${VESSELS_SERVICED} vessels serviced`,
  };
}
