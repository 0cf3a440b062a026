// /admin/staff-profiles (issue 15): the team as profile cards — skills, hours, home base, who does field work.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { SearchForm } from "~/components/ui/search-form.tsx";
import { formatWeekHours } from "~/domain/workforce.ts";
import { listStaff } from "~/models/workforce.server.ts";
import { SkillChips } from "~/screens/workforce/workforce-ui.tsx";
import { adminListRequest } from "~/utils/admin-list.server.ts";

export const meta: MetaFunction = () => [{ title: "Staff profiles | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { q, page, pageSize, skip, take } = await adminListRequest(request, 24);
  const { total, staff } = await listStaff({ q, skip, take });
  return json({ q, page, pageSize, total, staff });
}

export default function StaffProfiles() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Staff profiles"
        description="Each team member's record, credentials and upcoming work."
        links={[{ to: "/admin/staff", label: "Staff list" }]}
      />
      <SearchForm label="Search name or email" defaultValue={d.q} maxLength={100} />
      {d.staff.length === 0 ? (
        <EmptyState title="No staff match" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {d.staff.map((s) => (
            <li key={s.id} className="card space-y-2">
              <Link to={`/admin/staff-profiles/${s.id}`} className="font-heading text-lg font-bold">
                {s.fullName}
              </Link>
              <p className="text-xs">
                {s.email}
                {s.phone ? ` · ${s.phone}` : ""}
              </p>
              <SkillChips skills={s.skills} />
              <p className="text-xs text-ink/80">
                {s.week ? formatWeekHours(s.week) : "Working hours not set up"}
                {s.homeBase ? ` · based at ${s.homeBase}` : ""}
              </p>
              {s.dispatchable ? <span className="badge bg-primary text-white">Field worker</span> : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
