// /admin/voice-monitoring (issue 20, ADR 201): the calls and voicemails the telephony provider reported (signed
// webhook), newest first — caller (matched to a customer by phone), when, how long, the recording and transcript, and
// the enquiry each became. Filters in the URL, paged.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { formatAuPhone } from "~/domain/inbound.ts";
import { callCounts, listInbound, type InboundChannelKind } from "~/models/inbound.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getPagination } from "~/utils/pagination.ts";

export const meta: MetaFunction = () => [{ title: "Calls and voicemails | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const { page, pageSize, skip, take } = getPagination(url);
  const typeParam = url.searchParams.get("type") ?? "";
  const type = typeParam === "call" || typeParam === "voicemail" ? typeParam : "";
  const matchedParam = url.searchParams.get("matched") ?? "";
  const matched = matchedParam === "yes" || matchedParam === "no" ? matchedParam : undefined;
  const channels: InboundChannelKind[] = type ? [type] : ["call", "voicemail"];
  const [list, counts] = await Promise.all([listInbound({ channels, matched, skip, take }), callCounts()]);
  return json({
    filters: { type, matched: matched ?? "" },
    page,
    pageSize,
    total: list.total,
    calls: list.rows,
    counts,
  });
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
  return (
    <>
      <PageHeader
        title="Calls and voicemails"
        description="Every call and voicemail the phone system reports becomes an enquiry; the caller is matched to a customer by their number."
        actions={
          <Link to="/admin/vocc-test" className="btn-primary">
            Post a sample call
          </Link>
        }
      />
      <div className="mb-4 grid gap-4 sm:grid-cols-3" data-testid="call-counts">
        <StatCard label="Calls" value={d.counts.calls} />
        <StatCard label="Voicemails" value={d.counts.voicemails} />
        <StatCard label="Matched to a customer" value={d.counts.matched} />
      </div>
      <Form method="get" className="card mb-4 flex flex-wrap items-end gap-3 p-4" aria-label="Filter calls">
        <div>
          <label htmlFor="f-type" className="field-label">
            Type
          </label>
          <select id="f-type" name="type" defaultValue={d.filters.type} className="field-input">
            <option value="">Calls and voicemails</option>
            <option value="call">Calls</option>
            <option value="voicemail">Voicemails</option>
          </select>
        </div>
        <div>
          <label htmlFor="f-matched" className="field-label">
            Caller
          </label>
          <select id="f-matched" name="matched" defaultValue={d.filters.matched} className="field-input">
            <option value="">Anyone</option>
            <option value="yes">A known customer</option>
            <option value="no">Not matched</option>
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Filter
        </button>
      </Form>
      {d.calls.length === 0 ? (
        <EmptyState title="No calls yet">
          <p>
            The phone system posts each call to <code>/resources/telephony-webhook</code>; try one from the{" "}
            <Link to="/admin/vocc-test" className="link">
              call test console
            </Link>
            .
          </p>
        </EmptyState>
      ) : (
        <ListTable columns={["When", "Caller", "Length", "What they said", "Enquiry"]} testId="calls-table">
          {d.calls.map((c) => (
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
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
