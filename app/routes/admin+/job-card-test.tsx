// /admin/job-card-test (issue 16, ADR 161): the job card exactly as a worker sees it on their phone, for a chosen
// service type, with the office's current checklist — the same screen component, every control disabled.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { FilterForm } from "~/components/ui/search-form.tsx";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";
import { CHECKLIST_TYPE_LABELS, CHECKLIST_TYPES, isChecklistType } from "~/domain/job-card.ts";
import { sampleJobCard } from "~/models/job-card.server.ts";
import { JobCardView } from "~/screens/job-card/job-card.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Job card preview | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const t = new URL(request.url).searchParams.get("type") ?? "";
  const type = isChecklistType(t) ? t : "hull_inspection";
  return json({ type, card: await sampleJobCard(type, getNow(request)) });
}

export default function JobCardTest() {
  const { type, card } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Job card preview"
        description="A sample job of the chosen service type, as a field worker sees it. Nothing here is saved."
        links={[{ to: `/admin/job-card-integration?type=${type}`, label: "Edit this checklist" }]}
      />
      <FilterForm className="mb-6 flex flex-wrap items-end gap-2" submitLabel="Show" submitClassName="btn-secondary">
        <FilterSelect
          key={type}
          id="type"
          name="type"
          label="Service type"
          value={type}
          allLabel={null}
          options={labelledOptions(CHECKLIST_TYPES, CHECKLIST_TYPE_LABELS)}
        />
      </FilterForm>
      {/* The phone's width: the card is laid out for one hand on a pontoon. */}
      <div
        className="mx-auto max-w-[420px] rounded-[2rem] border-8 border-ink/80 bg-white p-3 shadow-lg"
        data-testid="phone-preview"
      >
        <JobCardView card={card} formKey="preview" preview demo />
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
