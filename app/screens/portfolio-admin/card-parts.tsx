// The parts the two portfolio card lists (gallery images, portfolio projects) share (issue 21): every card form
// posts the item's id and the page to come back to (portfolioListAction), shows published or not, folds its edit
// form and its delete step under a summary line.
import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";

/** This page with its query (the list's page): where a card's forms send the admin back to. */
export function useHere() {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** The hidden fields of every card form: the item's id and the page to come back to. */
export function CardTarget({ id, back }: { id: string; back: string }) {
  return (
    <>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="redirectTo" value={back} />
    </>
  );
}

export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <span className={`badge ${published ? "bg-success/10 text-success" : "bg-surface text-secondary"}`}>
      {published ? "Published" : "Not published"}
    </span>
  );
}

/** A card's edit fold: its Conform form posting `edit`, open again after a refused save of this card. */
export function EditFold({
  summary,
  open,
  form,
  id,
  back,
  submitLabel,
  children,
}: {
  summary: ReactNode;
  open: boolean;
  /** Any form's metadata (the fold reads only its id and errors). */
  form: FormMetadata<any, string[]>;
  id: string;
  back: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <details open={open || undefined}>
      <summary className="cursor-pointer text-sm font-semibold">{summary}</summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <CardTarget id={id} back={back} />
        {children}
        <SubmitWithErrors form={form} value="edit" pendingText="Saving..." className="btn-primary text-sm">
          {submitLabel}
        </SubmitWithErrors>
      </Form>
    </details>
  );
}

/** A card's "Delete…" fold: what deleting does (children), then the button posting `delete`. */
export function DeleteFold({
  open = false,
  id,
  back,
  className,
  submitLabel,
  children,
}: {
  open?: boolean;
  id: string;
  back: string;
  className: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <details open={open || undefined}>
      <summary className="cursor-pointer text-sm font-semibold text-danger">Delete…</summary>
      <Form method="post" className={className}>
        <CardTarget id={id} back={back} />
        {children}
        <StatusButton value="delete" pendingText="Deleting..." className="btn-secondary text-sm text-danger">
          {submitLabel}
        </StatusButton>
      </Form>
    </details>
  );
}
