import { json, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { KeyboardEvent, ReactNode } from "react";
import { ActionLinks } from "~/components/admin/action-links.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceStatusBadge } from "~/components/invoice-document.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { OrderStatusBadge } from "~/components/payment-status.tsx";
import { PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { QuoteStatusBadge } from "~/components/quote-status-badge.tsx";
import { formatDate } from "~/domain/dates.ts";
import { HUB_GROUPS, HUB_GROUP_LABELS, isTooShortForHub, parseHubQuery, type HubGroup } from "~/domain/hub.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { formatCents } from "~/domain/money.ts";
import { formatOrderNumber } from "~/domain/orders.ts";
import { formatQuoteNumber } from "~/domain/quote.ts";
import { hubSearch, hubToday } from "~/models/hub.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.q ? `“${data.q}” | Bosun admin hub` : "Hub | Bosun admin" },
];

// /admin/hub: the admin's starting point — one search across every kind of record, grouped (ADR 171), and today's
// numbers with shortcuts. A GET form: the results are a URL, and it works without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = parseHubQuery(new URL(request.url).searchParams.get("q"));
  const now = getNow(request);
  const tooShort = isTooShortForHub(query);
  const [results, today] = await Promise.all([
    query.text && !tooShort ? hubSearch(query) : Promise.resolve(null),
    hubToday(now),
  ]);
  return json({ q: query.text, tooShort, results, today });
}

const SEE_ALL: Partial<Record<HubGroup, string>> = {
  customers: "/admin/customers",
  vessels: "/admin/vessels",
  jobs: "/admin/jobs",
  quotes: "/admin/quote-builder",
  invoices: "/admin/invoices",
  orders: "/admin/orders",
};

/** Arrow keys move between the results (and from the search box into them); Tab and Enter work as for any link. */
function moveFocus(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
  const links = [...e.currentTarget.querySelectorAll<HTMLElement>("[data-hub-result]")];
  if (links.length === 0) return;
  const i = links.indexOf(document.activeElement as HTMLElement);
  const next = e.key === "ArrowDown" ? (i + 1) % links.length : i <= 0 ? links.length - 1 : i - 1;
  links[next]?.focus();
  e.preventDefault();
}

/** A group of results (only groups with a match are shown), with a link to its full list where there is one. */
function Group({ group, q, count, children }: { group: HubGroup; q: string; count: number; children: ReactNode }) {
  const all = SEE_ALL[group];
  return (
    <section className="card" aria-label={HUB_GROUP_LABELS[group]}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">
          {HUB_GROUP_LABELS[group]} <span className="text-sm font-normal">({count})</span>
        </h2>
        {all ? (
          <Link to={`${all}?q=${encodeURIComponent(q)}`} className="text-sm">
            See all
          </Link>
        ) : null}
      </div>
      <ul className="mt-2 divide-y divide-line text-sm">{children}</ul>
    </section>
  );
}

function Row({ to, title, detail, aside }: { to: string; title: ReactNode; detail?: ReactNode; aside?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="min-w-0">
        <Link to={to} data-hub-result="" className="font-semibold">
          {title}
        </Link>
        {detail ? <span className="block truncate text-xs">{detail}</span> : null}
      </span>
      {aside ? <span className="text-xs">{aside}</span> : null}
    </li>
  );
}

type HubRow = { id: string; to: string; title: ReactNode; detail?: ReactNode; aside?: ReactNode };

/** Each group's results as rows, in the order the page shows the groups. */
function hubRows(r: NonNullable<SerializeFrom<typeof loader>["results"]>): [HubGroup, HubRow[]][] {
  return [
    [
      "invoices",
      r.invoices.map((i) => ({
        id: i.id,
        to: `/admin/invoices/${i.id}`,
        title: formatInvoiceNumber(i.number),
        detail: `${i.customerName} · ${formatCents(i.totalCents)}${i.outstandingCents > 0 ? ` · ${formatCents(i.outstandingCents)} owing` : ""}`,
        aside: <InvoiceStatusBadge status={i.status} />,
      })),
    ],
    [
      "jobs",
      r.jobs.map((j) => ({
        id: j.id,
        to: `/admin/jobs/${j.id}`,
        title: `${formatJobNumber(j.number)} ${j.title}`,
        detail: [j.customerContactName, j.vesselName].filter(Boolean).join(" · "),
        aside: <JobStatusBadge status={j.status} />,
      })),
    ],
    [
      "quotes",
      r.quotes.map((x) => ({
        id: x.id,
        to: `/admin/quotes/${x.id}`,
        title: `${formatQuoteNumber(x.number)} ${x.title}`,
        detail: `${x.contactName} · ${formatCents(x.totalCents)}`,
        aside: <QuoteStatusBadge status={x.status} />,
      })),
    ],
    [
      "orders",
      r.orders.map((o) => ({
        id: o.id,
        to: `/staff/orders/${o.id}`,
        title: formatOrderNumber(o.number),
        detail: `${o.contactName} · ${formatCents(o.totalCents)} · ${formatDate(o.createdAt)}`,
        aside: <OrderStatusBadge status={o.status} />,
      })),
    ],
    [
      "customers",
      r.customers.map((c) => ({
        id: c.id,
        to: `/admin/customers/${c.id}`,
        title: c.fullName,
        detail: [c.email, c.phone].filter(Boolean).join(" · "),
      })),
    ],
    [
      "vessels",
      r.vessels.map((v) => ({
        id: v.id,
        to: `/staff/vessels/${v.id}`,
        title: v.name,
        detail: [v.hin ? `HIN ${v.hin}` : null, v.registration, v.owner.fullName].filter(Boolean).join(" · "),
      })),
    ],
    [
      "sharedCarts",
      r.sharedCarts.map((s) => ({
        id: s.id,
        to: `/staff/shared-carts/${s.id}`,
        title: s.recipientName,
        detail: [s.recipientEmail, formatDate(s.createdAt)].filter(Boolean).join(" · "),
        aside: s.status.replace(/_/g, " "),
      })),
    ],
  ];
}

export default function Hub() {
  const d = useLoaderData<typeof loader>();
  const r = d.results;
  const total = r ? HUB_GROUPS.reduce((n, g) => n + r[g].length, 0) : 0;
  return (
    <div onKeyDown={moveFocus}>
      <PageHeader
        title="Hub"
        description="Search customers, vessels (name, HIN, rego), jobs (#number), quotes, invoices (INV-number), orders and shared carts."
      />
      <Form method="get" action="/admin/hub" className="card mb-6 flex flex-wrap items-end gap-3 p-4" role="search">
        <div className="min-w-[14rem] flex-1">
          <label htmlFor="hub-q" className="field-label">
            Search everything
          </label>
          <input
            id="hub-q"
            name="q"
            type="search"
            defaultValue={d.q}
            // The hub is where an admin comes to type: the box is ready for them.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            placeholder="e.g. INV-10001, #1234, AUS-ABC12345, Sea Biscuit, jane@…"
            className="field-input"
          />
        </div>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>
      {d.tooShort ? (
        <p className="mb-4 text-sm" role="status">
          Type at least two letters, or a number such as INV-10001 or #1234.
        </p>
      ) : null}
      {r ? (
        <>
          <p className="mb-4 text-sm" role="status">
            {total === 0 ? `Nothing matches “${d.q}”.` : `${total} ${total === 1 ? "match" : "matches"} for “${d.q}”.`}
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            {hubRows(r).map(([group, rows]) =>
              rows.length ? (
                <Group key={group} group={group} q={d.q} count={rows.length}>
                  {rows.map(({ id, ...row }) => (
                    <Row key={id} {...row} />
                  ))}
                </Group>
              ) : null,
            )}
          </div>
        </>
      ) : null}
      <h2 className="mb-3 mt-8 text-lg font-bold">Today</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <StatCard label="Jobs scheduled" value={d.today.scheduled} hint={<Link to="/admin/dispatch">Dispatch</Link>} />
        <StatCard label="Jobs created" value={d.today.created} hint={<Link to="/admin/jobs">Jobs</Link>} />
        <StatCard
          label="Open enquiries"
          value={d.today.enquiries}
          hint={<Link to="/admin/consultations">Consultations</Link>}
        />
        <StatCard label="Overdue invoices" value={d.today.overdue} hint={<Link to="/admin/invoices">Invoices</Link>} />
        <StatCard label="Orders today" value={d.today.orders} hint={<Link to="/admin/orders">Orders</Link>} />
      </div>
      <h2 className="mb-3 mt-8 text-lg font-bold">Shortcuts</h2>
      <div className="flex flex-wrap gap-2">
        <ActionLinks
          links={[
            { to: "/admin/jobs/create", label: "New job" },
            { to: "/admin/quotes/create", label: "New quote" },
            { to: "/admin/invoices/create", label: "New invoice" },
            { to: "/admin/customers", label: "Customers" },
            { to: "/admin/tenant-management", label: "Fleet accounts" },
            { to: "/admin/consolidated", label: "Statements" },
          ]}
        />
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
