// The calendar-address panel (ADR 151): make a secret iCal address, copy it (shown once), revoke old ones. Works
// without JavaScript (the address is a read-only field to select); with it, a Copy button.
import { Form } from "@remix-run/react";
import { useState } from "react";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { useHydrated } from "~/utils/hydrated.ts";

export interface FeedRow {
  id: string;
  createdAt: string;
  lastFetchedAt: string | null;
}

export function CalendarFeedPanel({
  title,
  description,
  feeds,
  created,
}: {
  title: string;
  description: string;
  feeds: readonly FeedRow[];
  created: { id: string; url: string } | null;
}) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <section className="card space-y-3" aria-labelledby="feed-heading" data-testid="calendar-feeds">
      <h2 id="feed-heading" className="text-lg font-bold">
        {title}
      </h2>
      <p className="text-sm">{description}</p>
      {created ? (
        <div className="space-y-2 rounded-theme border border-success bg-surface p-3" role="status">
          <label htmlFor="feed-url" className="field-label">
            New calendar address — copy it now, it is shown only once
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="feed-url"
              readOnly
              value={created.url}
              className="field-input min-w-0 flex-1 font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
              data-testid="feed-url"
            />
            {hydrated ? (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => {
                  void navigator.clipboard?.writeText(created.url).then(() => setCopied(true));
                }}
              >
                {copied ? "Copied" : "Copy"}
              </button>
            ) : null}
          </div>
          <p className="text-xs">
            In Google Calendar: Other calendars → From URL. On an iPhone: Settings → Calendar → Accounts → Add
            Subscribed Calendar.
          </p>
        </div>
      ) : null}
      {feeds.length ? (
        <ul className="divide-y divide-line text-sm" data-testid="feed-list">
          {feeds.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                Made {formatDateTime(f.createdAt)}
                <span className="block text-xs">
                  {f.lastFetchedAt ? `Last read by a calendar ${formatDateTime(f.lastFetchedAt)}` : "Not read yet"}
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="feedId" value={f.id} />
                <StatusButton value="feed-revoke" pendingText="Revoking..." className="btn-secondary py-1 text-xs">
                  Revoke
                </StatusButton>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">No calendar address is active.</p>
      )}
      <Form method="post">
        <StatusButton value="feed-create" pendingText="Making..." className="btn-secondary">
          New calendar address
        </StatusButton>
      </Form>
    </section>
  );
}
