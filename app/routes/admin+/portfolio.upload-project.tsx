// /admin/portfolio/upload-project (issue 18, ADR 181 addendum of 2026-11-27): a new portfolio project with its own
// image — the file checked by its bytes like the gallery's (JPEG, PNG or WebP, size from its header), stored through
// the file store with a resized display copy, alt text required. Its own address because uploads get the larger body
// limit (server.js: paths named upload-…).
import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ActionLinks } from "~/components/admin/action-links.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList, FileField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { MAX_GALLERY_BYTES, projectCreateSchema } from "~/domain/portfolio.ts";
import { listServicePages } from "~/models/catalogue.server.ts";
import { ProjectRefusal, createProject } from "~/models/portfolio-projects.server.ts";
import { ProjectFields, type ProjectFieldMetas } from "~/screens/portfolio-admin/project-fields.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "New portfolio project | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const pages = await listServicePages();
  return json({ servicePages: pages.map((p) => ({ slug: p.slug, title: p.title })) });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const file = formData.get("file");
  formData.delete("file");
  const submission = parseForm(formData, { schema: projectCreateSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const upload =
    file instanceof File && file.size > 0 ? { size: file.size, bytes: new Uint8Array(await file.arrayBuffer()) } : null;
  try {
    const project = await createProject(upload, submission.value, ctx.actor.id);
    return redirectWithToast("/admin/portfolio/projects", {
      type: "success",
      title: project.published ? "Project added and published" : "Project added (not published)",
      description: `${project.title} · /portfolio/${project.slug}`,
    });
  } catch (error) {
    if (error instanceof ProjectRefusal) return refusalReply(submission, error);
    throw error;
  }
}

export default function NewPortfolioProject() {
  const { servicePages } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [form, fields] = useZodForm(projectCreateSchema, {
    id: "project-new",
    lastResult: data?.result,
    defaultValue: { published: "on" },
  });
  const fileErrors = (data?.result?.error as Record<string, string[]> | undefined)?.file;
  return (
    <>
      <PageHeader
        title="New portfolio project"
        description="Shown on /portfolio and on its own page once published."
        actions={<ActionLinks links={[{ to: "/admin/portfolio/projects", label: "← Projects" }]} />}
      />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card max-w-3xl space-y-4">
        <FileField
          id="project-file"
          label="Image"
          accept="image/jpeg,image/png,image/webp"
          errors={fileErrors}
          hint={`JPEG, PNG or WebP, at least 320 × 200 pixels, up to ${MAX_GALLERY_BYTES / 1024 / 1024} MB.`}
        />
        <ProjectFields
          fields={fields as unknown as ProjectFieldMetas}
          formId={form.id}
          servicePages={servicePages}
          chosenServices={[]}
          altRequired
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <StatusButton value="create" pendingText="Adding...">
          Add project
        </StatusButton>
      </Form>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
