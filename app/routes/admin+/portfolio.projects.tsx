// /admin/portfolio/projects (issue 18, ADR 181 addenda of 2026-11-27): the portfolio projects of the public
// /portfolio pages — every field, published, order and delete (after a confirmation step), each a plain POST form,
// each change audited. New projects, with their image, at /admin/portfolio/upload-project.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ProjectImage } from "~/components/admin/project-image.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { projectEditSchema } from "~/domain/portfolio.ts";
import { listServicePages } from "~/models/catalogue.server.ts";
import { deleteProject, listAdminProjects, moveProject, updateProject } from "~/models/portfolio-projects.server.ts";
import { MoveButtons } from "~/screens/portfolio-admin/move-buttons.tsx";
import { DeleteFold, EditFold, PublishedBadge, useHere } from "~/screens/portfolio-admin/card-parts.tsx";
import { portfolioListAction, saveCardEdit } from "~/screens/portfolio-admin/list-action.server.ts";
import { ProjectFields, projectDefaults, type ProjectFieldMetas } from "~/screens/portfolio-admin/project-fields.tsx";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Portfolio projects | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, page, pageSize, skip, take } = await adminListRequest(request, 20);
  const [{ total, projects }, servicePages] = await Promise.all([
    listAdminProjects({ skip, take }),
    listServicePages(),
  ]);
  const confirm = url.searchParams.get("confirm");
  return json({
    page,
    pageSize,
    total,
    projects,
    confirm,
    servicePages: servicePages.map((p) => ({ slug: p.slug, title: p.title })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return portfolioListAction(request, {
    fallback: "/admin/portfolio/projects",
    move: moveProject,
    intents: {
      edit: (a) => saveCardEdit(a, projectEditSchema, (v) => updateProject(v, a.actorId), "Project saved"),
      delete: async (a) => {
        if (a.formData.get("confirm") !== "yes") {
          return redirectWithToast(`${a.back.split("#")[0]}${a.back.includes("?") ? "&" : "?"}confirm=${a.id}`, {
            type: "info",
            title: "Confirm to delete",
          });
        }
        const project = await deleteProject(a.id, a.actorId);
        return redirectWithToast(a.back, { type: "success", title: `Project deleted: ${project.title}` });
      },
    },
  });
}

type ProjectRow = ReturnType<typeof useLoaderData<typeof loader>>["projects"][number];

export default function AdminPortfolioProjects() {
  const d = useLoaderData<typeof loader>();
  const here = useHere();
  return (
    <>
      <PageHeader
        title="Portfolio projects"
        description="The projects on /portfolio. Only published projects are shown to visitors, in this order."
        links={[
          { to: "/admin/portfolio", label: "Gallery images" },
          { to: "/portfolio", label: "View /portfolio" },
          { to: "/admin/portfolio/upload-project", label: "New project", primary: true },
        ]}
      />
      {d.projects.length === 0 ? (
        <EmptyState title="No portfolio projects yet" />
      ) : (
        <ul className="space-y-4" data-testid="projects-admin">
          {d.projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              back={here}
              servicePages={d.servicePages}
              confirming={d.confirm === project.id}
            />
          ))}
        </ul>
      )}
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />
    </>
  );
}

function ProjectCard({
  project,
  back,
  servicePages,
  confirming,
}: {
  project: ProjectRow;
  back: string;
  servicePages: { slug: string; title: string }[];
  confirming: boolean;
}) {
  const actionData = useActionData<typeof action>();
  const mine = !!actionData && "editId" in actionData && actionData.editId === project.id;
  const [form, fields] = useZodForm(projectEditSchema, {
    id: `project-edit-${project.id}`,
    lastResult: mine ? actionData.result : undefined,
    defaultValue: { id: project.id, ...projectDefaults(project) },
  });
  const backWithoutConfirm = back.replace(/([?&])confirm=[^&]*&?/, "$1").replace(/[?&]$/, "");
  return (
    <li className="card flex flex-col gap-3 p-4" data-testid="project-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-start gap-3">
          <ProjectImage project={project} size="thumbnail" />
          <div>
            <p className="font-semibold text-secondary" data-testid="project-title">
              {project.title}
            </p>
            <p className="text-xs" data-testid="project-slug">
              /portfolio/{project.slug}
            </p>
          </div>
        </div>
        <PublishedBadge published={project.published} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <MoveButtons id={project.id} title={project.title} back={back} />
        <Link
          to={`/admin/portfolio/upload-project?replace=${project.id}`}
          className="btn-secondary text-xs"
          aria-label={`Replace image of ${project.title}`}
        >
          Replace image
        </Link>
      </div>
      <EditFold
        summary={`Edit ${project.title}`}
        open={mine}
        form={form}
        id={project.id}
        back={back}
        submitLabel="Save project"
      >
        <ProjectFields
          fields={fields as unknown as ProjectFieldMetas}
          formId={form.id}
          servicePages={servicePages}
          chosenServices={project.services}
          altRequired={!!project.imageKey}
        />
      </EditFold>
      <DeleteFold
        open={confirming}
        id={project.id}
        back={backWithoutConfirm}
        className="mt-2 space-y-2"
        submitLabel="Delete this project"
      >
        <p className="text-sm">
          The project's page /portfolio/{project.slug} goes away and its uploaded image is deleted. This cannot be
          undone.
        </p>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" defaultChecked={false} />
          Yes, delete {project.title}
        </label>
        {confirming ? (
          <p className="text-sm text-danger" role="alert">
            Tick the box to confirm, then delete.
          </p>
        ) : null}
      </DeleteFold>
    </li>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
