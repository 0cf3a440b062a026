import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { labelledOptions } from "~/components/ui/filter-select.tsx";
import { ErrorList } from "~/components/ui/fields.tsx";
import { PlainInput } from "~/components/ui/plain-field.tsx";
import { PlainSelect } from "~/components/ui/plain-select.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatDate } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { DEFAULT_INTERVALS } from "~/domain/maintenance.ts";
import { formatCents } from "~/domain/money.ts";
import { QUOTE_STATUS_LABELS, type QuoteStatus } from "~/domain/quote.ts";
import { SERVICE_TYPE_DEFINITIONS } from "~/domain/service-types.ts";
import {
  ENGINE_FUEL_LABELS,
  ENGINE_FUELS,
  formatHin,
  formatHours,
  HULL_MATERIAL_LABELS,
  LOCATION_KIND_LABELS,
  type HullMaterial,
  type LocationKind,
} from "~/domain/vessel.ts";
import { VESSEL_TYPE_LABELS, type VesselType } from "~/domain/vessel-types.ts";
import { ServiceRequestForm } from "~/screens/service-request/service-request-form.tsx";
import type { handleVesselAction, loadVesselPage } from "./vessel-page.server.ts";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { RowAction } from "~/components/ui/row-action.tsx";
import { BookDueForm, DueList } from "./maintenance-due.tsx";

type Data = Awaited<ReturnType<typeof loadVesselPage>> extends { json(): Promise<infer T> } ? T : never;
type Result = { status?: string; initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> };

const SERVICE_NAME = new Map(SERVICE_TYPE_DEFINITIONS.map((d) => [d.serviceType as string, d.serviceName]));

/** Server errors and typed values of the form the last submission was for (works with JavaScript off). */
function useIntent(intent: string) {
  const data = useActionData<typeof handleVesselAction>() as { intent?: string; result?: Result } | undefined;
  const result = data?.intent === intent ? data.result : undefined;
  return {
    errors: (field: string) => result?.error?.[field] ?? undefined,
    value: (field: string) => {
      const v = result?.initialValue?.[field];
      return typeof v === "string" ? v : undefined;
    },
    formErrors: result?.error?.[""] ?? undefined,
  };
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <>
      <dt className="text-ink/80">{label}</dt>
      <dd className="font-medium text-secondary">{children}</dd>
    </>
  );
}

export function VesselPage() {
  const d = useLoaderData<Data>();
  const v = d.vessel;
  const p = d.permissions;
  const isOwner = p.relation === "owner";
  const here = `${d.base}/${v.id}`;
  return (
    <>
      <PageHeader
        title={v.name}
        description={
          <>
            {VESSEL_TYPE_LABELS[v.type as VesselType] ?? v.type}
            {v.lengthMetres ? ` · ${v.lengthMetres} m` : ""}
            {v.make || v.model ? ` · ${[v.make, v.model].filter(Boolean).join(" ")}` : ""}
            {!isOwner ? ` · owner ${v.owner.fullName}` : ""}
          </>
        }
        actions={
          <>
            {p.canEdit ? (
              <Link to={`${here}/edit`} className="btn-secondary">
                Edit details
              </Link>
            ) : null}
            {isOwner ? (
              <Link to={`/owner/service-requests?vesselId=${v.id}`} className="btn-primary">
                Request work
              </Link>
            ) : null}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <EnginesSection />
          <MaintenanceSection />
          <StorySection />
        </div>
        <div className="space-y-6">
          <section className="card">
            {v.photoKey ? (
              <img
                src={`/resources/vessels/${v.id}/photo`}
                alt={`${v.name}`}
                className="-mx-6 -mt-6 mb-4 aspect-[4/3] w-[calc(100%+3rem)] max-w-none rounded-t-theme object-cover"
              />
            ) : null}
            {p.canEdit ? (
              <Form
                method="post"
                action={`/resources/vessels/${v.id}/photo`}
                encType="multipart/form-data"
                className="mb-4 flex flex-wrap items-end gap-2"
              >
                <input type="hidden" name="redirectTo" value={here} />
                <div className="min-w-0 flex-1">
                  <label htmlFor="vessel-photo" className="field-label">
                    {v.photoKey ? "Change her photo" : "Add a photo of her"}
                  </label>
                  <input
                    id="vessel-photo"
                    type="file"
                    name="photo"
                    required
                    accept="image/jpeg,image/png,image/heic,.heic"
                    className="field-input text-sm"
                  />
                </div>
                <StatusButton pendingText="Uploading..." className="btn-secondary">
                  Upload
                </StatusButton>
              </Form>
            ) : null}
            <h2 className="text-lg font-bold">The record</h2>
            <dl className="mt-3 grid grid-cols-[auto,1fr] gap-x-4 gap-y-1.5 text-sm">
              <Row label="Year">{v.year}</Row>
              <Row label="Hull">{v.hullMaterial ? HULL_MATERIAL_LABELS[v.hullMaterial as HullMaterial] : null}</Row>
              <Row label="HIN">{v.hin ? <span className="font-mono">{formatHin(v.hin)}</span> : null}</Row>
              <Row label="NSW rego">{v.registration}</Row>
              <Row label="Builders plate">{v.builderPlate ? "Fitted" : "Not recorded"}</Row>
              <Row label="Antifouling">
                {v.antifoulType || v.antifoulAppliedOn
                  ? [v.antifoulType, v.antifoulAppliedOn ? `applied ${formatServiceDate(v.antifoulAppliedOn)}` : null]
                      .filter(Boolean)
                      .join(", ")
                  : null}
              </Row>
              <Row label="Kept at">
                {[
                  v.locationKind ? LOCATION_KIND_LABELS[v.locationKind as LocationKind] : null,
                  v.homeMarina,
                  v.berth ? `berth ${v.berth}` : null,
                ]
                  .filter(Boolean)
                  .join(" · ") || null}
              </Row>
            </dl>
            {v.accessNotes ? (
              <div className="mt-4 rounded-theme border border-amber-200 bg-amber-50 p-3 text-sm">
                <p className="font-semibold text-secondary">Access notes</p>
                <p className="whitespace-pre-line">{v.accessNotes}</p>
              </div>
            ) : null}
            {v.notes ? <p className="mt-4 whitespace-pre-line text-sm">{v.notes}</p> : null}
            {d.portal === "owner" ? (
              <p className="mt-4 text-sm">
                <Link to={`/owner/documents?vesselId=${v.id}`}>Documents</Link> ·{" "}
                <Link to={`/owner/service-history?vesselId=${v.id}`}>Service history</Link>
              </p>
            ) : null}
          </section>
          {p.relation === "delegate" || p.relation === "fleet_manager" || p.relation === "fleet_skipper" ? (
            <CrewRequestSection />
          ) : null}
          {p.canDelegate ? <CrewSection /> : null}
          {p.canTransfer ? <TransferSection /> : null}
        </div>
      </div>
    </>
  );
}

function MaintenanceSection() {
  const d = useLoaderData<Data>();
  const due = d.due;
  const isOwner = d.permissions.relation === "owner";
  const interval = useIntent("interval");
  return (
    <section className="card" aria-labelledby="maintenance-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="maintenance-heading" className="text-lg font-bold">
          Maintenance
        </h2>
        {isOwner && due ? <BookDueForm vesselId={d.vessel.id} items={due.items} /> : null}
      </div>
      {due ? <DueList items={due.items} /> : null}
      {d.permissions.canEdit ? (
        <FoldedForm
          summary="Change a service schedule or tell us when it was last done"
          open={
            !!interval.formErrors ||
            !!interval.errors("everyHours") ||
            !!interval.errors("everyMonths") ||
            !!interval.errors("lastDoneOn")
          }
          intent={interval}
          value="interval"
          pendingText="Saving..."
          submitLabel="Save schedule"
          columns={2}
        >
          <PlainSelect
            id="interval-service"
            name="serviceType"
            label="Service"
            defaultValue={interval.value("serviceType")}
            options={Object.keys(DEFAULT_INTERVALS).map((t) => ({ value: t, label: SERVICE_NAME.get(t) ?? t }))}
          />
          <SmallInput name="lastDoneOn" label="Last done (elsewhere)" type="date" intent={interval} />
          <SmallInput name="everyMonths" label="Every … months" type="number" intent={interval} />
          <SmallInput name="everyHours" label="or every … engine hours" type="number" intent={interval} />
          <p className="text-xs sm:col-span-2">
            Defaults: engine room clean every 100 h or 6 months, antifoul every 12 months, hull inspection every 6
            months. Leave both blank to go back to the default.
          </p>
        </FoldedForm>
      ) : null}
    </section>
  );
}

/** A field of the page's folded forms, with the value and errors of its last submission. */
function SmallInput({
  name,
  intent,
  ...input
}: {
  name: string;
  label: string;
  type?: string;
  intent: ReturnType<typeof useIntent>;
  step?: string;
  className?: string;
  placeholder?: string;
}) {
  return (
    <PlainInput
      id={`f-${name}`}
      name={name}
      defaultValue={intent.value(name)}
      errors={intent.errors(name)}
      {...input}
    />
  );
}

const FOLDED_GRID = {
  2: { form: "mt-3 grid gap-3 sm:grid-cols-2", across: "sm:col-span-2" },
  3: { form: "mt-3 grid gap-3 sm:grid-cols-3", across: "sm:col-span-3" },
};

/** A form folded under a summary line: the fields (children), the form's own errors, then the button across the grid. */
function FoldedForm({
  summary,
  open,
  intent,
  value,
  pendingText,
  submitLabel,
  columns,
  children,
}: {
  summary: string;
  open: boolean;
  intent: ReturnType<typeof useIntent>;
  value: string;
  pendingText: string;
  submitLabel: string;
  columns: keyof typeof FOLDED_GRID;
  children: ReactNode;
}) {
  const grid = FOLDED_GRID[columns];
  return (
    <details className="mt-4" open={open}>
      <summary className="cursor-pointer text-sm font-semibold text-primary">{summary}</summary>
      <Form method="post" className={grid.form}>
        {children}
        <ErrorList errors={intent.formErrors} />
        <div className={grid.across}>
          <StatusButton value={value} pendingText={pendingText} className="btn-secondary">
            {submitLabel}
          </StatusButton>
        </div>
      </Form>
    </details>
  );
}

function EnginesSection() {
  const d = useLoaderData<Data>();
  const hours = useIntent("log-hours");
  const engine = useIntent("add-engine");
  const engines = d.vessel.engines;
  return (
    <TitledSection id="engines" className="card" title="Engines and hours">
      {engines.length === 0 ? (
        <p className="mt-2 text-sm">No engines recorded yet.</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {engines.map((e) => (
            <li key={e.id} className="rounded-theme border border-line p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-secondary">
                  {e.label ? `${e.label}: ` : ""}
                  {[e.make, e.model].filter(Boolean).join(" ")}
                </p>
                <p className="font-heading text-2xl font-bold text-primary" data-testid="engine-hours">
                  {formatHours(e.hours)}
                </p>
              </div>
              <p className="text-xs text-ink/80">
                {ENGINE_FUEL_LABELS[e.fuel as keyof typeof ENGINE_FUEL_LABELS] ?? e.fuel}
                {e.year ? ` · ${e.year}` : ""}
                {e.serial ? ` · serial ${e.serial}` : ""}
              </p>
              {e.readings.length ? (
                <ol className="mt-2 text-xs text-ink/80">
                  {e.readings.map((r) => (
                    <li key={r.id}>
                      {formatDate(r.readAt)}: {formatHours(r.hours)}
                      {r.meterReplaced ? " (new meter)" : ""}
                      {r.loggedBy ? ` — ${r.loggedBy.fullName}` : ""}
                    </li>
                  ))}
                </ol>
              ) : null}
              {d.permissions.canEdit && !e.readings.length ? (
                <Form method="post" className="mt-2">
                  <input type="hidden" name="engineId" value={e.id} />
                  <button type="submit" name="intent" value="remove-engine" className="btn-link text-xs">
                    Remove this engine
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {d.permissions.canLogHours && engines.length ? (
        <Form
          method="post"
          className="mt-4 grid items-end gap-3 sm:grid-cols-[1fr,10rem,auto]"
          aria-label="Log engine hours"
        >
          {engines.length > 1 ? (
            <div>
              <label htmlFor="hours-engine" className="field-label">
                Engine
              </label>
              <select id="hours-engine" name="engineId" className="field-input" defaultValue={hours.value("engineId")}>
                {engines.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.label ?? e.make} ({formatHours(e.hours)})
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <input type="hidden" name="engineId" value={engines[0]!.id} />
          )}
          <SmallInput
            name="hours"
            label="Hours on the meter now"
            type="number"
            step="0.1"
            intent={hours}
            placeholder="e.g. 1250"
          />
          <StatusButton value="log-hours" pendingText="Logging...">
            Log hours
          </StatusButton>
          <label className="flex items-center gap-2 text-sm sm:col-span-3">
            <input type="checkbox" name="meterReplaced" value="on" className="h-4 w-4 rounded border-line" />
            Meter replaced (the new meter starts lower)
          </label>
          <ErrorList errors={hours.errors("engineId") ?? hours.formErrors} />
        </Form>
      ) : null}
      {d.permissions.canEdit ? (
        <FoldedForm
          summary="Add an engine"
          open={!!engine.errors("make")}
          intent={engine}
          value="add-engine"
          pendingText="Adding..."
          submitLabel="Add engine"
          columns={3}
        >
          <SmallInput name="label" label="Position" intent={engine} placeholder="Port" />
          <SmallInput name="make" label="Make" intent={engine} placeholder="Volvo Penta" />
          <SmallInput name="model" label="Model" intent={engine} />
          <SmallInput name="serial" label="Serial" intent={engine} />
          <PlainSelect
            id="engine-fuel"
            name="fuel"
            label="Fuel"
            defaultValue={engine.value("fuel") ?? "diesel"}
            options={labelledOptions(ENGINE_FUELS, ENGINE_FUEL_LABELS)}
          />
          <SmallInput name="year" label="Year" type="number" intent={engine} />
          <SmallInput name="hours" label="Hours now" type="number" step="0.1" intent={engine} />
        </FoldedForm>
      ) : null}
    </TitledSection>
  );
}

/** One group of the vessel's story: a heading and rows of "what" and "where it stands". */
function StoryList({ title, rows }: { title: string; rows: { key: string; what: ReactNode; state: ReactNode }[] }) {
  if (!rows.length) return null;
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-ink/80">{title}</h3>
      <ul className="mt-2 divide-y divide-line text-sm">
        {rows.map((r) => (
          <li key={r.key} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>{r.what}</span>
            <span className="text-ink/80">{r.state}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function StorySection() {
  const d = useLoaderData<Data>();
  const staff = d.portal === "staff";
  const nothing = !d.jobs.length && !d.quotes.length && !d.bookings.length && !d.invoices.length;
  return (
    <TitledSection id="story" className="card" title="Her story with us">
      {nothing ? (
        <div className="mt-3">
          <EmptyState title="No work yet">
            Bookings, quotes, jobs and invoices for this boat will appear here.
          </EmptyState>
        </div>
      ) : null}
      <StoryList
        title="Jobs"
        rows={d.jobs.map((j) => ({
          key: j.id,
          what: (
            <>
              <span className="font-mono text-xs">{formatJobNumber(j.number)}</span>{" "}
              {staff ? <Link to={`/staff/jobs/${j.id}`}>{j.title}</Link> : j.title} ·{" "}
              {formatDate(j.completedAt ?? j.scheduledStartAt ?? j.updatedAt)}
            </>
          ),
          state: <JobStatusBadge status={j.status} />,
        }))}
      />
      <StoryList
        title="Bookings"
        rows={d.bookings.map((b) => ({
          key: b.id,
          what: SERVICE_NAME.get(b.serviceType) ?? b.serviceType,
          state: `${b.scheduledDate ? formatServiceDate(b.scheduledDate) : "date to be agreed"} · ${b.status}`,
        }))}
      />
      <StoryList
        title="Quotes"
        rows={d.quotes.map((q) => ({
          key: q.id,
          what: <a href={`/quote/${q.token}`}>Q-{q.number}</a>,
          state: `${formatCents(q.totalCents)} · ${QUOTE_STATUS_LABELS[q.status as QuoteStatus] ?? q.status}`,
        }))}
      />
      <StoryList
        title="Invoices"
        rows={d.invoices.map((i) => ({
          key: i.id,
          what: <Link to={staff ? `/staff/invoices/${i.id}` : `/owner/invoices/${i.id}`}>INV-{i.number}</Link>,
          state: `${formatCents(i.totalCents)}${i.outstandingCents ? ` · ${formatCents(i.outstandingCents)} to pay` : " · paid"}`,
        }))}
      />
    </TitledSection>
  );
}

function CrewRequestSection() {
  const d = useLoaderData<Data>();
  const data = useActionData<typeof handleVesselAction>() as
    { intent?: string; result?: SubmissionResult<string[]> } | undefined;
  return (
    <section className="card">
      <h2 className="text-lg font-bold">Ask for work</h2>
      <p className="mt-1 text-sm">The owner and our team see your request.</p>
      <ServiceRequestForm
        vessels={[{ value: d.vessel.id, label: d.vessel.name }]}
        chosenVessel={d.vessel.id}
        lastResult={data?.intent === "request-work" ? data.result : undefined}
        intent="request-work"
      />
    </section>
  );
}

function CrewSection() {
  const d = useLoaderData<Data>();
  const add = useIntent("add-delegate");
  return (
    <section className="card">
      <h2 className="text-lg font-bold">Crew</h2>
      <p className="mt-1 text-sm">
        Crew you add can log engine hours and ask for work. They never see invoices or the budget.
      </p>
      {d.vessel.delegates.length ? (
        <ul className="mt-3 space-y-2 text-sm">
          {d.vessel.delegates.map(({ user }) => (
            <li key={user.id} className="flex items-center justify-between gap-2">
              <span>
                {user.fullName} <span className="text-ink/80">({user.email})</span>
              </span>
              <RowAction idName="userId" id={user.id} intent="remove-delegate" className="btn-link text-xs">
                Remove
              </RowAction>
            </li>
          ))}
        </ul>
      ) : null}
      <EmailForm label="Crew member's e-mail" intent={add} value="add-delegate" pendingText="Adding...">
        Add crew
      </EmailForm>
    </section>
  );
}

/** A form of one e-mail address (whom to add, whom to offer her to) and its button. */
function EmailForm({
  label,
  intent,
  value,
  pendingText,
  children,
}: {
  label: string;
  intent: ReturnType<typeof useIntent>;
  value: string;
  pendingText: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="mt-3 space-y-2">
      <SmallInput name="email" label={label} type="email" intent={intent} />
      <StatusButton value={value} pendingText={pendingText} className="btn-secondary">
        {children}
      </StatusButton>
    </Form>
  );
}

function TransferSection() {
  const d = useLoaderData<Data>();
  const transfer = useIntent("transfer");
  const pending = d.vessel.transfers[0];
  return (
    <section className="card">
      <h2 className="text-lg font-bold">Selling her?</h2>
      {pending ? (
        <>
          <p className="mt-1 text-sm">
            Offered to <strong>{pending.toEmail}</strong> until {formatDate(pending.expiresAt)}. Her service history
            goes with her; your invoices and private documents stay with you.
          </p>
          <Form method="post" className="mt-3">
            <StatusButton value="cancel-transfer" pendingText="Cancelling..." className="btn-secondary">
              Cancel the transfer
            </StatusButton>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm">
            Transfer the boat to the buyer: they accept from an e-mailed link. Her service history goes with her; your
            invoices and documents marked private stay with you.
          </p>
          <EmailForm label="Buyer's e-mail" intent={transfer} value="transfer" pendingText="Sending...">
            Send transfer
          </EmailForm>
        </>
      )}
    </section>
  );
}
