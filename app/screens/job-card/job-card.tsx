// The field job card (issue 16): everything needed on site, phone first, big tap targets. Every form is a plain POST
// (works without JavaScript) wrapped by the outbox (components/outbox.tsx) when JavaScript runs.
import { Form, useActionData } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { OutboxForm, OutboxStatus, newIdempotencyKey, useOutbox } from "~/components/outbox-form.tsx";
import { SignaturePad } from "~/components/signature-pad.tsx";
import { ErrorList } from "~/components/ui/error-list.tsx";
import { FILE_ACCEPT, FileField } from "~/components/ui/field-shell.tsx";
import { PhotoKindChoice } from "~/components/photo-kind-choice.tsx";
import { formatDate, formatDateTime, formatTime } from "~/domain/dates.ts";
import {
  ALLOWED_TIME_ACTIONS,
  TIME_ACTION_LABELS,
  TIME_STATE_LABELS,
  formatMinutes,
  type TimeAction,
} from "~/domain/field-time.ts";
import {
  CHECKLIST_TYPE_LABELS,
  CLEANING_METHODS,
  COMMON_MATERIALS,
  FOULING_LEVELS,
  MATERIAL_UNITS,
  MAX_PHOTOS_PER_JOB,
  MAX_PHOTO_BYTES,
  PHOTO_KINDS,
  PHOTO_KIND_LABELS,
  type PhotoKind,
  cleaningMethodLabel,
  foulingLabel,
  photoLabel,
} from "~/domain/job-card-labels.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import type { JobCard } from "~/models/job-card.server.ts";
import type { Serialized } from "~/utils/serialized.ts";
import { PlainInput, PlainTextarea } from "~/components/ui/plain-field.tsx";
import { PlainSelect } from "~/components/ui/plain-select.tsx";
import { intentReply, type IntentReply } from "~/components/ui/intent-reply.ts";

export type JobCardData = Serialized<JobCard>;

type ActionData = IntentReply | null;

const BIG = "min-h-12 w-full text-base";

function Section({ title, children, id }: { title: ReactNode; children: ReactNode; id?: string }) {
  return (
    <section className="card space-y-3 p-4 sm:p-6" aria-labelledby={id}>
      <h2 id={id} className="font-heading text-lg font-bold text-secondary">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function JobCardView({
  card,
  formKey,
  preview = false,
  demo = false,
}: {
  card: JobCardData;
  formKey: string;
  /** Read only, without the forms (a subcontractor's view). */
  preview?: boolean;
  /** With every form shown as the worker sees it, all disabled (/admin/job-card-test). */
  demo?: boolean;
}) {
  const actionData = useActionData<ActionData>() ?? null;
  const outbox = useOutbox();
  const { errorsOf, typedOf, fieldOf } = intentReply(actionData);
  const canWork = (card.canWork && !preview) || demo;
  const pendingTicks = new Map<string, string>();
  const waiting = new Set(outbox?.pending.map((p) => p.key));
  const unsentTicks = new Set<string>();
  for (const p of outbox?.overlay ?? []) {
    const f = Object.fromEntries(p.fields);
    if (f.intent === "tick" && f.itemKey) {
      pendingTicks.set(f.itemKey, f.done ?? "1");
      if (waiting.has(p.key)) unsentTicks.add(f.itemKey);
    }
  }
  const phone = card.customerContactPhone?.replace(/[^\d+]/g, "");
  const vessel = card.vessel;
  const where = card.locationMarina ?? vessel?.homeMarina ?? card.locationAddress;
  const allowed = new Set<TimeAction>(ALLOWED_TIME_ACTIONS[card.time.state]);

  const body = (
    <>
      <header className="space-y-1">
        <p className="text-sm font-semibold text-ink/80">
          {formatJobNumber(card.number)} ·{" "}
          {card.scheduledStartAt
            ? `${formatDateTime(card.scheduledStartAt)}${card.scheduledEndAt ? `–${formatTime(card.scheduledEndAt)}` : ""}`
            : "Not scheduled"}
        </p>
        <h1 className="text-2xl font-bold">{card.title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <JobStatusBadge status={card.status} />
          <span className="badge bg-surface text-secondary" data-testid="time-state">
            {TIME_STATE_LABELS[card.time.state]}
          </span>
          {card.priority !== "normal" ? <span className="badge bg-red-100 text-red-900">{card.priority}</span> : null}
        </div>
        {!card.canWork && !preview ? (
          <p className="rounded-lg bg-surface p-3 text-sm">
            {card.assignedStaffId ? "Read only: this job is not open for you to record work." : "Read only."}
          </p>
        ) : null}
      </header>

      <OutboxStatus />
      {actionData?.result?.error?.[""] ? (
        <div role="alert" className="rounded-lg border-2 border-red-400 bg-red-50 p-3 text-red-900">
          {actionData.result.error[""]!.join(" ")}
        </div>
      ) : null}

      <Section title="Where and who" id="where">
        <dl className="grid gap-2 text-base">
          <div>
            <dt className="text-xs font-semibold uppercase text-ink/70">Where</dt>
            <dd className="font-semibold">{where ?? "No location given"}</dd>
            {vessel?.berth ? <dd>Berth {vessel.berth}</dd> : null}
            {card.locationAddress && card.locationAddress !== where ? <dd>{card.locationAddress}</dd> : null}
          </div>
          {vessel?.accessNotes ? (
            <div>
              <dt className="text-xs font-semibold uppercase text-ink/70">Access, gate code</dt>
              <dd className="whitespace-pre-wrap">{vessel.accessNotes}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-xs font-semibold uppercase text-ink/70">Customer</dt>
            <dd className="font-semibold">{card.customerContactName}</dd>
          </div>
        </dl>
        {phone ? (
          <a href={`tel:${phone}`} className={`btn-accent ${BIG}`}>
            Call {card.customerContactName.split(" ")[0]} · {card.customerContactPhone}
          </a>
        ) : null}
      </Section>

      <Section title="The vessel" id="vessel">
        {vessel?.photoKey ? (
          <img
            src={`/resources/vessels/${vessel.id}/photo`}
            alt={`${vessel.name}`}
            className="max-h-56 w-full rounded-lg object-cover"
          />
        ) : null}
        <p className="text-base">
          <span className="font-semibold">{vessel?.name ?? card.vesselName ?? "No vessel named"}</span>
          {(vessel?.lengthMetres ?? card.vesselLengthMetres)
            ? ` · ${vessel?.lengthMetres ?? card.vesselLengthMetres} m`
            : ""}
          {vessel?.make ? ` · ${vessel.make}${vessel.model ? ` ${vessel.model}` : ""}` : ""}
        </p>
        {vessel?.engines.length ? (
          <ul className="text-sm">
            {vessel.engines.map((e, i) => (
              <li key={i}>
                {e.label ? `${e.label}: ` : ""}
                {e.make} {e.model ?? ""} · {e.hours} h
              </li>
            ))}
          </ul>
        ) : null}
      </Section>

      <Section title="What to do" id="items">
        <ul className="space-y-2">
          {card.items.map((item) => (
            <li key={item.id} className="rounded-lg bg-surface p-3">
              <p className="font-semibold">
                {item.quantity > 1 ? `${item.quantity} × ` : ""}
                {item.name}
              </p>
              {item.description ? <p className="text-sm">{item.description}</p> : null}
            </li>
          ))}
        </ul>
        {card.description ? (
          <div className="rounded-lg border-2 border-amber-300 bg-amber-50 p-3">
            <p className="text-xs font-semibold uppercase text-amber-900">Special instructions</p>
            <p className="whitespace-pre-wrap">{card.description}</p>
          </div>
        ) : null}
      </Section>

      <Section title="Time" id="time">
        <p className="text-base" data-testid="time-totals">
          Travel <strong>{formatMinutes(card.time.totals.travelMinutes)}</strong> · On site{" "}
          <strong>{formatMinutes(card.time.totals.onSiteMinutes)}</strong>
        </p>
        {canWork ? (
          <OutboxForm
            intent="time"
            serverKey={`${formKey}t`}
            label={(fd) => TIME_ACTION_LABELS[String(fd.get("action")) as TimeAction] ?? "Time"}
            className="grid grid-cols-2 gap-2"
            aria-label="Time on the job"
          >
            {(Object.keys(TIME_ACTION_LABELS) as TimeAction[])
              .filter((a) => allowed.has(a))
              .map((a, i) => (
                <button
                  key={a}
                  type="submit"
                  name="action"
                  value={a}
                  className={`${i === 0 ? "btn-primary" : "btn-secondary"} ${BIG}`}
                >
                  {TIME_ACTION_LABELS[a]}
                </button>
              ))}
          </OutboxForm>
        ) : null}
        <ErrorList errors={errorsOf("time", "action")} />
      </Section>

      <Section
        title={`Checklist (${card.checklist.filter((c) => c.done).length}/${card.checklist.length})`}
        id="checklist"
      >
        {card.types.length > 1 || card.types[0] !== "general" ? (
          <p className="text-sm text-ink/80">{card.types.map((t) => CHECKLIST_TYPE_LABELS[t]).join(", ")}</p>
        ) : null}
        <ul className="space-y-2">
          {card.checklist.map((item) => {
            const pending = pendingTicks.get(item.key);
            const done = pending ? pending === "1" : item.done;
            return (
              <li key={item.key}>
                <OutboxForm
                  intent="tick"
                  serverKey={`${formKey}c${item.key.length}${item.key.replace(/[^A-Za-z0-9]/g, "").slice(-20)}`}
                  label={`${done ? "Untick" : "Tick"}: ${item.label}`}
                >
                  <input type="hidden" name="itemKey" value={item.key} />
                  <input type="hidden" name="done" value={done ? "0" : "1"} />
                  <button
                    type="submit"
                    disabled={!canWork}
                    aria-pressed={done}
                    className={`flex min-h-12 w-full items-center gap-3 rounded-lg border-2 p-3 text-left text-base ${
                      done ? "border-emerald-500 bg-emerald-50" : "border-line bg-white"
                    }`}
                  >
                    <span
                      aria-hidden
                      className={`flex h-7 w-7 shrink-0 items-center justify-center rounded border-2 text-lg font-bold ${
                        done ? "border-emerald-600 bg-emerald-600 text-white" : "border-line"
                      }`}
                    >
                      {done ? "✓" : ""}
                    </span>
                    <span className="flex-1">{item.label}</span>
                    {unsentTicks.has(item.key) ? (
                      <span className="text-xs text-amber-800">saved on this phone</span>
                    ) : null}
                  </button>
                </OutboxForm>
              </li>
            );
          })}
        </ul>
      </Section>

      {card.isDive ? (
        <Section title="Hull dive record" id="dive">
          {card.fieldReport?.foulingLevel !== null && card.fieldReport?.foulingLevel !== undefined ? (
            <p className="text-sm" data-testid="dive-record">
              Recorded: {foulingLabel(card.fieldReport.foulingLevel)} ·{" "}
              {cleaningMethodLabel(card.fieldReport.cleaningMethod)}
            </p>
          ) : null}
          {canWork ? (
            <OutboxForm intent="dive" serverKey={`${formKey}d`} label="Hull dive record" className="space-y-3">
              <PlainSelect
                id="foulingLevel"
                name="foulingLevel"
                label="Fouling level"
                required
                defaultValue={typedOf("dive", "foulingLevel") ?? String(card.fieldReport?.foulingLevel ?? "")}
                placeholder="Choose…"
                options={FOULING_LEVELS.map((l) => ({ value: String(l.value), label: l.label }))}
                errors={errorsOf("dive", "foulingLevel")}
              />
              <PlainSelect
                id="cleaningMethod"
                name="cleaningMethod"
                label="Cleaning method"
                required
                defaultValue={typedOf("dive", "cleaningMethod") ?? card.fieldReport?.cleaningMethod ?? ""}
                placeholder="Choose…"
                options={CLEANING_METHODS}
                errors={errorsOf("dive", "cleaningMethod")}
              />
              <button type="submit" className={`btn-secondary ${BIG}`}>
                Save dive record
              </button>
            </OutboxForm>
          ) : null}
        </Section>
      ) : null}

      <Section title="Materials used" id="materials">
        {card.materials.length ? (
          <ul className="divide-y divide-line" data-testid="materials">
            {card.materials.map((m) => (
              <li key={m.id} className="py-2">
                {m.quantity} {m.unit} · {m.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">None recorded.</p>
        )}
        {canWork ? (
          <OutboxForm
            intent="material"
            serverKey={`${formKey}m`}
            resetOnQueue
            label={(fd) => `Material: ${fd.get("quantity")} ${fd.get("unit")} ${fd.get("name")}`}
            className="grid grid-cols-2 gap-2"
          >
            <div className="col-span-2">
              <label htmlFor="material-name" className="field-label">
                Material
              </label>
              <input
                id="material-name"
                name="name"
                list="common-materials"
                required
                minLength={2}
                maxLength={80}
                defaultValue={typedOf("material", "name")}
                className="field-input"
              />
              <datalist id="common-materials">
                {COMMON_MATERIALS.map((m) => (
                  <option key={m} value={m} />
                ))}
              </datalist>
              <ErrorList errors={errorsOf("material", "name")} />
            </div>
            <PlainInput
              label="Quantity"
              id="material-quantity"
              {...fieldOf("material", "quantity")}
              type="number"
              inputMode="decimal"
              step="any"
              min="0.01"
              max="10000"
              required
            />
            <PlainSelect
              id="material-unit"
              name="unit"
              label="Unit"
              defaultValue={typedOf("material", "unit") || "each"}
              options={MATERIAL_UNITS.map((u) => ({ value: u, label: u }))}
            />
            <button type="submit" className={`btn-secondary col-span-2 ${BIG}`}>
              Add material
            </button>
          </OutboxForm>
        ) : null}
      </Section>

      <Section title="Notes" id="notes">
        {canWork ? (
          <OutboxForm
            intent="note"
            serverKey={`${formKey}n`}
            resetOnQueue
            label={(fd) => `Note: ${String(fd.get("note") ?? "").slice(0, 60)}`}
            className="space-y-2"
          >
            <PlainTextarea
              label="Add a note"
              id="note"
              {...fieldOf("note", "note")}
              rows={3}
              required
              minLength={2}
              maxLength={2000}
              bare
            />
            <button type="submit" className={`btn-secondary ${BIG}`}>
              Save note
            </button>
          </OutboxForm>
        ) : null}
        {card.events.length ? (
          <ul className="space-y-2" data-testid="notes">
            {card.events.map((n) => (
              <li key={n.id} className="rounded-lg bg-surface p-3">
                <p className="whitespace-pre-wrap">{n.reason}</p>
                <p className="text-xs text-ink/70">
                  {n.actor?.fullName ?? "Office"} · {formatDateTime(n.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">No notes on this job yet.</p>
        )}
      </Section>

      <Section title={`Photos (${card.photos.length})`} id="photos">
        {preview && !demo ? (
          <p className="text-sm">
            {card.photos.length ? `${card.photos.length} photo(s) on file with the office.` : "No photos yet."}
          </p>
        ) : (
          <>
            {PHOTO_KINDS.map((kind) => {
              const photos = card.photos.filter((p) => p.kind === kind);
              return photos.length ? (
                <div key={kind}>
                  <h3 className="text-sm font-semibold">{PHOTO_KIND_LABELS[kind]}</h3>
                  <ul className="mt-1 grid grid-cols-2 gap-2" data-testid={`photos-${kind}`}>
                    {photos.map((p) => (
                      <li key={p.id}>
                        <a href={`/resources/jobs/${card.id}/photos/${p.id}?original=1`}>
                          {p.displayKey ? (
                            <img
                              src={`/resources/jobs/${card.id}/photos/${p.id}`}
                              alt={`${PHOTO_KIND_LABELS[kind]} photo, ${formatTime(p.createdAt)}`}
                              width={p.width ?? undefined}
                              height={p.height ?? undefined}
                              loading="lazy"
                              className="aspect-[4/3] w-full rounded-lg object-cover"
                            />
                          ) : (
                            <span className="flex aspect-[4/3] items-center justify-center rounded-lg bg-surface p-2 text-center text-sm">
                              {PHOTO_KIND_LABELS[kind]} photo ({p.originalType.split("/")[1]?.toUpperCase()}) — open
                            </span>
                          )}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null;
            })}
            {!card.photos.length && !outbox?.pending.some(isPhotoPost) ? (
              <p className="text-sm">No photos yet.</p>
            ) : null}
            <WaitingPhotos />
            {canWork && card.photos.length < MAX_PHOTOS_PER_JOB ? (
              <PhotoForm
                jobId={card.id}
                serverKey={`${formKey}p`}
                defaultKind={card.status === "in_progress" && card.photos.length ? "after" : "before"}
              />
            ) : null}
          </>
        )}
      </Section>

      <Section title="Previous visits to this vessel" id="history">
        {card.previousVisits.length ? (
          <ul className="space-y-2">
            {card.previousVisits.map((v) => (
              <li key={v.id} className="rounded-lg bg-surface p-3">
                <p className="font-semibold">
                  {v.scheduledStartAt ? formatDate(v.scheduledStartAt) : "Undated"} · {v.title}
                </p>
                {v.events.map((e) => (
                  <p key={e.id} className="whitespace-pre-wrap text-sm">
                    {e.reason}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">No earlier visits on record.</p>
        )}
      </Section>

      <Section title="Customer sign-off" id="signoff">
        {card.fieldReport?.signOffName ? (
          <p className="text-base" data-testid="signed-off">
            Signed off by <strong>{card.fieldReport.signOffName}</strong>
            {card.fieldReport.signedOffAt ? ` at ${formatTime(card.fieldReport.signedOffAt)}` : ""}
          </p>
        ) : null}
        {card.fieldReport?.signatureKey && !preview ? (
          <img
            src={`/resources/jobs/${card.id}/signature?v=${encodeURIComponent(card.fieldReport.signedOffAt ?? "")}`}
            alt={`Signature of ${card.fieldReport.signOffName ?? "the customer"}`}
            className="h-24 rounded-lg border border-line bg-white"
            data-testid="signature"
          />
        ) : null}
        {canWork ? (
          <OutboxForm
            intent="signoff"
            serverKey={`${formKey}s`}
            label={(fd) => `Signed off by ${fd.get("signOffName")}`}
            className="space-y-2"
          >
            <label htmlFor="signOffName" className="field-label">
              Customer types their name to accept the work
            </label>
            <input
              id="signOffName"
              name="signOffName"
              autoComplete="off"
              required
              minLength={2}
              maxLength={120}
              defaultValue={typedOf("signoff", "signOffName") ?? card.fieldReport?.signOffName ?? ""}
              className="field-input"
            />
            <ErrorList errors={errorsOf("signoff", "signOffName")} />
            {demo ? null : <SignaturePad />}
            <ErrorList errors={errorsOf("signoff", "signature")} />
            <button type="submit" className={`btn-secondary ${BIG}`}>
              Sign off
            </button>
          </OutboxForm>
        ) : null}
      </Section>

      {canWork ? (
        <Section title="Hand in" id="complete">
          {card.gaps.length ? (
            <ul className="list-disc pl-5 text-sm" data-testid="gaps">
              {card.gaps.map((g) => (
                <li key={g}>{g}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">Everything is recorded.</p>
          )}
          <OutboxForm intent="complete" serverKey={`${formKey}x`} label="Work complete">
            <button type="submit" className={`btn-primary ${BIG}`}>
              Work complete
            </button>
          </OutboxForm>
        </Section>
      ) : null}
    </>
  );
  const frame = "mx-auto min-w-0 max-w-2xl space-y-4";
  // A disabled fieldset disables every control inside it: the demo can be looked at, not posted.
  return demo ? (
    <fieldset disabled className={frame}>
      {body}
    </fieldset>
  ) : (
    <div className={frame}>{body}</div>
  );
}

const isPhotoPost = (p: { files?: unknown[] }) => !!p.files?.length;

/** Photos taken with no signal, waiting in the outbox (shown until the page's data has them). */
function WaitingPhotos() {
  const outbox = useOutbox();
  const waiting = outbox?.pending.filter(isPhotoPost) ?? [];
  if (!waiting.length) return null;
  return (
    <ul className="grid grid-cols-2 gap-2" data-testid="photos-waiting">
      {waiting.map((p) => (
        <li
          key={p.key}
          className="flex aspect-[4/3] items-center justify-center rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 p-2 text-center text-sm text-amber-900"
        >
          {p.label} — waiting to send
        </li>
      ))}
    </ul>
  );
}

/**
 * A before or after photo: a plain multipart POST to /resources/jobs/{id}/photos (works without JavaScript). With
 * JavaScript it goes through the outbox (the file kept on the phone in IndexedDB), so a photo taken with no signal
 * is sent, once, when the signal returns (ADR 161 addendum of 2026-11-27).
 */
function PhotoForm({ jobId, serverKey, defaultKind }: { jobId: string; serverKey: string; defaultKind: PhotoKind }) {
  const outbox = useOutbox();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Form
      method="post"
      action={`/resources/jobs/${jobId}/photos`}
      encType="multipart/form-data"
      className="space-y-2"
      aria-label="Add a photo"
      onSubmit={(event) => {
        if (!outbox || !outbox.canKeepFiles()) return; // sent straight away, as without JavaScript
        event.preventDefault();
        const form = event.currentTarget;
        const fd = new FormData(form);
        const file = fd.get("photo");
        const kind = String(fd.get("kind") ?? "") as PhotoKind;
        if (!(file instanceof File) || !file.size) return setProblem("Choose a photo");
        if (file.size > MAX_PHOTO_BYTES) {
          return setProblem(
            `That photo is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
          );
        }
        setProblem(null);
        const key = newIdempotencyKey();
        outbox
          .enqueue({
            key,
            url: `/resources/jobs/${encodeURIComponent(jobId)}/photos`,
            label: photoLabel(PHOTO_KIND_LABELS[kind] ?? "A", file.name),
            fields: [
              ["kind", kind],
              ["key", key],
            ],
            files: [{ field: "photo", file }],
          })
          .then(() => {
            const input = form.elements.namedItem("photo");
            if (input instanceof HTMLInputElement) input.value = "";
          })
          .catch(() =>
            setProblem("This phone could not keep the photo (it may be full). Try again where there is signal."),
          );
      }}
    >
      <input type="hidden" name="key" value={serverKey} />
      <PhotoKindChoice defaultKind={defaultKind} />
      <FileField
        id="photo"
        name="photo"
        label="Photo"
        accept={FILE_ACCEPT.photos}
        capture="environment"
        errors={problem ? [problem] : null}
      />
      <button type="submit" className={`btn-secondary ${BIG}`}>
        Upload photo
      </button>
    </Form>
  );
}
