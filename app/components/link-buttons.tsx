// A row of links that look like buttons, in a <div> of its own (public pages, error pages, prompts): the first is the
// main next step (btn-primary), the others secondary. The links themselves are the back-office's ActionLinks.
import { ActionLinks } from "./admin/action-links.tsx";

export function LinkButtons({
  links,
  className = "flex flex-wrap gap-3",
}: {
  links: { to: string; label: string }[];
  className?: string;
}) {
  return (
    <div className={className}>
      <ActionLinks links={links.map((l, i) => ({ ...l, primary: i === 0 }))} />
    </div>
  );
}
