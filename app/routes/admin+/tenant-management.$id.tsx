import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { ReactNode } from "react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ActionLinks } from "~/components/admin/action-links.tsx";
import { DetailPanel } from "~/components/admin/detail-panel.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { FleetAccountForm } from "~/components/fleet-account-form.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList, Field, SelectField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { RowAction } from "~/components/ui/row-action.tsx";
import { labelledOptions } from "~/components/ui/filter-select.tsx";
import { formatDate, formatDateTime } from "~/domain/dates.ts";
import {
  FLEET_KIND_LABELS,
  FLEET_ROLES,
  FLEET_ROLE_LABELS,
  fleetAccountSchema,
  fleetMemberSchema,
  isFleetKind,
  isFleetRole,
} from "~/domain/fleet.ts";
import { formatAbn } from "~/domain/invoice.ts";
import { formatCents } from "~/domain/money.ts";
import { formatMonth } from "~/domain/reports.ts";
import {
  FleetRefused,
  addFleetMember,
  findVesselsToLink,
  fleetAudit,
  getFleetAccount,
  linkFleetVessel,
  removeFleetMember,
  setFleetArchived,
  setFleetMemberRole,
  unlinkFleetVessel,
  updateFleetAccount,
} from "~/models/fleet-accounts.server.ts";
import { fleetStatementSends } from "~/models/fleet-statements.server.ts";
import { sendPasswordResetEmail } from "~/utils/auth-emails.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm, readForm, refusalResult } from "~/utils/forms.server.ts";
import { notFound, unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.fleet.name ?? "Fleet account"} | Bosun admin` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = params.id ?? "";
  const vq = (new URL(request.url).searchParams.get("vq") ?? "").trim().slice(0, 100);
  const [fleet, audit, sends, found] = await Promise.all([
    getFleetAccount(id),
    fleetAudit(id),
    fleetStatementSends(id, 6),
    vq.length >= 2 ? findVesselsToLink(vq) : Promise.resolve(null),
  ]);
  if (!fleet) throw notFound("Fleet account not found");
  return json({ fleet, audit, sends, vq, found });
}

const idSchema = z.string().min(1).max(100);

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const id = params.id ?? "";
  const here = `/admin/tenant-management/${id}`;
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const actor = ctx.audit.actorId;
  const fail = (error: unknown, to = here) => {
    if (!(error instanceof FleetRefused)) throw error;
    return redirectWithToast(to, { type: "error", title: "Not changed", description: error.message });
  };

  if (intent === "details") {
    const submission = parseForm(formData, { schema: fleetAccountSchema });
    if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
    try {
      const { changed } = await updateFleetAccount(id, submission.value, actor);
      return redirectWithToast(here, {
        type: "success",
        title: changed.length ? "Account saved" : "Nothing changed",
      });
    } catch (error) {
      if (!(error instanceof FleetRefused)) throw error;
      return json({ intent, ...refusalResult(submission, error) }, { status: 400 });
    }
  }

  if (intent === "member_add") {
    const submission = parseForm(formData, { schema: fleetMemberSchema });
    if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
    try {
      const { user, invited } = await addFleetMember(id, submission.value, actor);
      if (invited) await sendPasswordResetEmail(user);
      return redirectWithToast(here, {
        type: "success",
        title: invited ? "Member invited" : "Member added",
        description: invited
          ? `${user.fullName} has an account now and an e-mail to choose a password.`
          : `${user.fullName} is a ${FLEET_ROLE_LABELS[submission.value.role].toLowerCase()}.`,
      });
    } catch (error) {
      if (!(error instanceof FleetRefused)) throw error;
      return json({ intent, ...refusalResult(submission, error) }, { status: 400 });
    }
  }

  const target = idSchema.safeParse(formData.get("targetId"));
  try {
    if (intent === "member_role") {
      const role = formData.get("role");
      if (!target.success || !isFleetRole(role)) throw new FleetRefused("Choose manager or skipper.");
      await setFleetMemberRole(id, target.data, role, actor);
      return redirectWithToast(here, { type: "success", title: "Role changed" });
    }
    if (intent === "member_remove") {
      if (!target.success) throw new FleetRefused("Choose a member.");
      await removeFleetMember(id, target.data, actor);
      return redirectWithToast(here, { type: "success", title: "Member removed" });
    }
    if (intent === "vessel_link") {
      if (!target.success) throw new FleetRefused("Choose a vessel.");
      const vessel = await linkFleetVessel(id, target.data, actor);
      return redirectWithToast(here, { type: "success", title: `${vessel.name} linked` });
    }
    if (intent === "vessel_unlink") {
      if (!target.success) throw new FleetRefused("Choose a vessel.");
      await unlinkFleetVessel(id, target.data, actor);
      return redirectWithToast(here, { type: "success", title: "Vessel unlinked" });
    }
    if (intent === "archive" || intent === "restore") {
      await setFleetArchived(id, intent === "archive", actor, getNow(request));
      return redirectWithToast(here, {
        type: "success",
        title: intent === "archive" ? "Account archived" : "Account restored",
      });
    }
  } catch (error) {
    return fail(error);
  }
  throw unknownIntent();
}

function MemberForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useZodForm(fleetMemberSchema, { id: "member", lastResult, defaultValue: { role: "skipper" } });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-3 border-t border-line pt-4 sm:grid-cols-2">
      <Field meta={fields.email} label="Member e-mail" type="email" autoComplete="off" />
      <Field meta={fields.fullName} label="Name (to invite someone new)" autoComplete="off" />
      <SelectField
        meta={fields.role}
        label="Role in the organisation"
        options={labelledOptions(FLEET_ROLES, FLEET_ROLE_LABELS)}
      />
      <div className="flex items-end">
        <StatusButton value="member_add" pendingText="Adding...">
          Add member
        </StatusButton>
      </div>
      <ErrorList id={form.errorId} errors={form.errors} />
    </Form>
  );
}

export default function FleetAccountPage() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as
    { intent: string | null; result?: SubmissionResult<string[]> } | undefined;
  const a = d.fleet;
  const stored = {
    name: a.name,
    kind: a.kind,
    abn: a.abn ?? "",
    billingName: a.billingName,
    billingEmail: a.billingEmail,
    billingPhone: a.billingPhone ?? "",
    billingAddress: a.billingAddress ?? "",
    paymentTermsDays: String(a.paymentTermsDays),
    statementByEmail: a.statementByEmail,
    notes: a.notes ?? "",
  };
  return (
    <>
      <PageHeader
        title={a.name}
        description={
          <>
            {isFleetKind(a.kind) ? FLEET_KIND_LABELS[a.kind] : a.kind}
            {a.abn ? ` · ABN ${formatAbn(a.abn)}` : ""} · bills {a.billingEmail} · {a.paymentTermsDays} days
            {a.archivedAt ? ` · archived ${formatDate(a.archivedAt)}` : ""}
          </>
        }
        actions={
          <>
            <ActionLinks
              links={[
                { to: "/admin/tenant-management", label: "← Fleet accounts" },
                { to: `/admin/consolidated?fleet=${a.id}`, label: "Consolidated statement", primary: true },
              ]}
            />
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value={a.archivedAt ? "restore" : "archive"}
                className="btn-secondary"
              >
                {a.archivedAt ? "Restore" : "Archive"}
              </button>
            </Form>
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-5">
        <section className="card xl:col-span-3" aria-label="Details">
          <h2 className="mb-4 text-lg font-bold">Details</h2>
          <FleetAccountForm
            key={a.updatedAt}
            id="fleet-details"
            intent="details"
            submitLabel="Save details"
            stored={stored}
            lastResult={actionData?.intent === "details" ? actionData.result : undefined}
          />
        </section>
        <div className="space-y-6 xl:col-span-2">
          <DetailPanel title="Members" count={a._count.members}>
            {a.members.length === 0 ? (
              <p>No members yet. Managers book work and see invoices; skippers see the vessels.</p>
            ) : (
              <ul className="divide-y divide-line">
                {a.members.map((m) => (
                  <li key={m.user.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>
                      <Link to={`/admin/customers/${m.user.id}`} className="font-semibold">
                        {m.user.fullName}
                      </Link>
                      <span className="block text-xs">{m.user.email}</span>
                    </span>
                    <span className="flex flex-wrap items-center gap-2">
                      <Form method="post" className="flex items-center gap-1">
                        <input type="hidden" name="targetId" value={m.user.id} />
                        <label htmlFor={`role-${m.user.id}`} className="sr-only">
                          Role of {m.user.fullName}
                        </label>
                        <select
                          id={`role-${m.user.id}`}
                          name="role"
                          defaultValue={m.role}
                          className="field-input w-auto py-1"
                        >
                          {FLEET_ROLES.map((r) => (
                            <option key={r} value={r}>
                              {FLEET_ROLE_LABELS[r]}
                            </option>
                          ))}
                        </select>
                        <button type="submit" name="intent" value="member_role" className="btn-link">
                          Set
                        </button>
                      </Form>
                      <RowAction
                        idName="targetId"
                        id={m.user.id}
                        intent="member_remove"
                        className="btn-link text-danger"
                        label={`Remove ${m.user.fullName}`}
                      >
                        Remove
                      </RowAction>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <MemberForm lastResult={actionData?.intent === "member_add" ? actionData.result : undefined} />
          </DetailPanel>
          <DetailPanel title="Vessels" count={a._count.vessels}>
            {a.vessels.length === 0 ? (
              <p>No vessels linked yet. Find one below by name, HIN or rego.</p>
            ) : (
              <ul className="divide-y divide-line">
                {a.vessels.map(({ vessel: v }) => (
                  <VesselItem
                    key={v.id}
                    name={
                      <Link to={`/staff/vessels/${v.id}`} className="font-semibold">
                        {v.name}
                      </Link>
                    }
                    facts={[v.hin ? `HIN ${v.hin}` : null, v.registration, `owner ${v.owner.fullName}`]}
                  >
                    <VesselButton vessel={v} verb="Unlink" className="btn-link text-danger" />
                  </VesselItem>
                ))}
              </ul>
            )}
            <FilterForm
              className="mt-4 flex flex-wrap items-end gap-2 border-t border-line pt-4"
              submitLabel="Find"
              submitClassName="btn-secondary"
            >
              <SearchField
                id="fleet-vq"
                name="vq"
                label="Find a vessel to link"
                defaultValue={d.vq}
                placeholder="Name, HIN, rego or owner e-mail"
                className="min-w-[12rem] flex-1"
              />
            </FilterForm>
            {d.found ? (
              d.found.length === 0 ? (
                <p className="mt-3">No vessel matches “{d.vq}”.</p>
              ) : (
                <ul className="mt-3 divide-y divide-line" aria-label="Vessels found">
                  {d.found.map((v) => (
                    <VesselItem
                      key={v.id}
                      name={<span className="font-semibold">{v.name}</span>}
                      facts={[v.hin ? `HIN ${v.hin}` : null, v.registration, v.owner.fullName]}
                    >
                      {v.fleetLink ? (
                        <span className="text-xs">in {v.fleetLink.fleetAccount.name}</span>
                      ) : (
                        <VesselButton vessel={v} verb="Link" className="btn-secondary py-1" />
                      )}
                    </VesselItem>
                  ))}
                </ul>
              )
            ) : null}
          </DetailPanel>
          <DetailPanel title="Statements e-mailed" count={d.sends.length}>
            {d.sends.length === 0 ? (
              <p>None yet.</p>
            ) : (
              <ul className="divide-y divide-line">
                {d.sends.map((s) => (
                  <li key={s.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <Link to={`/admin/consolidated?fleet=${a.id}&month=${s.period}`}>{formatMonth(s.period)}</Link>
                    <span className="text-xs">
                      {formatCents(s.closingCents)} · {s.trigger === "schedule" ? "monthly" : "by hand"} ·{" "}
                      {formatDateTime(s.sentAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </DetailPanel>
          <DetailPanel title="Audit">
            {d.audit.length === 0 ? (
              <p>No changes recorded.</p>
            ) : (
              <ul className="divide-y divide-line">
                {d.audit.map((e) => (
                  <li key={e.id} className="py-2">
                    <span className="font-semibold">{e.action.replace(/^fleet\./, "").replace(/_/g, " ")}</span>
                    {e.subject ? ` · ${e.subject.fullName}` : ""}
                    <span className="block text-xs">
                      {formatDateTime(e.createdAt)}
                      {e.actor ? ` by ${e.actor.fullName}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </DetailPanel>
        </div>
      </div>
    </>
  );
}

/** A vessel in one of the account's lists: its name, its HIN, rego and owner on a line below, and what can be done. */
function VesselItem({ name, facts, children }: { name: ReactNode; facts: (string | null)[]; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span>
        {name}
        <span className="block text-xs">{facts.filter(Boolean).join(" · ")}</span>
      </span>
      {children}
    </li>
  );
}

/** Links a vessel to the account or unlinks it: a POST of its id with the intent vessel_link or vessel_unlink. */
function VesselButton({
  vessel,
  verb,
  className,
}: {
  vessel: { id: string; name: string };
  verb: "Link" | "Unlink";
  className: string;
}) {
  return (
    <RowAction
      idName="targetId"
      id={vessel.id}
      intent={verb === "Link" ? "vessel_link" : "vessel_unlink"}
      className={className}
      label={`${verb} ${vessel.name}`}
    >
      {verb}
    </RowAction>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
