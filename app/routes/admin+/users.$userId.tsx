import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { PROFILE_TYPE_LABELS, ROLE_LABELS, ROLES, isProfileType, type Role } from "~/domain/roles.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin, revokeSessionsOf } from "~/utils/auth.server.ts";
import { rolesOf, RoleChangeRefused, setUserRoles, userForAdmin } from "~/models/user-admin.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { notFound, unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { readForm } from "~/utils/forms.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.user.fullName ?? "User"} | Bosun admin` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await requireAdmin(request);
  const found = await userForAdmin(params.userId ?? "", getNow(request));
  if (!found) throw notFound("User not found");
  return json({ ...found, me: ctx.actor.id });
}

const rolesSchema = z.object({ roles: z.array(z.string().max(40)).max(20).default([]) });

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const userId = params.userId!;
  if (!(await rolesOf(userId))) throw notFound("User not found");
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "revoke-sessions") {
    const { count } = await revokeSessionsOf(userId);
    await recordAudit(request, {
      action: "user.sessions_revoked",
      actorId: ctx.actor.id,
      subjectUserId: userId,
      details: { count },
    });
    return redirectWithToast(`/admin/users/${userId}`, {
      type: "success",
      title: "Signed out everywhere",
      description: `${count} session(s) ended.`,
    });
  }

  if (intent === "set-roles") {
    const parsed = rolesSchema.safeParse({ roles: formData.getAll("roles").map(String) });
    let change: { before: Role[]; after: Role[] };
    try {
      change = await setUserRoles(userId, parsed.success ? parsed.data.roles : [], ctx.actor.id);
    } catch (error) {
      if (!(error instanceof RoleChangeRefused)) throw error;
      return redirectWithToast(`/admin/users/${userId}`, { type: "error", title: "Error", description: error.message });
    }
    await recordAudit(request, {
      action: "user.roles_changed",
      actorId: ctx.actor.id,
      subjectUserId: userId,
      details: change,
    });
    return redirectWithToast(`/admin/users/${userId}`, { type: "success", title: "Roles saved" });
  }

  throw unknownIntent();
}

export default function AdminUserDetail() {
  const { user, activity, me } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={user.fullName}
        description={
          <>
            {user.email} · {isProfileType(user.profileType) ? PROFILE_TYPE_LABELS[user.profileType] : user.profileType}{" "}
            · {user.emailVerifiedAt ? "email verified" : "email not verified"}
          </>
        }
        actions={
          <Link to="/admin/users" className="btn-secondary">
            ← All users
          </Link>
        }
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <section className="card">
          <h2 className="text-lg font-bold">Roles</h2>
          <Form method="post" className="mt-4">
            <fieldset>
              <legend className="sr-only">Roles</legend>
              <div className="grid grid-cols-2 gap-2">
                {ROLES.map((r) => (
                  <label key={r} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="roles"
                      value={r}
                      defaultChecked={user.roles.includes(r)}
                      disabled={user.id === me && r === "admin"}
                      className="h-4 w-4"
                    />
                    {ROLE_LABELS[r]}
                  </label>
                ))}
              </div>
              {user.id === me ? <input type="hidden" name="roles" value="admin" /> : null}
              <p className="mt-3 text-xs text-secondary">
                Service Provider is an operations role for Bosun&rsquo;s own back-office team: it opens the Operations
                Portal with every customer, job and invoice. Do not give it to an outside business (ADR 081).
              </p>
            </fieldset>
            <button type="submit" name="intent" value="set-roles" className="btn-primary mt-4">
              Save roles
            </button>
          </Form>
        </section>
        <section className="card">
          <h2 className="text-lg font-bold">Vessels</h2>
          {user.vessels.length ? (
            <ul className="mt-4 divide-y divide-line text-sm">
              {user.vessels.map((v) => (
                <li key={v.id} className="py-2">
                  <span className="font-semibold">{v.name}</span> · {v.type.replace(/_/g, " ")}
                  {v.lengthMetres ? ` · ${v.lengthMetres} m` : ""}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm">No vessels recorded.</p>
          )}
        </section>
        <section className="card">
          <div className="flex items-center justify-between">
            <h2 className="text-lg font-bold">Active sessions</h2>
            {user.sessions.length ? (
              <Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value="revoke-sessions"
                  className="btn-secondary py-1.5 text-danger"
                >
                  Sign out everywhere
                </button>
              </Form>
            ) : null}
          </div>
          <ul className="mt-4 divide-y divide-line text-sm">
            {user.sessions.map((s) => (
              <li key={s.id} className="py-2">
                Since {formatDateTime(s.createdAt)} · until {formatDateTime(s.expiresAt)} ·{" "}
                {s.ipAddress ?? "unknown IP"}
                {s.impersonatorId ? (
                  <span className="badge ml-2 bg-warning text-white">admin impersonation</span>
                ) : null}
              </li>
            ))}
            {user.sessions.length === 0 ? <li className="py-2">Not signed in anywhere.</li> : null}
          </ul>
        </section>
        <section className="card">
          <h2 className="text-lg font-bold">Recent activity</h2>
          <ul className="mt-4 divide-y divide-line text-sm">
            {activity.map((a) => (
              <li key={a.id} className="py-2">
                {a.action.replace(/[._]/g, " ")} by {a.actor?.fullName ?? "system"}
                <span className="block text-xs text-ink/80">
                  {formatDateTime(a.createdAt)} · {a.ipAddress ?? "—"}
                </span>
              </li>
            ))}
            {activity.length === 0 ? <li className="py-2">Nothing recorded yet.</li> : null}
          </ul>
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
