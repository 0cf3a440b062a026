import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { CheckList, ClosingCta, FactList, PageHero } from "~/components/marketing.tsx";
import { parseStringList } from "~/domain/catalogue.ts";
import { formatDate } from "~/domain/dates.ts";
import { getPortfolioProject, listServicePages } from "~/models/catalogue.server.ts";
import { pageMeta } from "~/utils/page-meta.ts";
import { notFound } from "~/utils/misc.ts";
import { publicPageHeaders } from "~/utils/http-cache.ts";

export const headers = publicPageHeaders;

export async function loader({ params }: LoaderFunctionArgs) {
  const project = await getPortfolioProject(params.identifier ?? "");
  if (!project) throw notFound();
  const slugs = parseStringList(project.services);
  const pages = (await listServicePages()).filter((p) => slugs.includes(p.slug));
  return json({
    project: {
      ...project,
      paragraphs: project.description.split(/\n{2,}/),
      highlights: parseStringList(project.highlights),
    },
    services: pages.map((p) => ({ slug: p.slug, title: p.title })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Project not found | Bosun" }, { name: "robots", content: "noindex" }];
  return pageMeta(matches, {
    title: `${data.project.title} | Bosun`,
    description: data.project.summary,
    path: `/portfolio/${data.project.slug}`,
    type: "article",
  });
};

export default function PortfolioProject() {
  const { project, services } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        breadcrumbs={[
          { to: "/", label: "Home" },
          { to: "/portfolio", label: "Portfolio" },
        ]}
        eyebrow={project.location}
        title={project.title}
        lead={project.summary}
      />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[1fr_22rem]">
        <article>
          <img
            src={project.image}
            alt={project.imageAlt || project.title}
            width={800}
            height={600}
            className="aspect-[16/9] w-full rounded-theme-lg object-cover shadow-sm"
          />
          <div className="mt-8 space-y-4 text-base leading-relaxed">
            {project.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          <h2 className="mt-10 text-2xl font-bold">The result</h2>
          <CheckList items={project.highlights} className="mt-5" />
        </article>
        <aside className="space-y-6" aria-label="Project facts">
          <div className="card">
            <h2 className="text-lg font-bold">Project facts</h2>
            <div className="mt-4">
              <FactList
                facts={[
                  {
                    icon: "anchor",
                    label: "Vessel",
                    value: `${project.vesselName} — ${project.vesselType}${project.lengthMetres ? `, ${project.lengthMetres} m` : ""}`,
                  },
                  { icon: "pin", label: "Where", value: project.location },
                  { icon: "clock", label: "Time taken", value: project.durationText },
                  { icon: "calendar", label: "Completed", value: formatDate(project.completedOn) },
                ]}
              />
            </div>
          </div>
          {services.length ? (
            <div className="card">
              <h2 className="text-lg font-bold">Services used</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {services.map((s) => (
                  <li key={s.slug}>
                    <Link to={`/services/${s.slug}`}>{s.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </aside>
      </div>
      <ClosingCta />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
