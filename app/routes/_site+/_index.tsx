import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/auth-card.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { GalleryCarousel } from "~/components/gallery-carousel.tsx";
import { Icon, type IconName } from "~/components/icons.tsx";
import { ClosingCta, DifferenceCards, SectionHeading } from "~/components/marketing.tsx";
import { useActionToast } from "~/components/toaster.tsx";
import { RATING, VESSELS_SERVICED } from "~/domain/business.ts";
import { listGalleryImages } from "~/models/catalogue.server.ts";
import { authCardConstraints, handleAuthAction } from "~/screens/auth/auth-actions.server.ts";
import { getUser } from "~/utils/auth.server.ts";
import { pageMeta } from "~/utils/page-meta.ts";
import { publicPageHeaders } from "~/utils/http-cache.ts";

export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Sydney's #1 Marine Services | Bosun",
    description:
      "Marine detailing, hull dives, marine electrical, shipwright repairs and project management for boats across Sydney. Honest prices, verified professionals.",
    path: "/",
    localBusiness: true,
  });

/** The five home page tiles and where spec §2 sends them. */
const SERVICE_TILES: { title: string; text: string; to: string; icon: IconName }[] = [
  {
    title: "Marine Detailing",
    text: "Build your own package of washes, interior cleans, machine polish and engine room details.",
    to: "/detailing-service-builders",
    icon: "sparkles",
  },
  {
    title: "Shipwright",
    text: "Fibreglass and timber repairs, gelcoat, fairing and leak-free deck hardware.",
    to: "/services/shipwright-sydney",
    icon: "hammer",
  },
  {
    title: "Marine Electrical",
    text: "Fault finding, batteries and charging, lighting and electronics to AS/NZS 3004.2.",
    to: "/services/electrical-sydney",
    icon: "bolt",
  },
  {
    title: "Hull Dive",
    text: "In-water hull and running gear cleans with anode checks and photo reports.",
    to: "/services/hull-dive",
    icon: "dive",
  },
  {
    title: "Project Management",
    text: "One project manager for your refit or repair: right trades, right order, on budget.",
    to: "/services/project-management",
    icon: "clipboard",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, gallery] = await Promise.all([getUser(request), listGalleryImages(8)]);
  const tab = new URL(request.url).searchParams.get("tab") === "register" ? "register" : "login";
  return json({
    signedIn: !!user,
    firstName: user?.firstName ?? user?.fullName ?? null,
    tab,
    authCardConstraints,
    gallery: gallery.map(({ id, src, title, description }) => ({ id, src, title, description })),
  } as const);
}

export async function action({ request }: ActionFunctionArgs) {
  return handleAuthAction(request, { defaultRedirect: "portal" });
}

export default function HomePage() {
  const { signedIn, firstName, tab, authCardConstraints, gallery } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useActionToast(actionData?.toast);
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-primary via-secondary to-primary text-white">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-24 bg-[radial-gradient(ellipse_at_bottom,rgba(75,163,163,0.35),transparent_70%)]"
        />
        <div className="container-page relative grid items-center gap-10 py-16 lg:grid-cols-[1.2fr_1fr] lg:py-24">
          <div>
            <p className="font-heading text-sm font-semibold uppercase tracking-widest text-accent-light">
              Verified marine professionals
            </p>
            <h1 className="mt-3 text-4xl font-bold text-white sm:text-5xl">Sydney&apos;s #1 Marine Services</h1>
            <p className="mt-5 max-w-xl text-lg text-white/90">
              Detailing, hull care, electrical and shipwright work for your vessel — honest pricing, real reviews, and a
              crew that remembers what your boat needs.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/contact" className="btn-accent px-6 py-3 text-base">
                Get Free Quote
              </Link>
              {signedIn ? (
                <Link
                  to="/dashboard"
                  className="btn border border-white/40 px-6 py-3 text-base text-white hover:bg-white/10"
                >
                  {firstName ? `Welcome back, ${firstName}` : "Go to my dashboard"}
                </Link>
              ) : (
                <Link
                  to="/services"
                  className="btn border border-white/40 px-6 py-3 text-base text-white hover:bg-white/10"
                >
                  Browse services
                </Link>
              )}
            </div>
            <ul
              className="mt-10 flex flex-wrap gap-x-8 gap-y-3 text-sm text-white/90"
              aria-label="Why owners choose us"
            >
              <li className="flex items-center gap-2">
                <Icon name="star" className="h-5 w-5 text-accent-light" />
                <span>
                  <strong className="text-white">{RATING.value}</strong> from {RATING.count} reviews
                </span>
              </li>
              <li className="flex items-center gap-2">
                <Icon name="anchor" className="h-5 w-5 text-accent-light" />
                <span>
                  <strong className="text-white">{VESSELS_SERVICED}</strong> vessels serviced
                </span>
              </li>
              <li className="flex items-center gap-2">
                <Icon name="shield" className="h-5 w-5 text-accent-light" />
                <span>Licensed &amp; insured</span>
              </li>
            </ul>
          </div>
          {!signedIn ? (
            <div className="hidden justify-end text-ink lg:flex">
              <AuthCard tab={tab} actionData={actionData} action="/?index" constraints={authCardConstraints} />
            </div>
          ) : null}
        </div>
      </section>

      <section className="py-16" aria-labelledby="services-heading">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionHeading
              eyebrow="What we do"
              title={<span id="services-heading">Marine services, done properly</span>}
            />
            <Link to="/services" className="btn-link text-sm">
              See all services →
            </Link>
          </div>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="service-tiles">
            {SERVICE_TILES.map((tile) => (
              <li key={tile.to}>
                <Link
                  to={tile.to}
                  className="group flex h-full flex-col rounded-theme-lg border border-line bg-white p-5 no-underline shadow-sm transition hover:-translate-y-0.5 hover:border-accent hover:shadow-md"
                >
                  <span className="flex h-12 w-12 items-center justify-center rounded-theme bg-primary text-white">
                    <Icon name={tile.icon} />
                  </span>
                  <span className="mt-4 font-heading text-lg font-semibold text-secondary">{tile.title}</span>
                  <span className="mt-2 flex-1 text-sm text-ink">{tile.text}</span>
                  <span className="mt-4 text-sm font-semibold text-accent-strong group-hover:underline">
                    Learn more →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-white py-16" aria-labelledby="different-heading">
        <div className="container-page">
          <SectionHeading
            center
            eyebrow="Why Bosun"
            title={<span id="different-heading">What Makes Us Different</span>}
            lead="A marketplace of verified marine professionals with one promise: you know the price, the person and the plan before anyone steps aboard."
          />
          <DifferenceCards className="mt-10" />
        </div>
      </section>

      <section className="py-16" aria-labelledby="gallery-heading">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionHeading eyebrow="Recent work" title={<span id="gallery-heading">Around the harbour</span>} />
            <Link to="/portfolio" className="btn-link text-sm">
              See our projects →
            </Link>
          </div>
          <div className="mt-8">
            <GalleryCarousel initialImages={gallery} />
          </div>
        </div>
      </section>

      <ClosingCta />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
