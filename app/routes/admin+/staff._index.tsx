// /admin/staff (issue 15): the team — search by name or e-mail, narrow to a skill, paginated on the server.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";
import { formatCents } from "~/domain/money.ts";
import { roleList } from "~/domain/roles.ts";
import { SERVICE_CATEGORIES } from "~/domain/service-types.ts";
import { SKILL_LABELS, formatWeekHours } from "~/domain/workforce.ts";
import { listStaff } from "~/models/workforce.server.ts";
import { SkillChips } from "~/screens/workforce/workforce-ui.tsx";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { choiceParam } from "~/utils/list-request.ts";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";

export const meta: MetaFunction = () => [{ title: "Staff | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, q, page, pageSize, skip, take } = await adminListRequest(request);
  const skill = choiceParam(url, "skill", SERVICE_CATEGORIES);
  const { total, staff } = await listStaff({ q, skill, skip, take });
  return json({ q, skill, page, pageSize, total, staff });
}

export default function AdminStaff() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Staff"
        description="The team who do the work: skills, working hours, cost rate and contact."
        links={[
          { to: "/admin/staff-profiles", label: "Profiles" },
          { to: "/admin/credentials", label: "Credentials" },
        ]}
      />
      <FilterForm>
        <SearchField label="Search name or email" defaultValue={d.q} maxLength={100} />
        <FilterSelect
          id="skill"
          name="skill"
          label="Skill"
          value={d.skill ?? ""}
          options={labelledOptions(SERVICE_CATEGORIES, SKILL_LABELS)}
          allLabel="Any skill"
        />
      </FilterForm>
      <PagedListTable
        rows={d.staff}
        paging={d}
        empty={
          <EmptyState title="No staff match">
            Staff are users with the Staff, Manager or Service Provider role — give someone a role under Users.
          </EmptyState>
        }
        columns={["Name", "Role", "Skills", "Working hours", { label: "Cost / h", align: "right" }, "Field"]}
        testId="staff-list"
      >
        {(s) => (
          <tr key={s.id}>
            <td>
              <Link to={`/admin/staff-profiles/${s.id}`} className="font-semibold">
                {s.fullName}
              </Link>
              <span className="block text-xs">{s.email}</span>
              <Link to={`/admin/staff/edit/${s.id}`} className="text-xs" aria-label={`Edit ${s.fullName}`}>
                Edit
              </Link>
            </td>
            <td>{roleList(s.roles)}</td>
            <td>
              <SkillChips skills={s.skills} />
            </td>
            <td className="text-xs">{s.week ? formatWeekHours(s.week) : "Not set up yet"}</td>
            <td className="text-right tabular-nums">
              {s.hourlyCostCents === null ? "—" : formatCents(s.hourlyCostCents)}
            </td>
            <td>{s.dispatchable ? "Yes" : "No"}</td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
