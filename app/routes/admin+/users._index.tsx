import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { formatDate } from "~/domain/dates.ts";
import { PROFILE_TYPE_LABELS, ROLE_LABELS, ROLES, isProfileType, type Role } from "~/domain/roles.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { choiceParam } from "~/utils/list-request.ts";
import { prisma, type Prisma, textContains } from "~/utils/db.server.ts";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";

export const meta: MetaFunction = () => [{ title: "Users | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, url, q, page, pageSize, skip, take } = await adminListRequest(request);
  const role = choiceParam(url, "role", ROLES);
  const where: Prisma.UserWhereInput = {
    ...(q ? { OR: [{ email: textContains(q.toLowerCase()) }, { fullName: textContains(q) }] } : {}),
    ...(role ? { roles: { some: { role } } } : {}),
  };
  const [total, users] = await Promise.all([
    prisma.user.count({ where }),
    prisma.user.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip,
      take,
      select: {
        id: true,
        fullName: true,
        email: true,
        profileType: true,
        createdAt: true,
        roles: { select: { role: true } },
      },
    }),
  ]);
  return json({
    q,
    role,
    page,
    pageSize,
    total,
    me: ctx.actor.id,
    impersonating: !!ctx.impersonator,
    users: users.map((u) => ({ ...u, roles: u.roles.map((r) => r.role as Role) })),
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
              <td>{u.roles.map((r) => ROLE_LABELS[r] ?? r).join(", ")}</td>
              <td>{isProfileType(u.profileType) ? PROFILE_TYPE_LABELS[u.profileType] : u.profileType}</td>
              <td className="whitespace-nowrap">{formatDate(u.createdAt)}</td>
              <td className="text-right">
                {canSwitch ? (
                  <Form method="post" action="/resources/impersonation">
                    <input type="hidden" name="userId" value={u.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="start"
                      className="btn-secondary whitespace-nowrap py-1.5"
                      aria-label={`Switch to user ${u.fullName}`}
                    >
                      Switch to user
                    </button>
                  </Form>
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
