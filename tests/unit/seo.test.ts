import { describe, expect, it } from "vitest";
import { canonicalUrl, localBusinessJsonLd, seoMeta, truncateDescription, truncateTitle } from "~/domain/seo.ts";

describe("title and description truncation (spec §5)", () => {
  it("keeps titles of up to 60 characters and cuts longer ones to 57 plus an ellipsis", () => {
    const sixty = "T".repeat(60);
    expect(truncateTitle(sixty)).toBe(sixty);
    const long = `${"a".repeat(57)}bcdef`;
    expect(truncateTitle(long)).toBe(`${"a".repeat(57)}…`);
    expect(truncateTitle(long)).toHaveLength(58);
  });

  it("keeps descriptions of up to 155 characters and cuts longer ones to 152 plus an ellipsis", () => {
    const exact = "d".repeat(155);
    expect(truncateDescription(exact)).toBe(exact);
    const long = "x".repeat(156);
    expect(truncateDescription(long)).toBe(`${"x".repeat(152)}…`);
  });

  it("collapses whitespace before measuring", () => {
    expect(truncateTitle("  Hull   dive\n Sydney ")).toBe("Hull dive Sydney");
  });
});

describe("canonical URLs", () => {
  it("use the configured origin and drop query strings and trailing slashes", () => {
    expect(canonicalUrl("https://bosun.example/", "/services/hull-dive?from=home#top")).toBe(
      "https://bosun.example/services/hull-dive",
    );
    expect(canonicalUrl("https://bosun.example", "/")).toBe("https://bosun.example/");
    expect(canonicalUrl("https://bosun.example", "/about-us/")).toBe("https://bosun.example/about-us");
  });
});

describe("page meta", () => {
  const meta = seoMeta({
    title: "A very long page title about marine detailing across all of Sydney Harbour | Bosun",
    description: "Short description.",
    path: "/services/external-clean",
    appUrl: "https://bosun.example",
    siteName: "Bosun Marine Services",
    image: "/images/og-default.jpg",
  });
  const find = (key: string, value: string) => meta.find((m) => m[key] === value);

  it("has a truncated title, the description, a canonical link and Open Graph tags", () => {
    const title = meta.find((m) => "title" in m)?.title as string;
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title.endsWith("…")).toBe(true);
    expect(find("name", "description")?.content).toBe("Short description.");
    expect(find("rel", "canonical")?.href).toBe("https://bosun.example/services/external-clean");
    expect(find("property", "og:title")?.content).toBe(title);
    expect(find("property", "og:url")?.content).toBe("https://bosun.example/services/external-clean");
    expect(find("property", "og:image")?.content).toBe("https://bosun.example/images/og-default.jpg");
    expect(find("property", "og:type")?.content).toBe("website");
  });
});

describe("LocalBusiness JSON-LD (spec §9 business info)", () => {
  const ld = localBusinessJsonLd({
    name: "Bosun Marine Services",
    phone: "1300 267 862",
    email: "info@bosun.example",
    location: "Sydney, NSW",
    appUrl: "https://bosun.example",
  });

  it("carries hours, price range, radius, rating, payment methods and the Sydney NSW address", () => {
    expect(ld["@type"]).toBe("LocalBusiness");
    expect(ld.priceRange).toBe("$350-$750");
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "16:00" },
    ]);
    expect(ld.areaServed.map((a) => a.geoRadius)).toEqual([50_000, 100_000]);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 127 });
    expect(ld.paymentAccepted).toBe("Cash, Credit Card, Bank Transfer");
    expect(ld.address).toMatchObject({ addressLocality: "Sydney", addressRegion: "NSW", addressCountry: "AU" });
    expect(ld.telephone).toBe("1300 267 862");
    expect(ld.makesOffer.map((o) => `${o.price} ${o.priceCurrency}`)).toEqual(["500.00 AUD", "350.00 AUD"]);
  });
});
