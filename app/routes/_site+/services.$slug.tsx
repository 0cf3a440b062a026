// Every /services/{slug} page: one template over the ServicePage rows and the §9 catalogue.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AddToCartButton } from "~/components/add-to-cart-button.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { CATEGORY_ICONS, Icon } from "~/components/icons.tsx";
import { CheckList, ClosingCta, FactList, PageHero, ServiceCta, SectionHeading } from "~/components/marketing.tsx";
import { ServiceTypeTable } from "~/components/service-type-table.tsx";
import { builderFor, builderHref } from "~/domain/builders.ts";
import {
  bundlesInvolving,
  cartServiceType,
  CATEGORY_LABELS,
  formatPriceRange,
  isWeatherDependent,
  needsVesselOutOfWater,
  pageServiceTypes,
  parseStringList,
  servicePriceRange,
  type ServicePageCategory,
} from "~/domain/catalogue.ts";
import { canonicalUrl } from "~/domain/seo.ts";
import { addToCartProps } from "~/screens/add-to-cart/add-to-cart.server.ts";
import { getCatalogue, getServicePage, listPortfolioProjects, listServicePages } from "~/models/catalogue.server.ts";
import { pageMeta, publicEnvFrom } from "~/utils/page-meta.ts";
import { notFound } from "~/utils/misc.ts";
import { publicPageHeaders } from "~/utils/http-cache.ts";

export const headers = publicPageHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = await getServicePage(params.slug ?? "");
  if (!page) throw notFound();
  const types = pageServiceTypes(page);
  const cartType = cartServiceType(page);
  const [{ definitions, offers }, pages, projects, addToCart] = await Promise.all([
    getCatalogue(),
    listServicePages(),
    listPortfolioProjects(),
    cartType ? addToCartProps(request, { serviceType: cartType }) : null,
  ]);
  const related = pages
    .filter((p) => p.slug !== page.slug && p.category === page.category)
    .map((p) => ({ slug: p.slug, title: p.title, summary: p.summary, kind: p.kind }));
  const builder = builderFor(types);
  return json({
    page: {
      slug: page.slug,
      title: page.title,
      shortName: page.shortName,
      kind: page.kind,
      category: page.category as ServicePageCategory,
      summary: page.summary,
      paragraphs: page.description.split(/\n{2,}/),
      included: parseStringList(page.included),
      durationText: page.durationText,
      image: page.image,
    },
    priceRange: servicePriceRange(page, definitions),
    weatherDependent: isWeatherDependent(types, definitions),
    outOfWater: needsVesselOutOfWater(types, definitions),
    definitions: definitions.filter((d) => types.includes(d.serviceType as (typeof types)[number])),
    bundles: bundlesInvolving(types, offers).map((o) => ({
      slug: o.slug,
      name: o.name,
      description: o.description ?? "",
    })),
    builder: builder ? { title: builder.title, href: builderHref(builder, types) } : null,
    // Only while the catalogue offers the service (an inactive definition leaves just the enquiry).
    addToCart: addToCart?.services.length === 1 ? addToCart : null,
    // Spec §9: external, internal and engine-room cleans and hull inspections can also be a subscription.
    subscribeHref:
      cartType && definitions.some((d) => d.serviceType === cartType && d.supportsSubscription)
        ? `/complete-subscription?service=${cartType}`
        : null,
    related,
    projects: projects
      .filter((p) => parseStringList(p.services).includes(page.slug))
      .slice(0, 2)
      .map((p) => ({ slug: p.slug, title: p.title, summary: p.summary, image: p.image })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Service not found | Bosun" }, { name: "robots", content: "noindex" }];
  const env = publicEnvFrom(matches);
  const { page, priceRange } = data;
  const appUrl = env?.appUrl ?? "";
  return pageMeta(matches, {
    title: `${page.title} | Bosun`,
    description: page.summary,
    path: `/services/${page.slug}`,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Service",
      name: page.title,
      description: page.summary,
      serviceType: page.shortName,
      areaServed: { "@type": "City", name: "Sydney" },
      provider: { "@type": "LocalBusiness", "@id": `${canonicalUrl(appUrl, "/")}#business`, name: env?.businessName },
      ...(priceRange
        ? {
            offers: {
              "@type": "AggregateOffer",
              priceCurrency: "AUD",
              lowPrice: (priceRange.fromCents / 100).toFixed(2),
              highPrice: (priceRange.toCents / 100).toFixed(2),
            },
          }
        : {}),
    },
  });
};

export default function ServicePageRoute() {
  const data = useLoaderData<typeof loader>();
  const { page, priceRange } = data;
  const quoteHref = `/contact?service=${encodeURIComponent(page.slug)}&source=service#enquiry`;
  return (
    <>
      <PageHero
        breadcrumbs={[
          { to: "/", label: "Home" },
          { to: "/services", label: "Services" },
        ]}
        eyebrow={CATEGORY_LABELS[page.category]}
        title={page.title}
        lead={page.summary}
        aside={
          <div className="overflow-hidden rounded-theme-lg bg-white text-ink shadow-xl">
            <img src={page.image} alt="" width={800} height={600} className="aspect-[16/9] w-full object-cover" />
            <div className="p-5">
              {priceRange ? (
                <p className="text-sm">
                  <span className="block text-xs font-semibold uppercase tracking-wide text-ink">
                    Indicative price, GST incl.
                  </span>
                  <span className="font-heading text-2xl font-bold text-primary" data-testid="price-range">
                    {formatPriceRange(priceRange)}
                  </span>
                </p>
              ) : null}
              <p className="mt-2 flex gap-2 text-sm">
                <Icon name="clock" className="h-5 w-5 shrink-0 text-primary" />
                {page.durationText}
              </p>
            </div>
          </div>
        }
      >
        <ServiceCta quoteHref={quoteHref} tone="dark">
          {data.addToCart ? <AddToCartButton {...data.addToCart} id="service-add-to-cart" /> : null}
          {data.subscribeHref ? (
            <Link
              to={data.subscribeHref}
              className="btn w-full border border-white/70 px-6 py-3 text-base text-white hover:bg-white/10 sm:w-auto"
            >
              Subscribe — regular visits
            </Link>
          ) : null}
        </ServiceCta>
      </PageHero>

      <div className="container-page grid gap-10 py-14 lg:grid-cols-[1fr_22rem]">
        <div>
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-2xl font-bold">
              About this service
            </h2>
            <div className="mt-4 space-y-4 text-base leading-relaxed">
              {page.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
          </section>
          <section aria-labelledby="included-heading" className="mt-10">
            <h2 id="included-heading" className="text-2xl font-bold">
              What&apos;s included
            </h2>
            <CheckList items={page.included} className="mt-5" />
          </section>
          {data.definitions.length ? (
            <section aria-labelledby="booking-heading" className="mt-10">
              <h2 id="booking-heading" className="text-2xl font-bold">
                Booking and payment
              </h2>
              <ServiceTypeTable definitions={data.definitions} className="mt-5" />
            </section>
          ) : null}
        </div>

        <aside className="space-y-6" aria-label="At a glance">
          <div className="card">
            <h2 className="text-lg font-bold">At a glance</h2>
            <div className="mt-4">
              <FactList
                facts={[
                  { icon: "tag", label: "Price", value: priceRange ? formatPriceRange(priceRange) : "Quoted per job" },
                  { icon: "clock", label: "Time on the job", value: page.durationText },
                  {
                    icon: "cloud",
                    label: "Weather",
                    value: data.weatherDependent
                      ? "Booked into a dry, calm weather window"
                      : "Goes ahead in most weather",
                  },
                  ...(data.outOfWater
                    ? [{ icon: "crane" as const, label: "Slipway", value: "Vessel out of the water" }]
                    : []),
                ]}
              />
            </div>
            <p className="mt-4 text-xs text-ink">
              Prices run from vessels up to 8 m to typical 20 m boats. Your quote is exact for your boat and is itemised
              before you book.
            </p>
          </div>
          {data.bundles.length ? (
            <div className="card" data-testid="service-bundles">
              <h2 className="text-lg font-bold">Save with a bundle</h2>
              <ul className="mt-3 space-y-3 text-sm">
                {data.bundles.map((b) => (
                  <li key={b.slug}>
                    <p className="font-semibold text-secondary">{b.name}</p>
                    <p>{b.description}</p>
                  </li>
                ))}
              </ul>
              {data.builder ? (
                <Link to={data.builder.href} className="btn-secondary mt-4 w-full">
                  Price a package in the {data.builder.title}
                </Link>
              ) : null}
            </div>
          ) : null}
        </aside>
      </div>

      {data.projects.length ? (
        <section className="bg-white py-14" aria-labelledby="projects-heading">
          <div className="container-page">
            <SectionHeading
              eyebrow="From the portfolio"
              title={<span id="projects-heading">Recent {page.shortName.toLowerCase()} work</span>}
            />
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {data.projects.map((p) => (
                <li key={p.slug}>
                  <Link to={`/portfolio/${p.slug}`} className="card flex gap-4 p-4 no-underline hover:border-accent">
                    <img
                      src={p.image}
                      alt=""
                      width={160}
                      height={120}
                      loading="lazy"
                      className="h-24 w-32 shrink-0 rounded-theme object-cover"
                    />
                    <span>
                      <span className="block font-heading font-semibold text-secondary">{p.title}</span>
                      <span className="mt-1 line-clamp-2 block text-sm text-ink">{p.summary}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {data.related.length ? (
        <section className="py-14" aria-labelledby="related-heading">
          <div className="container-page">
            <SectionHeading
              eyebrow={CATEGORY_LABELS[page.category]}
              title={
                <span id="related-heading">{page.kind === "hub" ? "Services in this area" : "Related services"}</span>
              }
            />
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.related.map((r) => (
                <li key={r.slug}>
                  <Link
                    to={`/services/${r.slug}`}
                    className="card flex h-full flex-col p-5 no-underline hover:border-accent"
                  >
                    <span className="flex items-center gap-2 font-heading font-semibold text-secondary">
                      <Icon name={CATEGORY_ICONS[page.category] ?? "anchor"} className="h-5 w-5 text-accent-strong" />
                      {r.title}
                    </span>
                    <span className="mt-2 text-sm text-ink">{r.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <ClosingCta />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
