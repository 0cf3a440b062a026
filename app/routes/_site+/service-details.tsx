// /service-details: the §9 service details table and bundle offers, in words a boat owner uses.
import { json, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ClosingCta, PageHero, SectionHeading } from "~/components/marketing.tsx";
import { ServiceTypeTable } from "~/components/service-type-table.tsx";
import {
  bookingNotes,
  bundleConditionText,
  bundleDiscountLabel,
  bundleDiscountText,
  durationText,
  formatPriceRange,
  frequencyText,
  paymentTermsText,
  serviceTypePriceRange,
} from "~/domain/catalogue.ts";
import { getCatalogue } from "~/models/catalogue.server.ts";
import { pageMeta } from "~/utils/page-meta.ts";
import { publicPageHeaders } from "~/utils/http-cache.ts";

export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Service details: prices, timing and payment | Bosun",
    description:
      "How each Bosun service is priced, paid and scheduled: time on the boat, weather windows, slipway needs, subscriptions and bundle discounts, in plain words.",
    path: "/service-details",
  });

export async function loader() {
  const { definitions, offers } = await getCatalogue();
  return json({
    definitions,
    bundles: offers.map((o) => ({
      slug: o.slug,
      name: o.name,
      description: o.description ?? "",
      discount: bundleDiscountLabel(o, definitions),
      conditions: bundleConditionText(o),
      services: o.serviceTypes.map((t) => definitions.find((d) => d.serviceType === t)?.serviceName ?? t),
    })),
  });
}

export default function ServiceDetails() {
  const { definitions, bundles } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Service details"
        title="How our services are priced, paid and booked"
        lead="Everything you need to know before you book: how long each service takes, how you pay, whether it needs a weather window or a slipway, and how bundles save you money."
      />
      <div className="container-page space-y-14 py-14">
        <section aria-labelledby="table-heading">
          <SectionHeading
            title={<span id="table-heading">Service by service</span>}
            lead="Prices include GST and run from vessels up to 8 m to typical 20 m boats; your quote is exact for your boat."
          />
          <div className="mt-6 hidden overflow-x-auto rounded-theme-lg border border-line bg-white md:block">
            <table className="table-base" data-testid="service-details-table">
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">Indicative price</th>
                  <th scope="col">How you pay</th>
                  <th scope="col">Time on the boat</th>
                  <th scope="col">How often</th>
                  <th scope="col">Bundle saving</th>
                  <th scope="col">Good to know</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {definitions.map((d) => (
                  <tr key={d.serviceType}>
                    <th scope="row" className="px-3 py-3 font-heading font-semibold text-secondary">
                      {d.serviceName}
                    </th>
                    <td className="whitespace-nowrap">{formatPriceRange(serviceTypePriceRange(d))}</td>
                    <td>{paymentTermsText(d)}</td>
                    <td>{durationText(d)}</td>
                    <td>{frequencyText(d)}</td>
                    <td>{bundleDiscountText(d)}</td>
                    <td>{bookingNotes(d).join(". ") || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ServiceTypeTable definitions={definitions} className="mt-6 md:hidden" />
        </section>

        <section aria-labelledby="bundle-heading">
          <SectionHeading
            title={<span id="bundle-heading">Bundle offers</span>}
            lead="When your services qualify for more than one offer, you get the one that saves you the most."
          />
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {bundles.map((b) => (
              <li key={b.slug} className="card">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-lg font-semibold">{b.name}</h3>
                  <span className="badge bg-accent/15 text-accent-strong">{b.discount}</span>
                </div>
                <p className="mt-2 text-sm">{b.description}</p>
                <p className="mt-3 text-xs text-ink">
                  <strong>Includes:</strong> {b.services.join(", ")}. <strong>Conditions:</strong> {b.conditions}.
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="terms-heading" className="grid gap-6 md:grid-cols-3">
          <h2 id="terms-heading" className="sr-only">
            Payment, weather and subscriptions
          </h2>
          <div className="card">
            <h3 className="text-lg font-semibold">Paying for work</h3>
            <p className="mt-2 text-sm">
              Short services are paid in full when you book. Polishing is paid in two parts. Antifouling and deliveries
              take a deposit to hold the slipway or skipper, with the balance when the work is done. We accept card,
              bank transfer and cash.
            </p>
          </div>
          <div className="card">
            <h3 className="text-lg font-semibold">Weather windows</h3>
            <p className="mt-2 text-sm">
              External cleans, polishing, antifouling and deliveries need dry, calm conditions. We book them into a
              suitable window and move them free of charge if the forecast turns.
            </p>
          </div>
          <div className="card">
            <h3 className="text-lg font-semibold">Regular schedules</h3>
            <p className="mt-2 text-sm">
              External, internal and engine room cleans and hull inspections can run on a weekly, fortnightly, monthly
              or quarterly schedule. Pause or change it any time from your owner portal.
            </p>
          </div>
        </section>
        <p className="text-sm">
          Ready to price a package? Try the <Link to="/detailing-service-builders">detailing</Link> or{" "}
          <Link to="/hull-service-builders">hull</Link> service builder.
        </p>
      </div>
      <ClosingCta />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
