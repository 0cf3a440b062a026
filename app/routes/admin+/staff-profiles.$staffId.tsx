// /admin/staff-profiles/{staffId} (issue 15): a team member's record, leave, credentials and upcoming work.
import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList, Field } from "~/components/ui/fields.tsx";
import { RowStatusAction } from "~/components/ui/row-status-action.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { roleList } from "~/domain/roles.ts";
import { credentialLabel, formatWeekHours, leaveSchema } from "~/domain/workforce.ts";
import { activeFeeds } from "~/models/calendar-feeds.server.ts";
import { WorkforceRefusal, addLeave, removeLeave, staffRecord } from "~/models/workforce.server.ts";
import { CalendarFeedPanel } from "~/screens/workforce/calendar-feed-panel.tsx";
import { calendarFeedAction, isFeedIntent } from "~/screens/workforce/calendar-feeds.server.ts";
import { CredentialBadge, JobCard, SkillChips } from "~/screens/workforce/workforce-ui.tsx";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { notFound, unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.member.fullName ?? "Staff profile"} | Bosun admin` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const record = await staffRecord(params.staffId ?? "", getNow(request));
  if (!record) throw notFound("Staff member not found");
  return json({ ...record, feeds: await activeFeeds("staff", record.member.id) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const id = params.staffId ?? "";
  const formData = await readForm(request);
  const back = `/admin/staff-profiles/${id}`;
  if (isFeedIntent(formData.get("intent"))) {
    return calendarFeedAction(request, formData, { scope: "staff", userId: id, audit: ctx.audit, back });
  }
  switch (formData.get("intent")) {
    case "add-leave": {
      const submission = parseForm(formData, { schema: leaveSchema });
      if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
      try {
        const leave = await addLeave(id, submission.value);
        await recordAudit(request, {
          action: "staff.leave_added",
          actorId: ctx.audit.actorId,
          subjectUserId: id,
          entityType: "staff_leave",
          entityId: leave.id,
          details: { ...submission.value, onBehalfOfId: ctx.audit.onBehalfOfId },
        });
      } catch (error) {
        if (error instanceof WorkforceRefusal) return refusalReply(submission, error);
        throw error;
      }
      return redirectWithToast(back, { type: "success", title: "Leave recorded" });
    }
    case "remove-leave": {
      const leaveId = String(formData.get("leaveId") ?? "");
      if (!(await removeLeave(id, leaveId))) throw notFound("Leave not found");
      await recordAudit(request, {
        action: "staff.leave_removed",
        actorId: ctx.audit.actorId,
        subjectUserId: id,
        entityType: "staff_leave",
        entityId: leaveId,
      });
      return redirectWithToast(back, { type: "success", title: "Leave removed" });
    }
    default:
      throw unknownIntent();
  }
}

export default function StaffProfile() {
  const d = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const m = d.member;
  const [form, fields] = useZodForm(leaveSchema, {
    id: "leave",
    lastResult: data && "result" in data ? data.result : undefined,
  });
  return (
    <>
      <PageHeader
        title={m.fullName}
        description={
          <>
            {roleList(m.roles)} · {m.email}
            {m.phone ? ` · ${m.phone}` : ""}
          </>
        }
        links={[
          { to: "/admin/staff-profiles", label: "← Profiles" },
          { to: `/admin/staff/edit/${m.id}`, label: "Edit record", primary: true },
        ]}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <TitledSection id="record" className="card space-y-3" title="Record">
          <dl className="grid grid-cols-[9rem_1fr] gap-y-2 text-sm">
            <dt className="font-semibold">Skills</dt>
            <dd data-testid="staff-skills">
              <SkillChips skills={m.skills} />
            </dd>
            <dt className="font-semibold">Working hours</dt>
            <dd>{m.week ? formatWeekHours(m.week) : "Not set up yet"}</dd>
            <dt className="font-semibold">Home base</dt>
            <dd>{m.homeBase ?? "—"}</dd>
            <dt className="font-semibold">Cost per hour</dt>
            <dd className="tabular-nums">{m.hourlyCostCents === null ? "—" : formatCents(m.hourlyCostCents)}</dd>
            <dt className="font-semibold">Emergency contact</dt>
            <dd>{m.emergencyContact ?? "—"}</dd>
            <dt className="font-semibold">Field worker</dt>
            <dd>{m.dispatchable ? "Yes — has a lane on the dispatch board" : "No"}</dd>
          </dl>
        </TitledSection>

        <TitledSection
          id="cred"
          className="card space-y-3"
          title="Credentials"
          tools={
            <Link to={`/admin/credentials/upload?holder=user:${m.id}`} className="btn-secondary py-1.5 text-sm">
              Add credential
            </Link>
          }
        >
          {d.credentials.length ? (
            <ul className="divide-y divide-line text-sm" data-testid="staff-credentials">
              {d.credentials.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <span className="font-semibold">{credentialLabel(c.type)}</span> · {c.number} · {c.issuer}
                    <span className="block text-xs">
                      {c.expiresOn ? `Expires ${c.expiresOn}` : "Does not expire"}
                      {c.verifiedBy ? ` · verified by ${c.verifiedBy}` : " · not verified"}
                    </span>
                  </span>
                  <CredentialBadge state={c.state} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">No credentials on file.</p>
          )}
        </TitledSection>

        <TitledSection id="leave" className="card space-y-3" title="Leave">
          {d.leave.length ? (
            <ul className="divide-y divide-line text-sm" data-testid="staff-leave">
              {d.leave.map((l) => (
                <li key={l.id} className="flex items-center justify-between gap-2 py-2">
                  <span>
                    {l.startsOn} to {l.endsOn}
                    {l.reason ? ` · ${l.reason}` : ""}
                  </span>
                  <RowStatusAction
                    idName="leaveId"
                    id={l.id}
                    intent="remove-leave"
                    pendingText="Removing..."
                    className="btn-secondary py-1 text-xs"
                  >
                    Remove
                  </RowStatusAction>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">No leave ahead.</p>
          )}
          <Form method="post" {...getFormProps(form)} className="space-y-3 border-t border-line pt-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <Field meta={fields.startsOn} label="First day" type="date" />
              <Field meta={fields.endsOn} label="Last day" type="date" />
            </div>
            <Field meta={fields.reason} label="Reason (optional)" />
            <ErrorList id={form.errorId} errors={form.errors} />
            <StatusButton value="add-leave" pendingText="Saving..." className="btn-secondary">
              Record leave
            </StatusButton>
          </Form>
        </TitledSection>

        <CalendarFeedPanel
          title="Calendar feed"
          description={`${m.fullName}'s scheduled jobs as a calendar (iCal) at a secret address: subscribe to it in Google or Apple Calendar. Revoke an address when a phone is lost or someone leaves.`}
          feeds={d.feeds}
          created={data && "feedCreated" in data ? data.feedCreated : null}
        />

        <TitledSection id="jobs" className="space-y-3" title="Upcoming work">
          {d.upcoming.length ? (
            <ul className="space-y-2">
              {d.upcoming.map((j) => (
                <li key={j.id}>
                  <JobCard job={{ ...j, startTime: j.scheduledStartAt ? formatDateTime(j.scheduledStartAt) : null }} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="Nothing scheduled">Assign work on the dispatch board.</EmptyState>
          )}
          {d.recent.length ? (
            <>
              <h3 className="font-semibold">Recent jobs</h3>
              <ul className="divide-y divide-line text-sm">
                {d.recent.map((j) => (
                  <li key={j.id} className="py-1">
                    <Link to={`/admin/jobs/${j.id}`}>
                      #{j.number} {j.title}
                    </Link>
                    {j.scheduledStartAt ? ` · ${formatDateTime(j.scheduledStartAt)}` : ""}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </TitledSection>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
