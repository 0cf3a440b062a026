// /admin/super-user (issue 18, ADR 181): the operator's console — versions, database engine, size and migrations,
// file storage, e-mail transport, schedules and the task queue, audit shortcuts — for admins; granting and revoking
// the admin role (with a reason, audited) for the super-admin of SUPER_ADMIN_EMAIL only. Never a shared credential:
// acting as a customer is the audited impersonation of ADR 003/080, started from here or from /admin/users.
import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, StatCard, PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList, Field, FormSection } from "~/components/ui/fields.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { AUDIT_SHORTCUTS, adminRoleChangeSchema, formatBytes, isSuperAdmin } from "~/domain/super-user.ts";
import {
  SuperUserRefusal,
  changeAdminRole,
  recentPrivilegedActivity,
  systemFacts,
} from "~/models/super-user.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Operator console | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireAdmin(request);
  const superEmail = getEnv().SUPER_ADMIN_EMAIL;
  const [facts, activity] = await Promise.all([systemFacts(), recentPrivilegedActivity()]);
  return json({
    facts,
    activity: activity.map((a) => {
      let reason: string | null = null;
      try {
        reason = a.details ? ((JSON.parse(a.details) as { reason?: string }).reason ?? null) : null;
      } catch {
        reason = null;
      }
      return { ...a, details: undefined, reason };
    }),
    isSuper: !ctx.impersonator && isSuperAdmin(ctx.actor.email, superEmail),
    superConfigured: !!superEmail?.trim(),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent !== "grant" && intent !== "revoke") throw unknownIntent();
  const submission = parseForm(formData, { schema: adminRoleChangeSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  if (ctx.impersonator) {
    return refusalReply(submission, new SuperUserRefusal("Return to your own account before changing admin roles."));
  }
  try {
    const user = await changeAdminRole({ ...submission.value, grant: intent === "grant" }, ctx.actor);
    return redirectWithToast("/admin/super-user", {
      type: "success",
      title: intent === "grant" ? "Admin role granted" : "Admin role revoked",
      description: `${user.email}: recorded in the audit log with your reason.`,
    });
  } catch (error) {
    if (error instanceof SuperUserRefusal) return refusalReply(submission, error);
    throw error;
  }
}

const ACTIVITY_LABELS: Record<string, string> = {
  "role.admin_granted": "Admin role granted",
  "role.admin_revoked": "Admin role revoked",
  "impersonation.start": "Switched to a user",
  "impersonation.refused": "Switch refused",
};

export default function SuperUserConsole() {
  const { facts, activity, isSuper, superConfigured } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Operator console"
        description="The system at a glance, and who may run the business's back-office."
        links={[{ to: "/admin/audit-log", label: "Audit log" }]}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Bosun" value={facts.versions.app} hint={`Node ${facts.versions.node}`} />
        <StatCard
          label="Database"
          value={<span className="text-xl">{facts.database.engine === "postgresql" ? "PostgreSQL" : "SQLite"}</span>}
          hint={
            <span className="[overflow-wrap:anywhere]">{`${formatBytes(facts.database.sizeBytes)} · ${
              facts.database.migrations
                ? `${facts.database.migrations.applied} migrations, latest ${facts.database.migrations.latest ?? "—"}`
                : "migrations not recorded"
            }`}</span>
          }
        />
        <StatCard
          label="File storage"
          value={<span className="text-xl">{facts.storage.backend === "s3" ? "S3 bucket" : "Local disk"}</span>}
          hint={`${facts.storage.documents} documents (${formatBytes(facts.storage.documentBytes)}) · ${facts.storage.galleryUploads} gallery uploads`}
        />
        <StatCard
          label="E-mail"
          value={<span className="text-xl">{facts.email.kind === "smtp" ? "SMTP" : "Outbox"}</span>}
          hint={
            <>
              {facts.email.label} ·{" "}
              <Link to="/admin/communication-hub?status=failed" className="link">
                {facts.email.failedWaiting} failed
              </Link>
            </>
          }
        />
      </div>

      <TitledSection id="schedules" className="mt-8" headingClassName="text-xl font-bold" title="Scheduled work">
        <p className="mt-1 text-sm">
          Queue:{" "}
          {Object.entries(facts.tasks)
            .map(([s, n]) => `${n} ${s}`)
            .join(" · ") || "empty"}{" "}
          ·{" "}
          <Link to="/admin/ai-operations" className="link">
            Background work
          </Link>
        </p>
        {facts.schedules.length === 0 ? (
          <EmptyState title="No schedules have run yet" />
        ) : (
          <ListTable columns={["Schedule", "Every", "Last run", "Result", "Next run"]} className="mt-3">
            {facts.schedules.map((s) => (
              <tr key={s.name}>
                <td className="font-semibold">{s.label}</td>
                <td className="whitespace-nowrap text-sm">
                  {s.everySeconds >= 3600
                    ? `${Math.round(s.everySeconds / 3600)} h`
                    : `${Math.round(s.everySeconds / 60)} min`}
                </td>
                <td className="whitespace-nowrap text-sm">{s.lastRunAt ? formatDateTime(s.lastRunAt) : "never"}</td>
                <td className="text-sm">
                  {s.enabled ? (s.lastStatus ?? "—") : "disabled"}
                  {s.lastError ? <span className="block text-xs text-danger">{s.lastError}</span> : null}
                </td>
                <td className="whitespace-nowrap text-sm">{formatDateTime(s.nextRunAt)}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </TitledSection>

      <TitledSection id="admins" className="mt-8" headingClassName="text-xl font-bold" title="Admins">
        <ListTable columns={["Name", "E-mail", "Since"]} className="mt-3" testId="admins">
          {facts.admins.map((a) => (
            <tr key={a.id}>
              <td>
                <Link to={`/admin/users/${a.id}`} className="font-semibold">
                  {a.fullName}
                </Link>
                {a.superAdmin ? <span className="badge ml-2 bg-surface text-secondary">Super-admin</span> : null}
              </td>
              <td className="break-all text-sm">{a.email}</td>
              <td className="whitespace-nowrap text-sm">{formatDateTime(a.createdAt)}</td>
            </tr>
          ))}
        </ListTable>
        {isSuper ? (
          <RoleForm />
        ) : (
          <p className="mt-3 text-sm" data-testid="not-super">
            {superConfigured
              ? "Only the super-admin can grant or revoke the admin role."
              : "No super-admin is configured (SUPER_ADMIN_EMAIL), so admin roles are changed on each user's page at /admin/users."}
          </p>
        )}
      </TitledSection>

      <TitledSection
        id="impersonation"
        className="mt-8"
        headingClassName="text-xl font-bold"
        title="Acting as a customer"
      >
        <p className="mt-1 text-sm">
          There is no shared password. To see the site as a customer, use <strong>Switch to user</strong> on{" "}
          <Link to="/admin/users" className="link">
            Users
          </Link>
          : a separate one-hour session that names you, recorded in the audit log, ended with “Return to admin”.
        </p>
        {activity.length === 0 ? (
          <p className="mt-3 text-sm">No role changes or switches yet.</p>
        ) : (
          <ol className="mt-3 space-y-2 text-sm" data-testid="privileged-activity">
            {activity.map((a) => (
              <li key={a.id} className="card p-3">
                <span className="font-semibold">{ACTIVITY_LABELS[a.action] ?? a.action}</span> ·{" "}
                {formatDateTime(a.createdAt)} · by {a.actor?.fullName ?? "system"}
                {a.subject ? ` → ${a.subject.fullName} (${a.subject.email})` : ""}
                {a.reason ? <span className="block text-xs">Reason: {a.reason}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </TitledSection>

      <TitledSection id="shortcuts" className="mt-8" headingClassName="text-xl font-bold" title="Audit log shortcuts">
        <ul className="mt-3 flex flex-wrap gap-2">
          {AUDIT_SHORTCUTS.map((s) => (
            <li key={s.action}>
              <Link to={`/admin/audit-log?action=${encodeURIComponent(s.action)}`} className="btn-secondary text-sm">
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>
    </>
  );
}

function RoleForm() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(adminRoleChangeSchema, { id: "admin-role", lastResult: actionData?.result });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 max-w-2xl">
      <FormSection legend="Grant or revoke the admin role">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.email} label="Account e-mail" type="email" />
          <Field meta={fields.reason} label="Reason" hint="Kept in the audit log" />
        </div>
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap gap-3">
          <StatusButton value="grant" pendingText="Granting...">
            Grant admin
          </StatusButton>
          <StatusButton value="revoke" pendingText="Revoking..." className="btn-secondary">
            Revoke admin
          </StatusButton>
        </div>
      </FormSection>
    </Form>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
