import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SwitchToUser } from "~/components/admin/switch-to-user.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { formatDate } from "~/domain/dates.ts";
import { profileTypeLabel, ROLE_LABELS, roleList, ROLES } from "~/domain/roles.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { choiceParam } from "~/utils/list-request.ts";
import { listUsers } from "~/models/back-office-lists.server.ts";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";

export const meta: MetaFunction = () => [{ title: "Users | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, url, q, page, pageSize, skip, take } = await adminListRequest(request);
  const role = choiceParam(url, "role", ROLES);
  const { total, users } = await listUsers({ q, role }, { skip, take });
  return json({
    q,
    role,
    page,
    pageSize,
    total,
    me: ctx.actor.id,
    impersonating: !!ctx.impersonator,
    users,
  });
}

export default function AdminUsers() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Users"
        description="Find an account, check its roles, or switch into it to see what the customer sees."
      />
      <FilterForm>
        <SearchField label="Search name or email" defaultValue={d.q} placeholder="e.g. jamie@ or Jamie Lee" />
        <FilterSelect
          id="role"
          name="role"
          label="Role"
          value={d.role ?? ""}
          options={labelledOptions(ROLES, ROLE_LABELS)}
          allLabel="All roles"
        />
      </FilterForm>
      <PagedListTable
        rows={d.users}
        paging={d}
        empty={<EmptyState title="No users match">Try a shorter search or another role.</EmptyState>}
        columns={["Name", "Email", "Roles", "Profile", "Joined", { label: "Actions", hidden: true }]}
      >
        {(u) => {
          const canSwitch = !d.impersonating && u.id !== d.me && !u.roles.includes("admin");
          return (
            <tr key={u.id}>
              <td>
                <Link to={`/admin/users/${u.id}`} className="font-semibold">
                  {u.fullName}
                </Link>
              </td>
              <td>{u.email}</td>
              <td>{roleList(u.roles)}</td>
              <td>{profileTypeLabel(u.profileType)}</td>
              <td className="whitespace-nowrap">{formatDate(u.createdAt)}</td>
              <td className="text-right">
                {canSwitch ? (
                  <SwitchToUser userId={u.id} fullName={u.fullName} className="whitespace-nowrap py-1.5" />
                ) : null}
              </td>
            </tr>
          );
        }}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
