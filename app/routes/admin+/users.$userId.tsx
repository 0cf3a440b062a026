import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { z } from "zod";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ErrorList, TextareaField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { accountAccessSchema } from "~/domain/account-access.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { profileTypeLabel, type Role, ROLE_LABELS, ROLES } from "~/domain/roles.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import {
  AccountAccessRefused,
  disableAccount,
  enableAccount,
  revokeAccountSessions,
  rolesOf,
  RoleChangeRefused,
  setUserRoles,
  userForAdmin,
} from "~/models/user-admin.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { notFound, unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { parseForm, readForm, refusalResult } from "~/utils/forms.server.ts";

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

const ACCESS_INTENTS = ["disable", "enable", "revoke-sessions"] as const;
type AccessIntent = (typeof ACCESS_INTENTS)[number];
const isAccessIntent = (v: unknown): v is AccessIntent => ACCESS_INTENTS.includes(v as AccessIntent);

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const userId = params.userId!;
  if (!(await rolesOf(userId))) throw notFound("User not found");
  const formData = await readForm(request);
  const intent = formData.get("intent");

  // Disable, re-enable, sign out everywhere: each with an optional reason kept in its audit event; a refusal comes
  // back next to the form with the reason as typed.
  if (isAccessIntent(intent)) {
    const submission = parseForm(formData, { schema: accountAccessSchema });
    if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
    const reason = submission.value.reason || null;
    const here = `/admin/users/${userId}`;
    try {
      if (intent === "disable") {
        const { sessionsEnded } = await disableAccount({
          userId,
          actorId: ctx.audit.actorId,
          reason,
          now: getNow(request),
        });
        await recordAudit(request, {
          action: "user.disabled",
          actorId: ctx.audit.actorId,
          subjectUserId: userId,
          details: { reason, sessionsEnded },
        });
        return redirectWithToast(here, {
          type: "success",
          title: "Account disabled",
          description: `It can no longer sign in; ${sessionsEnded} session(s) ended.`,
        });
      }
      if (intent === "enable") {
        await enableAccount({ userId });
        await recordAudit(request, {
          action: "user.enabled",
          actorId: ctx.audit.actorId,
          subjectUserId: userId,
          details: { reason },
        });
        return redirectWithToast(here, {
          type: "success",
          title: "Account re-enabled",
          description: "It can sign in again.",
        });
      }
      const { sessionsEnded } = await revokeAccountSessions(userId);
      await recordAudit(request, {
        action: "user.sessions_revoked",
        actorId: ctx.audit.actorId,
        subjectUserId: userId,
        details: { reason, count: sessionsEnded },
      });
      return redirectWithToast(here, {
        type: "success",
        title: "Signed out everywhere",
        description: `${sessionsEnded} session(s) ended.`,
      });
    } catch (error) {
      if (!(error instanceof AccountAccessRefused)) throw error;
      return json({ intent, ...refusalResult(submission, error) }, { status: 400 });
    }
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

type ActionReply = { intent?: string | null; result?: SubmissionResult<string[]> } | undefined;

/** One access action (disable, re-enable, sign out everywhere): an optional reason and a button saying what it does. */
function AccessForm({
  intent,
  reasonLabel,
  children,
  pendingText,
  danger = false,
  reply,
}: {
  intent: AccessIntent;
  reasonLabel: string;
  children: string;
  pendingText: string;
  danger?: boolean;
  reply: ActionReply;
}) {
  const [form, fields] = useZodForm(accountAccessSchema, {
    id: `access-${intent}`,
    lastResult: reply?.intent === intent ? reply.result : undefined,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3" aria-label={children}>
      <TextareaField meta={fields.reason} label={reasonLabel} rows={2} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div>
        <StatusButton
          value={intent}
          pendingText={pendingText}
          className={danger ? "btn-secondary py-1.5 text-danger" : "btn-primary"}
        >
          {children}
        </StatusButton>
      </div>
    </Form>
  );
}

export default function AdminUserDetail() {
  const { user, activity, me } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as ActionReply;
  return (
    <>
      <PageHeader
        title={user.fullName}
        description={
          <>
            {user.email} · {profileTypeLabel(user.profileType)} ·{" "}
            {user.emailVerifiedAt ? "email verified" : "email not verified"} ·{" "}
            <span data-testid="account-state">{user.disabledAt ? "Disabled" : "Active"}</span>
          </>
        }
        links={[{ to: "/admin/users", label: "← All users" }]}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <TitledSection id="roles" className="card" title="Roles">
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
        </TitledSection>
        <TitledSection id="access" className="card" title="Account access">
          {user.disabledAt ? (
            <p className="mt-2 text-sm">
              <span className="badge bg-red-100 text-red-900">Disabled</span> since {formatDateTime(user.disabledAt)}:
              it cannot sign in.
              {user.disabledReason ? <span className="block">Reason: {user.disabledReason}</span> : null}
            </p>
          ) : user.id === me ? (
            <p className="mt-2 text-sm">Active. You cannot disable your own account.</p>
          ) : (
            <p className="mt-2 text-sm">
              Active. Disabling signs this account out everywhere at once and stops it signing in (a password reset does
              not undo it) until it is re-enabled here.
            </p>
          )}
          {/* A refused form stays on the page with its reason, even when the state changed meanwhile. */}
          {(user.disabledAt && user.id !== me) || reply?.intent === "enable" ? (
            <AccessForm
              intent="enable"
              reasonLabel="Why re-enable? (optional, kept in the audit log)"
              pendingText="Re-enabling..."
              reply={reply}
            >
              Re-enable account
            </AccessForm>
          ) : null}
          {(!user.disabledAt && user.id !== me) || reply?.intent === "disable" ? (
            <AccessForm
              intent="disable"
              reasonLabel="Why disable? (optional, kept in the audit log)"
              pendingText="Disabling..."
              danger
              reply={reply}
            >
              Disable account and sign out everywhere
            </AccessForm>
          ) : null}
        </TitledSection>
        <TitledSection id="vessels" className="card" title="Vessels">
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
        </TitledSection>
        <TitledSection id="active-sessions" className="card" title="Active sessions">
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
          {user.sessions.length || reply?.intent === "revoke-sessions" ? (
            <AccessForm
              intent="revoke-sessions"
              reasonLabel="Why sign out everywhere? (optional, e.g. a lost phone)"
              pendingText="Signing out..."
              danger
              reply={reply}
            >
              Sign out everywhere
            </AccessForm>
          ) : null}
        </TitledSection>
        <TitledSection id="recent-activity" className="card" title="Recent activity">
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
        </TitledSection>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
