import { isJobStatus, jobStatusLabel, type JobStatus } from "~/domain/job-lifecycle.ts";

const TONES: Record<JobStatus, string> = {
  quote_requested: "bg-amber-100 text-amber-900",
  quote_sent: "bg-sky-100 text-sky-900",
  quote_accepted: "bg-teal-100 text-teal-900",
  job_scheduled: "bg-indigo-100 text-indigo-900",
  job_dispatched: "bg-violet-100 text-violet-900",
  in_progress: "bg-blue-100 text-blue-900",
  awaiting_approval: "bg-orange-100 text-orange-900",
  completed: "bg-emerald-100 text-emerald-900",
  invoiced: "bg-slate-200 text-slate-900",
  paid: "bg-green-600 text-white",
};

export function JobStatusBadge({ status }: { status: string }) {
  return (
    <span className={`badge ${isJobStatus(status) ? TONES[status] : "bg-surface text-secondary"}`}>
      {jobStatusLabel(status)}
    </span>
  );
}
