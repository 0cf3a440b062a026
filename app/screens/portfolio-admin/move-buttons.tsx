// The ↑ Earlier / ↓ Later form of a card in the two portfolio lists (issue 18, ADR 181): posts `up`/`down` to the
// list's action (portfolioListAction), back to the same page.
import { Form } from "@remix-run/react";
import { StatusButton } from "~/components/ui/status-button.tsx";

export function MoveButtons({ id, title, back }: { id: string; title: string; back: string }) {
  return (
    <Form method="post" className="flex gap-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="redirectTo" value={back} />
      <StatusButton value="up" pendingText="…" className="btn-secondary text-xs" aria-label={`Move ${title} earlier`}>
        ↑ Earlier
      </StatusButton>
      <StatusButton value="down" pendingText="…" className="btn-secondary text-xs" aria-label={`Move ${title} later`}>
        ↓ Later
      </StatusButton>
    </Form>
  );
}
