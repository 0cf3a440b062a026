import { json, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Icon } from "~/components/icons.tsx";
import { ClosingCta, PageHero } from "~/components/marketing.tsx";
import { formatDate } from "~/domain/dates.ts";
import { listPortfolioProjects } from "~/models/catalogue.server.ts";
import { listPublishedGallery } from "~/models/gallery.server.ts";
import { pageMeta } from "~/utils/page-meta.ts";
import { publicPageHeaders } from "~/utils/http-cache.ts";

export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Our Work | Sydney boat detailing, hull and refit projects",
    description:
      "Recent projects around Sydney: full details, antifouls, lithium and solar upgrades and teak restorations — what we found, what we did and what it cost the owner.",
    path: "/portfolio",
  });

export async function loader() {
  const [projects, gallery] = await Promise.all([listPortfolioProjects(), listPublishedGallery()]);
  return json({
    gallery,
    projects: projects.map((p) => ({
      slug: p.slug,
      title: p.title,
      summary: p.summary,
      vesselType: p.vesselType,
      location: p.location,
      completedOn: p.completedOn,
      image: p.image,
    })),
  });
}

export default function Portfolio() {
  const { projects, gallery } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Portfolio"
        title="Recent work around Sydney"
        lead="Real boats, real owners, real results. Each project shows what we found, what we did and how long it took."
      />
      <div className="container-page py-14">
        <ul className="grid gap-8 md:grid-cols-2" data-testid="portfolio-projects">
          {projects.map((p) => (
            <li key={p.slug}>
              <Link
                to={`/portfolio/${p.slug}`}
                className="group block overflow-hidden rounded-theme-lg border border-line bg-white no-underline shadow-sm transition hover:shadow-md"
              >
                <img
                  src={p.image}
                  alt=""
                  width={800}
                  height={600}
                  loading="lazy"
                  className="aspect-[16/9] w-full object-cover"
                />
                <div className="p-6">
                  <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs font-semibold uppercase tracking-wide text-accent-strong">
                    <span>{p.vesselType}</span>
                    <span className="flex items-center gap-1">
                      <Icon name="pin" className="h-3.5 w-3.5" />
                      {p.location}
                    </span>
                  </p>
                  <h2 className="mt-2 text-xl font-bold group-hover:text-primary">{p.title}</h2>
                  <p className="mt-2 text-sm text-ink">{p.summary}</p>
                  <p className="mt-4 text-xs text-ink">Completed {formatDate(p.completedOn)}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
        {gallery.length ? (
          <section className="mt-16" aria-labelledby="portfolio-gallery-heading">
            <h2 id="portfolio-gallery-heading" className="text-2xl font-bold">
              From the gallery
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="portfolio-gallery">
              {gallery.map((g) => (
                <li key={g.id}>
                  <figure className="overflow-hidden rounded-theme-lg border border-line bg-white shadow-sm">
                    <img
                      src={g.src}
                      alt={g.altText ?? g.title}
                      width={g.width}
                      height={g.height}
                      loading="lazy"
                      className="aspect-[4/3] w-full object-cover"
                    />
                    <figcaption className="p-4">
                      <span className="block font-semibold text-secondary">{g.title}</span>
                      {g.description ? <span className="mt-1 block text-sm text-ink">{g.description}</span> : null}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <ClosingCta
        title="Book Your Consultation Today"
        lead="Have a project like these? Tell us about it and we will scope it with you, free."
      />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
