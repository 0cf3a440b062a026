// Small pieces the workforce and dispatch pages share (issue 15): skill chips, credential state badges, job cards.
import { Link } from "@remix-run/react";
import { formatJobNumber, jobStatusLabel } from "~/domain/job-lifecycle.ts";
import { serviceNameOf } from "~/domain/service-types.ts";
import { CREDENTIAL_STATE_LABELS, SKILL_LABELS, isSkill, type CredentialState } from "~/domain/workforce.ts";

export function SkillChips({ skills }: { skills: readonly string[] }) {
  if (!skills.length) return <span className="text-xs text-ink/80">No skills recorded</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {skills.map((s) => (
        <span key={s} className="badge bg-surface text-secondary">
          {isSkill(s) ? SKILL_LABELS[s] : s}
        </span>
      ))}
    </span>
  );
}

const STATE_CLASSES: Record<CredentialState, string> = {
  expired: "bg-danger text-white",
  expiring: "bg-warning text-white",
  valid: "bg-success text-white",
};

export function CredentialBadge({ state }: { state: CredentialState }) {
  return <span className={`badge ${STATE_CLASSES[state]}`}>{CREDENTIAL_STATE_LABELS[state]}</span>;
}

export interface JobCardData {
  id: string;
  number: number;
  title: string;
  status: string;
  priority: string;
  customerContactName: string;
  vesselName: string | null;
  locationMarina: string | null;
  durationMinutes?: number | null;
  services?: readonly string[];
  startTime?: string | null;
  endTime?: string | null;
}

export function JobCard({ job, children }: { job: JobCardData; children?: React.ReactNode }) {
  return (
    <article
      className="rounded-theme border border-line bg-white p-3 text-sm shadow-sm"
      data-testid={`job-card-${job.number}`}
      aria-label={`Job ${formatJobNumber(job.number)}`}
    >
      <div className="flex items-start justify-between gap-2">
        <Link to={`/admin/jobs/${job.id}`} className="font-semibold">
          {formatJobNumber(job.number)} {job.title}
        </Link>
        {job.priority !== "normal" ? (
          <span className={`badge ${job.priority === "urgent" ? "bg-danger" : "bg-warning"} text-white`}>
            {job.priority}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-xs">
        {job.customerContactName}
        {job.vesselName ? ` · ${job.vesselName}` : ""}
        {job.locationMarina ? ` · ${job.locationMarina}` : ""}
      </p>
      <p className="mt-1 text-xs text-ink/80">
        {job.startTime ? `${job.startTime}${job.endTime ? `–${job.endTime}` : ""} · ` : ""}
        {job.services?.length ? job.services.map(serviceNameOf).join(", ") : "Service not recorded"}
        {job.durationMinutes ? ` · ${job.durationMinutes / 60} h` : ""} · {jobStatusLabel(job.status)}
      </p>
      {children}
    </article>
  );
}
