// /sydney-marine-services: the local page — where we work, hours, prices — with LocalBusiness JSON-LD.
import { json, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { CATEGORY_ICONS, Icon } from "~/components/icons.tsx";
import { ClosingCta, FactList, PageHero, SectionHeading } from "~/components/marketing.tsx";
import { defaultHours, openingHoursGroups } from "~/domain/public-business.ts";
import {
  PAYMENT_METHODS,
  PRICE_RANGE,
  RATING,
  SERVICE_AREAS,
  SERVICE_RADIUS_KM,
  VESSELS_SERVICED,
  WIDER_SERVICE_RADIUS_KM,
} from "~/domain/business.ts";
import { useRootData } from "~/root.tsx";
import { formatPriceRange, servicePriceRange } from "~/domain/catalogue.ts";
import { getServiceDefinitions, listServicePages } from "~/models/catalogue.server.ts";
import { pageMeta } from "~/utils/page-meta.ts";
import { publicPageHeaders } from "~/utils/http-cache.ts";

export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Sydney Marine Services | Harbour, Pittwater & beyond",
    description: `Marine detailing, hull, electrical and shipwright services across Sydney Harbour, Middle Harbour, Pittwater and Botany Bay. Rated ${RATING.value} from ${RATING.count} reviews.`,
    path: "/sydney-marine-services",
    localBusiness: true,
  });

export async function loader() {
  const [definitions, pages] = await Promise.all([getServiceDefinitions(), listServicePages()]);
  return json({
    hubs: pages
      .filter((p) => p.kind === "hub")
      .map((p) => ({
        slug: p.slug,
        title: p.title,
        summary: p.summary,
        category: p.category,
        range: servicePriceRange(p, definitions),
      })),
  });
}

export default function SydneyMarineServices() {
  const { hubs } = useLoaderData<typeof loader>();
  const env = useRootData()?.env;
  const rating = env?.rating ?? RATING;
  const radius = env?.serviceRadiusKm ?? SERVICE_RADIUS_KM;
  const wider = env?.widerServiceRadiusKm ?? WIDER_SERVICE_RADIUS_KM;
  return (
    <>
      <PageHero
        eyebrow="Sydney, NSW"
        title="Marine services across Sydney's waterways"
        lead={`From Rushcutters Bay to Palm Beach, our verified professionals come to your berth, mooring or yard. ${VESSELS_SERVICED} vessels serviced and rated ${rating.value} by ${rating.count} owners.`}
      >
        <Link to="/contact" className="btn-accent px-6 py-3 text-base">
          Get Free Quote
        </Link>
        <Link to="/services" className="btn border border-white/40 px-6 py-3 text-base text-white hover:bg-white/10">
          All services
        </Link>
      </PageHero>

      <section className="py-14" aria-labelledby="areas-heading">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div>
            <SectionHeading
              eyebrow="Where we work"
              title={<span id="areas-heading">{`Within ${radius} km of the city — and further by arrangement`}</span>}
              lead={`Our core service area covers every major waterway within ${radius} km of the Sydney CBD. For bigger jobs we travel up to ${wider} km.`}
            />
            <ul className="mt-8 grid gap-4 sm:grid-cols-2">
              {SERVICE_AREAS.map((a) => (
                <li key={a.name} className="card p-5">
                  <h3 className="flex items-center gap-2 font-semibold">
                    <Icon name="pin" className="h-5 w-5 text-accent-strong" />
                    {a.name}
                  </h3>
                  <p className="mt-2 text-sm">{a.places}</p>
                </li>
              ))}
            </ul>
          </div>
          <aside className="card h-fit" aria-label="Business details">
            <h2 className="text-lg font-bold">Business details</h2>
            <div className="mt-4">
              <FactList
                facts={[
                  {
                    icon: "clock",
                    label: "Hours",
                    value: (
                      <>
                        {openingHoursGroups(env?.hours ?? defaultHours()).map((h) => (
                          <span key={h.label} className="block">
                            {h.label} {h.opens}–{h.closes}
                          </span>
                        ))}
                      </>
                    ),
                  },
                  {
                    icon: "tag",
                    label: "Typical price range",
                    value: (env?.priceRange ?? PRICE_RANGE).replace("-", " – "),
                  },
                  { icon: "star", label: "Rating", value: `${rating.value} from ${rating.count} reviews` },
                  { icon: "shield", label: "We accept", value: PAYMENT_METHODS.join(", ") },
                ]}
              />
            </div>
          </aside>
        </div>
      </section>

      <section className="bg-white py-14" aria-labelledby="hubs-heading">
        <div className="container-page">
          <SectionHeading eyebrow="What we do" title={<span id="hubs-heading">Our Sydney services</span>} />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {hubs.map((h) => (
              <li key={h.slug}>
                <Link
                  to={`/services/${h.slug}`}
                  className="card flex h-full flex-col p-5 no-underline hover:border-accent hover:shadow-md"
                >
                  <span className="flex items-center gap-2 font-heading text-lg font-semibold text-secondary">
                    <Icon name={CATEGORY_ICONS[h.category] ?? "anchor"} className="h-5 w-5 text-accent-strong" />
                    {h.title}
                  </span>
                  <span className="mt-2 flex-1 text-sm text-ink">{h.summary}</span>
                  {h.range ? (
                    <span className="mt-4 text-sm font-semibold text-primary">{formatPriceRange(h.range)}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ClosingCta />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
