// /admin/portfolio/upload-project (issue 18, ADR 181 addendum of 2026-11-27): a new portfolio project with its own
// image — the file checked by its bytes like the gallery's (JPEG, PNG or WebP, size from its header), stored through
// the file store with a resized display copy, alt text required. Its own address because uploads get the larger body
// limit (server.js: paths named upload-…). With ?replace={id} the same address replaces an existing project's image
// (new file checked and resized the same way, alt text required; the old upload is deleted).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { UploadForm } from "~/components/admin/upload-form.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ProjectImage } from "~/components/admin/project-image.tsx";
import { Field } from "~/components/ui/fields.tsx";
import { fieldErrorsOf } from "~/components/ui/field-errors-of.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { projectCreateSchema, projectImageReplaceSchema } from "~/domain/portfolio.ts";
import { listServicePages } from "~/models/catalogue.server.ts";
import {
  ProjectRefusal,
  createProject,
  projectForImage,
  replaceProjectImage,
} from "~/models/portfolio-projects.server.ts";
import { ProjectFields, type ProjectFieldMetas } from "~/screens/portfolio-admin/project-fields.tsx";
import { ImageFileField } from "~/screens/portfolio-admin/image-file-field.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { takeUpload } from "~/utils/upload.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.replace ? "Replace a project's image" : "New portfolio project"} | Bosun admin` },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const replaceId = new URL(request.url).searchParams.get("replace");
  if (replaceId) {
    const project = await projectForImage(replaceId.slice(0, 40));
    if (!project) throw notFound("That project is not in the portfolio any more.");
    const { imageKey, ...shown } = project;
    return json({ replace: { ...shown, uploaded: !!imageKey }, servicePages: [] });
  }
  const pages = await listServicePages();
  return json({ replace: null, servicePages: pages.map((p) => ({ slug: p.slug, title: p.title })) });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const upload = await takeUpload(formData);
  if (formData.get("intent") === "replace-image") {
    const submission = parseForm(formData, { schema: projectImageReplaceSchema });
    if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
    try {
      const { id, imageAlt } = submission.value;
      const project = await replaceProjectImage(id, upload, imageAlt, ctx.actor.id);
      return redirectWithToast("/admin/portfolio/projects", {
        type: "success",
        title: `Image replaced: ${project.title}`,
        description: `/portfolio/${project.slug}`,
      });
    } catch (error) {
      if (error instanceof ProjectRefusal) return refusalReply(submission, error);
      throw error;
    }
  }
  const submission = parseForm(formData, { schema: projectCreateSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
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
  const { servicePages, replace } = useLoaderData<typeof loader>();
  if (replace) return <ReplaceImage project={replace} />;
  return <NewProject servicePages={servicePages} />;
}

function NewProject({ servicePages }: { servicePages: { slug: string; title: string }[] }) {
  const data = useActionData<typeof action>();
  const [form, fields] = useZodForm(projectCreateSchema, {
    id: "project-new",
    lastResult: data?.result,
    defaultValue: { published: "on" },
  });
  const fileErrors = fieldErrorsOf(data?.result);
  return (
    <>
      <PageHeader
        title="New portfolio project"
        description="Shown on /portfolio and on its own page once published."
        links={[{ to: "/admin/portfolio/projects", label: "← Projects" }]}
      />
      <UploadForm
        form={form}
        className="card max-w-3xl space-y-4"
        value="create"
        pendingText="Adding..."
        submitLabel="Add project"
      >
        <ImageFileField id="project-file" label="Image" errors={fileErrors} />
        <ProjectFields
          fields={fields as unknown as ProjectFieldMetas}
          formId={form.id}
          servicePages={servicePages}
          chosenServices={[]}
          altRequired
        />
      </UploadForm>
    </>
  );
}

function ReplaceImage({
  project,
}: {
  project: { id: string; title: string; slug: string; image: string; imageAlt: string; uploaded: boolean };
}) {
  const data = useActionData<typeof action>();
  const [form, fields] = useZodForm(projectImageReplaceSchema, {
    id: "project-image-replace",
    lastResult: data?.result,
    defaultValue: { id: project.id, imageAlt: project.imageAlt },
  });
  const fileErrors = fieldErrorsOf(data?.result);
  return (
    <>
      <PageHeader
        title={`Replace the image of ${project.title}`}
        description={`Shown on /portfolio and /portfolio/${project.slug}. ${
          project.uploaded
            ? "The current upload is deleted once the new one is saved."
            : "The project now shows a built-in picture; the new upload takes its place."
        }`}
        links={[{ to: "/admin/portfolio/projects", label: "← Projects" }]}
      />
      <div className="card mb-4 flex max-w-3xl items-center gap-4">
        <ProjectImage project={project} size="preview" testId="current-image" />
        <p className="text-sm">The image now</p>
      </div>
      <UploadForm
        form={form}
        className="card max-w-3xl space-y-4"
        value="replace-image"
        pendingText="Replacing..."
        submitLabel="Replace image"
      >
        <input type="hidden" name={fields.id.name} value={project.id} />
        <ImageFileField id="project-replace-file" label="New image" errors={fileErrors} />
        <Field meta={fields.imageAlt} label="Alt text of the new image" hint="What the picture shows" />
      </UploadForm>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
