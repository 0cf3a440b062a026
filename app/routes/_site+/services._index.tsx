// /services: the catalogue index, grouped by category, with the bundle offers.
import { json, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { CATEGORY_ICONS, Icon } from "~/components/icons.tsx";
import { ClosingCta, PageHero, SectionHeading } from "~/components/marketing.tsx";
import { BUILDERS } from "~/domain/builders.ts";
import { CATEGORY_LABELS, formatPriceRange, SERVICE_PAGE_CATEGORIES, servicePriceRange } from "~/domain/catalogue.ts";
import { getCatalogue, listServicePages } from "~/models/catalogue.server.ts";
import { pageMeta } from "~/utils/page-meta.ts";
import { publicPageHeaders } from "~/utils/http-cache.ts";

export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Marine Services in Sydney | Bosun",
    description:
      "Every Bosun service with indicative prices: detailing, hull dives, antifouling, marine electrical, shipwright repairs, project management and vessel delivery.",
    path: "/services",
  });

export async function loader() {
  const [{ definitions, offers }, pages] = await Promise.all([getCatalogue(), listServicePages()]);
  const groups = SERVICE_PAGE_CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    pages: pages
      .filter((p) => p.category === category)
      .map((p) => ({
        slug: p.slug,
        title: p.title,
        summary: p.summary,
        kind: p.kind,
        range: servicePriceRange(p, definitions),
      })),
  })).filter((g) => g.pages.length);
  return json({
    groups,
    bundles: offers.map((o) => ({ slug: o.slug, name: o.name, description: o.description ?? "" })),
  });
}

export default function ServicesIndex() {
  const { groups, bundles } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title="Marine services across Sydney"
        lead="Detailing, hull care, marine electrical, shipwright repairs, project management and deliveries — by verified professionals who come to your berth."
      >
        {BUILDERS.map((b) => (
          <Link key={b.key} to={b.path} className="btn border border-white/40 px-5 py-2.5 text-white hover:bg-white/10">
            {b.title}
          </Link>
        ))}
      </PageHero>

      <div className="container-page space-y-14 py-14">
        {groups.map((g) => (
          <section key={g.category} aria-labelledby={`cat-${g.category}`}>
            <h2 id={`cat-${g.category}`} className="flex items-center gap-3 text-2xl font-bold">
              <span className="flex h-10 w-10 items-center justify-center rounded-theme bg-primary text-white">
                <Icon name={CATEGORY_ICONS[g.category] ?? "anchor"} className="h-5 w-5" />
              </span>
              {g.label}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {g.pages.map((p) => (
                <li key={p.slug}>
                  <Link
                    to={`/services/${p.slug}`}
                    className="card flex h-full flex-col p-5 no-underline hover:border-accent hover:shadow-md"
                  >
                    <span className="font-heading text-lg font-semibold text-secondary">{p.title}</span>
                    {p.kind === "hub" ? (
                      <span className="mt-1 text-xs font-semibold uppercase tracking-wide text-accent-strong">
                        Overview
                      </span>
                    ) : null}
                    <span className="mt-2 flex-1 text-sm text-ink">{p.summary}</span>
                    {p.range ? (
                      <span className="mt-4 font-heading text-sm font-semibold text-primary">
                        {formatPriceRange(p.range)}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}

        <section aria-labelledby="bundles-heading" className="rounded-theme-lg bg-white p-6 shadow-sm sm:p-8">
          <SectionHeading
            eyebrow="Bundle offers"
            title={<span id="bundles-heading">Book together, pay less</span>}
            lead="Bundle discounts are applied automatically when your services qualify — the best single offer wins. Try a service builder to see your saving."
          />
          <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {bundles.map((b) => (
              <li key={b.slug} className="rounded-theme border border-line p-4">
                <p className="font-heading font-semibold text-secondary">{b.name}</p>
                <p className="mt-1 text-sm">{b.description}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm">
            How each service is booked, paid and scheduled is set out in{" "}
            <Link to="/service-details">service details</Link>.
          </p>
        </section>
      </div>
      <ClosingCta />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
