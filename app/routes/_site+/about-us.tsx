import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Icon } from "~/components/icons.tsx";
import { CheckList, ClosingCta, DifferenceCards, PageHero, SectionHeading } from "~/components/marketing.tsx";
import { defaultHours, openingHoursText } from "~/domain/public-business.ts";
import { RATING, SERVICE_RADIUS_KM, VESSELS_SERVICED } from "~/domain/business.ts";
import { useRootData } from "~/root.tsx";
import { pageMeta } from "~/utils/page-meta.ts";
import { publicPageHeaders } from "~/utils/http-cache.ts";

export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "About Bosun | Marine professionals for Sydney boat owners",
    description:
      "Bosun connects Sydney boat owners with verified detailers, divers, shipwrights and marine electricians — with honest prices and one place to manage it all.",
    path: "/about-us",
  });

const STATS = [
  { value: VESSELS_SERVICED, label: "vessels serviced" },
  { value: String(RATING.value), label: `average rating from ${RATING.count} reviews` },
  { value: `${SERVICE_RADIUS_KM} km`, label: "around Sydney, we come to you" },
  { value: "1 day", label: "to reply to every enquiry" },
];

export default function AboutUs() {
  const hours = useRootData()?.env.hours ?? defaultHours();
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="Boat care, run by people who love boats"
        lead="Bosun started on the pontoons of Sydney Harbour: owners kept asking the same question — who can I trust to look after my boat, and what will it cost? We built the answer."
      />

      <section className="py-14">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
          <div className="space-y-4 text-base leading-relaxed">
            <SectionHeading eyebrow="Our story" title="A marketplace with a crew behind it" />
            <p>
              Finding good marine trades in Sydney has always worked by word of mouth. Great detailers, divers and
              shipwrights were booked out, prices were a mystery until the invoice arrived, and nobody kept track of
              what the boat actually needed.
            </p>
            <p>
              Bosun brings verified marine professionals together under one set of standards. We publish our prices,
              itemise every quote, check every professional&apos;s licences and insurance, and keep your boat&apos;s
              service history in one place so the next job starts where the last one finished.
            </p>
            <p>
              Our operations team in Sydney schedules the work, matches the right professional to your boat and marina,
              and stays accountable for the result. If something is not right, you call us — not a stranger.
            </p>
          </div>
          <ul className="grid grid-cols-2 gap-4">
            {STATS.map((s) => (
              <li key={s.label} className="card text-center">
                <p className="font-heading text-3xl font-bold text-primary">{s.value}</p>
                <p className="mt-1 text-sm">{s.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-white py-14">
        <div className="container-page">
          <SectionHeading center eyebrow="What we stand for" title="What Makes Us Different" />
          <DifferenceCards className="mt-10" />
        </div>
      </section>

      <section className="py-14">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading eyebrow="How we work" title="Every professional is checked before they step aboard" />
            <CheckList
              className="mt-6"
              items={[
                "Trade licences, marine qualifications and commercial diving tickets checked and kept current",
                "Public liability insurance of at least $10 million for every professional",
                "Inducted to marina and yacht club rules, including environmental controls",
                "Work photographed before and after, and recorded in your owner portal",
                "Reviews only from customers whose job was completed and paid",
              ]}
            />
          </div>
          <div className="card">
            <h2 className="flex items-center gap-2 text-xl font-bold">
              <Icon name="clock" className="h-6 w-6 text-accent-strong" /> When you can reach us
            </h2>
            <p className="mt-3">
              {openingHoursText(hours)}. Outside these hours leave an enquiry and we will call you back.
            </p>
            <p className="mt-3">
              We work across Sydney Harbour, Middle Harbour, Pittwater, the Parramatta and Lane Cove rivers, Botany Bay
              and Port Hacking. See <Link to="/sydney-marine-services">where we work</Link>.
            </p>
            <Link to="/contact" className="btn-primary mt-6">
              Contact us
            </Link>
          </div>
        </div>
      </section>

      <section id="terms" className="scroll-mt-24 bg-white py-14" aria-labelledby="terms-heading">
        <div className="container-page max-w-3xl">
          <SectionHeading
            eyebrow="The fine print, in plain words"
            title={<span id="terms-heading">Terms of service and privacy</span>}
          />
          <div className="mt-6 space-y-4 text-sm leading-relaxed">
            <p>
              <strong>Quotes and prices.</strong> Prices on this website are indicative and include GST. Your quote is
              itemised and is the price you pay for the work it describes; anything extra is agreed with you in writing
              before it is done.
            </p>
            <p>
              <strong>Bookings and weather.</strong> Weather-dependent services are booked into a suitable window. If
              the weather turns, we reschedule at no cost to you. Deposits are refundable if we cannot do the work.
            </p>
            <p>
              <strong>Payments.</strong> We accept card, bank transfer and cash. How each service is paid — in full, in
              two parts, or deposit and balance — is shown in <Link to="/service-details">service details</Link> and on
              your quote.
            </p>
            <p>
              <strong>Your information.</strong> We collect only what we need to quote, book and carry out work on your
              vessel, keep it in Australia, and never sell it. You can ask us for a copy, or to delete it, at any time.
              Newsletter e-mails are sent only after you confirm your address, and you can ask to stop them at any time.
            </p>
          </div>
        </div>
      </section>

      <ClosingCta />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
