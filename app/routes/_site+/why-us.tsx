import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Icon, type IconName } from "~/components/icons.tsx";
import { ClosingCta, DifferenceCards, PageHero, SectionHeading } from "~/components/marketing.tsx";
import { RATING, VESSELS_SERVICED } from "~/domain/business.ts";
import { pageMeta } from "~/utils/page-meta.ts";
import { publicPageHeaders } from "~/utils/http-cache.ts";

export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Why choose Bosun for your boat | Bosun",
    description:
      "Published prices, itemised quotes, licensed and insured professionals, reviews from real jobs, and a portal that remembers your boat. Here is how we work.",
    path: "/why-us",
  });

const COMPARISON: { icon: IconName; topic: string; usual: string; bosun: string }[] = [
  {
    icon: "tag",
    topic: "Price",
    usual: "A number over the phone, and a different one on the invoice.",
    bosun: "Indicative prices on the website, an itemised quote, and bundle savings applied automatically.",
  },
  {
    icon: "shield",
    topic: "Who turns up",
    usual: "Whoever was free, with or without insurance.",
    bosun: "A licensed, insured professional matched to your boat and inducted to your marina's rules.",
  },
  {
    icon: "cloud",
    topic: "Weather",
    usual: "A cancelled day and a new wait for a slot.",
    bosun: "Weather-dependent work booked into a window and moved free if the forecast turns.",
  },
  {
    icon: "clipboard",
    topic: "Records",
    usual: "Receipts in a drawer and guesswork about when things were done.",
    bosun: "Photos, reports and service history in your owner portal, with reminders when work is due.",
  },
];

export default function WhyUs() {
  return (
    <>
      <PageHero
        eyebrow="Why Bosun"
        title="Boat care without the guesswork"
        lead={`Owners of ${VESSELS_SERVICED} vessels around Sydney trust us with their boats, and rate us ${RATING.value} out of 5 from ${RATING.count} reviews. Here is why.`}
      >
        <Link to="/contact" className="btn-accent px-6 py-3 text-base">
          Get Free Quote
        </Link>
      </PageHero>
      <section className="py-14">
        <div className="container-page">
          <SectionHeading center title="What Makes Us Different" />
          <DifferenceCards className="mt-10" />
        </div>
      </section>
      <section className="bg-white py-14" aria-labelledby="compare-heading">
        <div className="container-page">
          <SectionHeading
            eyebrow="Side by side"
            title={<span id="compare-heading">The usual way, and the Bosun way</span>}
          />
          <ul className="mt-8 space-y-4">
            {COMPARISON.map((c) => (
              <li
                key={c.topic}
                className="grid gap-4 rounded-theme-lg border border-line p-5 md:grid-cols-[12rem_1fr_1fr] md:items-center"
              >
                <p className="flex items-center gap-2 font-heading font-semibold text-secondary">
                  <Icon name={c.icon} className="h-5 w-5 text-accent-strong" />
                  {c.topic}
                </p>
                <p className="text-sm">
                  <span className="block text-xs font-semibold uppercase tracking-wide text-ink">The usual way</span>
                  {c.usual}
                </p>
                <p className="rounded-theme bg-accent/10 p-3 text-sm text-secondary">
                  <span className="block text-xs font-semibold uppercase tracking-wide text-accent-strong">
                    With Bosun
                  </span>
                  {c.bosun}
                </p>
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
