// /admin/portfolio/upload (issue 18, ADR 181): add an image to the home gallery and /portfolio — the file (checked by
// its bytes: JPEG, PNG or WebP, size read from its header), caption, alt text (required), category, published or not.
// Its own address because uploads get the larger body limit (server.js: paths named upload).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { UploadForm } from "~/components/admin/upload-form.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { CheckboxField, Field, SelectField } from "~/components/ui/fields.tsx";
import { fieldErrorsOf } from "~/components/ui/field-errors-of.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { CATEGORY_OPTIONS, galleryImageSchema } from "~/domain/portfolio.ts";
import { GalleryRefusal, addGalleryImage } from "~/models/gallery.server.ts";
import { ImageFileField } from "~/screens/portfolio-admin/image-file-field.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { takeUpload } from "~/utils/upload.server.ts";

export const meta: MetaFunction = () => [{ title: "Add a gallery image | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const upload = await takeUpload(formData);
  const submission = parseForm(formData, { schema: galleryImageSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    if (!upload) throw new GalleryRefusal("Choose an image to upload", "file");
    const image = await addGalleryImage(upload, submission.value, ctx.actor.id);
    return redirectWithToast("/admin/portfolio", {
      type: "success",
      title: image.active ? "Image added and published" : "Image added (not published)",
      description: `${image.title} · ${image.width} × ${image.height}`,
    });
  } catch (error) {
    if (error instanceof GalleryRefusal) return refusalReply(submission, error);
    throw error;
  }
}

export default function UploadGalleryImage() {
  const data = useActionData<typeof action>();
  const [form, fields] = useZodForm(galleryImageSchema, {
    id: "gallery-upload",
    lastResult: data?.result,
    defaultValue: { published: "on" },
  });
  const fileErrors = fieldErrorsOf(data?.result);
  return (
    <>
      <PageHeader
        title="Add a gallery image"
        description="Shown in the home page gallery and on /portfolio once published."
        links={[{ to: "/admin/portfolio", label: "← Portfolio" }]}
      />
      <UploadForm form={form} value="upload" pendingText="Uploading..." submitLabel="Add image">
        <ImageFileField id="gallery-file" label="Image" errors={fileErrors} />
        <Field meta={fields.title} label="Caption" hint="Shown under the image, e.g. 'Full detail, Rose Bay'" />
        <Field meta={fields.altText} label="Alt text" hint="What the picture shows, for people who cannot see it" />
        <Field meta={fields.description} label="Description (optional)" />
        <SelectField meta={fields.category} label="Service category" placeholder="General" options={CATEGORY_OPTIONS} />
        <CheckboxField meta={fields.published} label="Publish now (visible to everyone)" />
      </UploadForm>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
