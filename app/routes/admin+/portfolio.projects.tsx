// /admin/portfolio/projects (issue 18, ADR 181 addendum of 2026-11-27): the portfolio projects of the public
// /portfolio pages — title, summary, description, published and order, each a plain POST form, each change audited.
import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { CheckboxField, ErrorList, Field, TextareaField } from "~/components/ui/fields.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { projectEditSchema } from "~/domain/portfolio.ts";
import { ProjectRefusal, listAdminProjects, moveProject, updateProject } from "~/models/portfolio-projects.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { parseForm, readForm, refusalResult } from "~/utils/forms.server.ts";
import { safeRedirectPath, unknownIntent } from "~/utils/misc.ts";
import { getPagination } from "~/utils/pagination.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Portfolio projects | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { page, pageSize, skip, take } = getPagination(new URL(request.url), 20);
  const { total, projects } = await listAdminProjects({ skip, take });
  return json({ page, pageSize, total, projects });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const back = safeRedirectPath(formData.get("redirectTo"), "/admin/portfolio/projects");
  const id = String(formData.get("id") ?? "");
  const intent = String(formData.get("intent") ?? "");
  try {
    switch (intent) {
      case "edit": {
        const submission = parseForm(formData, { schema: projectEditSchema });
        if (submission.status !== "success") return json({ editId: id, result: submission.reply() }, { status: 400 });
        try {
          await updateProject(submission.value, ctx.actor.id);
        } catch (error) {
          if (error instanceof ProjectRefusal)
            return json({ editId: id, ...refusalResult(submission, error) }, { status: 400 });
          throw error;
        }
        return redirectWithToast(back, { type: "success", title: "Project saved" });
      }
      case "up":
      case "down": {
        const moved = await moveProject(id, intent, ctx.actor.id);
        return redirectWithToast(back, {
          type: moved ? "success" : "info",
          title: moved ? "Order changed" : intent === "up" ? "Already first" : "Already last",
        });
      }
      default:
        throw unknownIntent();
    }
  } catch (error) {
    if (!(error instanceof ProjectRefusal)) throw error;
    return redirectWithToast(back, { type: "error", title: "Not changed", description: error.message });
  }
}

type ProjectRow = ReturnType<typeof useLoaderData<typeof loader>>["projects"][number];

export default function AdminPortfolioProjects() {
  const d = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <>
      <PageHeader
        title="Portfolio projects"
        description="The projects on /portfolio. Only published projects are shown to visitors, in this order."
        actions={
          <>
            <Link to="/admin/portfolio" className="btn-secondary">
              Gallery images
            </Link>
            <Link to="/portfolio" className="btn-secondary">
              View /portfolio
            </Link>
          </>
        }
      />
      {d.projects.length === 0 ? (
        <EmptyState title="No portfolio projects yet" />
      ) : (
        <ul className="space-y-4" data-testid="projects-admin">
          {d.projects.map((project) => (
            <ProjectCard key={project.id} project={project} back={here} />
          ))}
        </ul>
      )}
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />
    </>
  );
}

function ProjectCard({ project, back }: { project: ProjectRow; back: string }) {
  const actionData = useActionData<typeof action>();
  const mine = !!actionData && "editId" in actionData && actionData.editId === project.id;
  const [form, fields] = useZodForm(projectEditSchema, {
    id: `project-edit-${project.id}`,
    lastResult: mine ? actionData.result : undefined,
    defaultValue: {
      id: project.id,
      title: project.title,
      summary: project.summary,
      description: project.description,
      published: project.published ? "on" : undefined,
    },
  });
  const hidden = (name: string, value: string) => <input type="hidden" name={name} value={value} />;
  return (
    <li className="card flex flex-col gap-3 p-4" data-testid="project-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-secondary">{project.title}</p>
          <p className="text-xs">/portfolio/{project.slug}</p>
        </div>
        <span className={`badge ${project.published ? "bg-success/10 text-success" : "bg-surface text-secondary"}`}>
          {project.published ? "Published" : "Not published"}
        </span>
      </div>
      <Form method="post" className="flex gap-2">
        {hidden("id", project.id)}
        {hidden("redirectTo", back)}
        <StatusButton
          value="up"
          pendingText="…"
          className="btn-secondary text-xs"
          aria-label={`Move ${project.title} earlier`}
        >
          ↑ Earlier
        </StatusButton>
        <StatusButton
          value="down"
          pendingText="…"
          className="btn-secondary text-xs"
          aria-label={`Move ${project.title} later`}
        >
          ↓ Later
        </StatusButton>
      </Form>
      <details open={mine || undefined}>
        <summary className="cursor-pointer text-sm font-semibold">Edit {project.title}</summary>
        <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
          {hidden("id", project.id)}
          {hidden("redirectTo", back)}
          <Field meta={fields.title} label="Title" />
          <TextareaField meta={fields.summary} label="Summary" rows={2} />
          <TextareaField
            meta={fields.description}
            label="Description (paragraphs separated by a blank line)"
            rows={8}
          />
          <CheckboxField meta={fields.published} label="Published (shown on /portfolio)" />
          <ErrorList id={form.errorId} errors={form.errors} />
          <StatusButton value="edit" pendingText="Saving..." className="btn-primary text-sm">
            Save project
          </StatusButton>
        </Form>
      </details>
    </li>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
