// /admin/portfolio (issue 18, ADR 181): the home gallery and /portfolio images — caption, alt text and category,
// order, publish/unpublish and delete, each audited; new images at /admin/portfolio/upload. Paged on the server.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { Field, SelectField } from "~/components/ui/fields.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { CATEGORY_LABELS, CATEGORY_OPTIONS, galleryEditSchema } from "~/domain/portfolio.ts";
import type { ServiceCategory } from "~/domain/service-types.ts";
import {
  deleteGalleryImage,
  listAdminGallery,
  moveGalleryImage,
  setGalleryImagePublished,
  updateGalleryImage,
} from "~/models/gallery.server.ts";
import { MoveButtons } from "~/screens/portfolio-admin/move-buttons.tsx";
import { CardTarget, DeleteFold, EditFold, PublishedBadge, useHere } from "~/screens/portfolio-admin/card-parts.tsx";
import { choiceParam } from "~/utils/list-request.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import {
  portfolioListAction,
  saveCardEdit,
  type ListActionArgs,
} from "~/screens/portfolio-admin/list-action.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Portfolio and gallery | Bosun admin" }];

const SHOW = ["all", "published", "hidden"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, page, pageSize, skip, take } = await adminListRequest(request, 24);
  const show = choiceParam(url, "show", SHOW) ?? "all";
  const { total, images } = await listAdminGallery(
    { skip, take },
    { published: show === "all" ? null : show === "published" },
  );
  return json({ show, page, pageSize, total, images });
}

export async function action({ request }: ActionFunctionArgs) {
  return portfolioListAction(request, {
    fallback: "/admin/portfolio",
    move: moveGalleryImage,
    intents: {
      edit: (a) =>
        saveCardEdit(a, galleryEditSchema, (v) => updateGalleryImage(v.id, v, a.actorId), "Image details saved"),
      publish: (a) => setPublished(a, true),
      unpublish: (a) => setPublished(a, false),
      delete: async (a) => {
        await deleteGalleryImage(a.id, a.actorId);
        return redirectWithToast(a.back, { type: "success", title: "Image deleted" });
      },
    },
  });
}

async function setPublished(a: ListActionArgs, published: boolean) {
  await setGalleryImagePublished(a.id, published, a.actorId);
  return redirectWithToast(a.back, {
    type: "success",
    title: published ? "Published: visible to everyone" : "Unpublished: hidden from the public site",
  });
}

type ImageRow = ReturnType<typeof useLoaderData<typeof loader>>["images"][number];

export default function AdminPortfolio() {
  const d = useLoaderData<typeof loader>();
  const here = useHere();
  return (
    <>
      <PageHeader
        title="Portfolio and gallery"
        description="The images of the home page gallery and /portfolio. Only published images are shown to visitors, in this order."
        links={[
          { to: "/admin/portfolio/projects", label: "Portfolio projects" },
          { to: "/portfolio", label: "View /portfolio" },
          { to: "/admin/portfolio/upload", label: "Add an image", primary: true },
        ]}
      />
      <nav aria-label="Show" className="mb-4 flex flex-wrap gap-2 text-sm">
        {SHOW.map((s) => (
          <Link
            key={s}
            to={s === "all" ? "/admin/portfolio" : `/admin/portfolio?show=${s}`}
            aria-current={d.show === s ? "page" : undefined}
            className={d.show === s ? "btn-primary" : "btn-secondary"}
          >
            {s === "all" ? "All" : s === "published" ? "Published" : "Not published"}
          </Link>
        ))}
      </nav>
      {d.images.length === 0 ? (
        <EmptyState title="No images here">
          <Link to="/admin/portfolio/upload">Add the first image</Link>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="gallery-admin">
          {d.images.map((image) => (
            <ImageCard key={image.id} image={image} back={here} />
          ))}
        </ul>
      )}
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />
    </>
  );
}

function ImageCard({ image, back }: { image: ImageRow; back: string }) {
  const actionData = useActionData<typeof action>();
  const mine = !!actionData && "editId" in actionData && actionData.editId === image.id;
  const [form, fields] = useZodForm(galleryEditSchema, {
    id: `gallery-edit-${image.id}`,
    lastResult: actionData && "editId" in actionData && actionData.editId === image.id ? actionData.result : undefined,
    defaultValue: {
      id: image.id,
      title: image.title,
      description: image.description,
      altText: image.altText ?? "",
      category: image.category ?? "",
    },
  });
  return (
    <li className="card flex flex-col gap-3 p-4" data-testid="gallery-item">
      <img
        src={image.src}
        alt={image.altText ?? image.title}
        width={image.width}
        height={image.height}
        loading="lazy"
        className="aspect-[4/3] w-full rounded-theme object-cover"
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-secondary">{image.title}</p>
          <p className="text-xs">
            {image.category ? CATEGORY_LABELS[image.category as ServiceCategory] : "General"} · {image.width} ×{" "}
            {image.height}
            {image.storageKey ? "" : " · built-in"}
          </p>
        </div>
        <PublishedBadge published={image.active} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <CardTarget id={image.id} back={back} />
          <StatusButton
            value={image.active ? "unpublish" : "publish"}
            pendingText="Saving..."
            className={image.active ? "btn-secondary text-xs" : "btn-primary text-xs"}
            aria-label={`${image.active ? "Unpublish" : "Publish"} ${image.title}`}
          >
            {image.active ? "Unpublish" : "Publish"}
          </StatusButton>
        </Form>
        <MoveButtons id={image.id} title={image.title} back={back} />
      </div>
      <EditFold summary="Edit details" open={mine} form={form} id={image.id} back={back} submitLabel="Save details">
        <Field meta={fields.title} label="Caption" />
        <Field meta={fields.altText} label="Alt text" />
        <Field meta={fields.description} label="Description (optional)" />
        <SelectField meta={fields.category} label="Service category" placeholder="General" options={CATEGORY_OPTIONS} />
      </EditFold>
      <DeleteFold id={image.id} back={back} className="mt-2" submitLabel="Delete this image">
        <p className="mb-2 text-sm">
          The image is removed from the site and the file is deleted. This cannot be undone.
        </p>
      </DeleteFold>
    </li>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
