import type { ComponentProps } from "react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { ActionLinks, type ActionLink } from "./action-links.tsx";

/**
 * The head of an admin page (issue 21): PageHeader with the page's button-links given as data (`links`, drawn by
 * ActionLinks after any other `actions`), instead of each page nesting `<ActionLinks links=…>` in `actions`.
 */
export function AdminPageHeader({
  links,
  actions,
  ...header
}: ComponentProps<typeof PageHeader> & { links?: readonly ActionLink[] }) {
  return (
    <PageHeader
      {...header}
      actions={
        links ? (
          <>
            {actions}
            <ActionLinks links={links} />
          </>
        ) : (
          actions
        )
      }
    />
  );
}
