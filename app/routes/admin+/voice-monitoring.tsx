// /admin/voice-monitoring (issue 20, ADR 201): the calls and voicemails the telephony provider reported (signed
// webhook), newest first — caller (matched to a customer by phone), when, how long, the recording and transcript, and
// the enquiry each became. Filters in the URL, paged. A known customer's call can be linked to one of their open jobs
// (ADR 201 addendum): it then shows on that job as a note.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { FilterForm } from "~/components/ui/search-form.tsx";
import { EmptyState, StatCard, PageHeader } from "~/components/portal-shell.tsx";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { FilterSelect } from "~/components/ui/filter-select.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { formatAuPhone } from "~/domain/inbound.ts";
import {
  CallLinkRefusal,
  callCounts,
  linkCallToJob,
  listInbound,
  openJobsForCustomers,
  type InboundChannelKind,
} from "~/models/inbound.server.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { choiceParam } from "~/utils/list-request.ts";
import { getNow } from "~/utils/clock.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { safeRedirectPath, unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Calls and voicemails | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, page, pageSize, skip, take } = await adminListRequest(request);
  const type = choiceParam(url, "type", ["call", "voicemail"] as const) ?? "";
  const matched = choiceParam(url, "matched", ["yes", "no"] as const) ?? undefined;
  const channels: InboundChannelKind[] = type ? [type] : ["call", "voicemail"];
  const [list, counts] = await Promise.all([listInbound({ channels, matched, skip, take }), callCounts()]);
  // The open jobs each linkable call (a known customer's, still its own enquiry) could be linked to.
  const linkable = list.rows.filter((c) => c.customer && c.outcome === "enquiry");
  const open = await openJobsForCustomers([...new Set(linkable.map((c) => c.customer!.id))]);
  const linkChoices = Object.fromEntries(
    linkable.map((c) => [c.id, (open.get(c.customer!.id) ?? []).filter((j) => j.id !== c.job?.id)]),
  );
  return json({
    linkChoices,
    filters: { type, matched: matched ?? "" },
    page,
    pageSize,
    total: list.total,
    calls: list.rows,
    counts,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  if (formData.get("intent") !== "link-call") throw unknownIntent();
  const back = safeRedirectPath(formData.get("redirectTo"), "/admin/voice-monitoring");
  const jobId = String(formData.get("jobId") ?? "");
  if (!jobId)
    return redirectWithToast(back, { type: "error", title: "Not linked", description: "Choose the job to link to." });
  try {
    const linked = await linkCallToJob({
      messageId: String(formData.get("messageId") ?? ""),
      jobId,
      actorId: ctx.actor.id,
      now: getNow(request),
    });
    return redirectWithToast(back, {
      type: "success",
      title: "Call linked",
      description: `It is now on job #${linked.jobNumber}.${
        linked.closedEnquiryNumber ? ` Its enquiry #${linked.closedEnquiryNumber} is closed.` : ""
      }`,
    });
  } catch (error) {
    if (!(error instanceof CallLinkRefusal)) throw error;
    return redirectWithToast(back, { type: "error", title: "Not linked", description: error.message });
  }
}

/** The transcript's first words (the text is "Voicemail (48 s).\n\n<transcript>"). */
function excerpt(text: string) {
  const said = text.split("\n\n").slice(1).join(" ").trim();
  if (!said) return "No transcript";
  return said.length > 90 ? `${said.slice(0, 88)}…` : said;
}

function duration(seconds: number | null) {
  if (seconds === null) return "—";
  const m = Math.floor(seconds / 60);
  return m ? `${m} min ${seconds % 60} s` : `${seconds} s`;
}

export default function VoiceMonitoring() {
  const d = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <>
      <PageHeader
        title="Calls and voicemails"
        description="Every call and voicemail the phone system reports becomes an enquiry; the caller is matched to a customer by their number."
        links={[{ to: "/admin/vocc-test", label: "Post a sample call", primary: true }]}
      />
      <div className="mb-4 grid gap-4 sm:grid-cols-3" data-testid="call-counts">
        <StatCard label="Calls" value={d.counts.calls} />
        <StatCard label="Voicemails" value={d.counts.voicemails} />
        <StatCard label="Matched to a customer" value={d.counts.matched} />
      </div>
      <FilterForm label="Filter calls" submitClassName="btn-secondary">
        <FilterSelect
          id="f-type"
          name="type"
          label="Type"
          value={d.filters.type}
          options={[
            { value: "call", label: "Calls" },
            { value: "voicemail", label: "Voicemails" },
          ]}
          allLabel="Calls and voicemails"
        />
        <FilterSelect
          id="f-matched"
          name="matched"
          label="Caller"
          value={d.filters.matched}
          options={[
            { value: "yes", label: "A known customer" },
            { value: "no", label: "Not matched" },
          ]}
          allLabel="Anyone"
        />
      </FilterForm>
      <PagedListTable
        rows={d.calls}
        paging={d}
        empty={
          <EmptyState title="No calls yet">
            <p>
              The phone system posts each call to <code>/resources/telephony-webhook</code>; try one from the{" "}
              <Link to="/admin/vocc-test" className="link">
                call test console
              </Link>
              .
            </p>
          </EmptyState>
        }
        columns={["When", "Caller", "Length", "What they said", "Enquiry"]}
        testId="calls-table"
      >
        {(c) => (
          <tr key={c.id} data-testid="call-row">
            <td className="text-sm">
              {formatDateTime(c.occurredAt)}
              <div>
                <span className="badge">{c.channel}</span>
              </div>
            </td>
            <td className="text-sm">
              <p className="whitespace-nowrap font-semibold">{formatAuPhone(c.fromAddress)}</p>
              {c.customer ? (
                <Link to={`/admin/customers/${c.customer.id}`} className="link">
                  {c.customer.fullName}
                </Link>
              ) : (
                <span>{c.fromName ?? "Unknown caller"}</span>
              )}
            </td>
            <td className="text-sm tabular-nums">{duration(c.durationSeconds)}</td>
            <td className="max-w-md text-sm">
              <details>
                <summary className="cursor-pointer">{excerpt(c.text)}</summary>
                <p className="mt-2 whitespace-pre-line">{c.text}</p>
              </details>
              {c.recordingUrl ? (
                <a href={c.recordingUrl} className="link" rel="noreferrer noopener" target="_blank">
                  Recording
                </a>
              ) : null}
            </td>
            <td className="text-sm">
              {c.job ? (
                <Link to={`/admin/jobs/${c.job.id}`} className="link">
                  #{c.job.number}
                </Link>
              ) : (
                c.outcome
              )}
              <div className="text-xs">{c.reason}</div>
              {c.customer && d.linkChoices[c.id]?.length ? (
                <Form method="post" className="mt-2 flex flex-wrap items-end gap-2" aria-label="Link to an open job">
                  <input type="hidden" name="intent" value="link-call" />
                  <input type="hidden" name="messageId" value={c.id} />
                  <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
                  <label className="sr-only" htmlFor={`link-${c.id}`}>
                    Open job of {c.customer.fullName}
                  </label>
                  <select id={`link-${c.id}`} name="jobId" className="field-input max-w-[14rem] text-sm">
                    {d.linkChoices[c.id]!.map((j) => (
                      <option key={j.id} value={j.id}>
                        #{j.number} {j.title}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className="btn-secondary text-sm">
                    Link to job
                  </button>
                </Form>
              ) : null}
            </td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
