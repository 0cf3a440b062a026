import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";
import { ACCOUNT_STATES, ACCOUNT_STATE_LABELS } from "~/domain/account-access.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { profileTypeLabel, ROLE_LABELS, roleList, ROLES } from "~/domain/roles.ts";
import { adminCount, listAccounts } from "~/models/back-office-lists.server.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { choiceParam } from "~/utils/list-request.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "User management | Bosun admin" }];

// /admin/user-management: every account with its roles, profile type, verified e-mail, last sign-in and state
// (active or disabled). Roles, disabling and signing out everywhere are done on the account's page
// (/admin/users/{id}), audited, never your own admin role or account nor the last active admin's.
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, q, page, pageSize, skip, take } = await adminListRequest(request);
  const role = choiceParam(url, "role", ROLES);
  const state = choiceParam(url, "state", ACCOUNT_STATES);
  const [{ total, capped, users }, admins] = await Promise.all([
    listAccounts({ q, role, state }, { skip, take }, getNow(request)),
    adminCount(),
  ]);
  return json({ q, role, state, page, pageSize, total, capped, users, admins });
}

export default function AdminUserManagement() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="User management"
        description={`Accounts, their roles and sign-ins. ${d.admins} active admin account(s): the last one cannot be demoted or disabled.`}
      />
      <FilterForm>
        <SearchField id="users-q" label="Name or e-mail" defaultValue={d.q} />
        <FilterSelect
          id="users-role"
          name="role"
          label="Role"
          value={d.role}
          allLabel="All roles"
          options={labelledOptions(ROLES, ROLE_LABELS)}
        />
        <FilterSelect
          id="users-state"
          name="state"
          label="State"
          value={d.state}
          allLabel="Any state"
          options={labelledOptions(ACCOUNT_STATES, ACCOUNT_STATE_LABELS)}
        />
      </FilterForm>
      <PagedListTable
        rows={d.users}
        paging={d}
        empty={<EmptyState title="No accounts match" />}
        testId="accounts-table"
        columns={["Account", "State", "Roles", "Profile", "E-mail", "Last sign-in"]}
      >
        {(u) => (
          <tr key={u.id}>
            <td>
              <Link to={`/admin/users/${u.id}`} className="font-semibold" aria-label={`Manage ${u.fullName}`}>
                {u.fullName}
              </Link>
              <span className="block text-xs">{u.email}</span>
            </td>
            <td>
              {u.disabledAt ? (
                <span className="badge bg-red-100 text-red-900" title={`Disabled ${formatDateTime(u.disabledAt)}`}>
                  Disabled
                </span>
              ) : (
                <span className="badge bg-success/10 text-success">Active</span>
              )}
            </td>
            <td>{roleList(u.roles)}</td>
            <td>{profileTypeLabel(u.profileType)}</td>
            <td>{u.emailVerifiedAt ? "Verified" : "Not verified"}</td>
            <td className="whitespace-nowrap">
              {u.lastSignInAt ? formatDateTime(u.lastSignInAt) : "Never"}
              {u.signedIn ? <span className="block text-xs">signed in now</span> : null}
            </td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
