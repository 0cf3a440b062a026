import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ActionLinks } from "~/components/admin/action-links.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PlainInput } from "~/components/ui/plain-field.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { formatDate } from "~/domain/dates.ts";
import { monthOf, nextMonth, parseStatementMonth, previousMonth } from "~/domain/fleet-statement.ts";
import { formatAbn, formatInvoiceNumber } from "~/domain/invoice.ts";
import { formatCents } from "~/domain/money.ts";
import { AGED_BUCKETS, AGED_BUCKET_LABELS, formatMonth } from "~/domain/reports.ts";
import { FleetRefused } from "~/models/fleet-accounts.server.ts";
import { fleetStatement, fleetsForStatements, sendFleetStatement } from "~/models/fleet-statements.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { textParam } from "~/utils/list-request.ts";
import { getNow } from "~/utils/clock.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { notFound, unknownIntent } from "~/utils/misc.ts";
import { useHydrated } from "~/utils/hydrated.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data?.statement
      ? `${data.statement.fleet.name} statement ${formatMonth(data.statement.month)} | Bosun admin`
      : "Consolidated statements | Bosun admin",
  },
];

// /admin/consolidated: a fleet account's monthly statement (ADR 171) — every invoice of its vessels and what was
// received against them, opening and closing balance, aging — as a page (printable), a PDF and a CSV, and e-mailed.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const now = getNow(request);
  const fleetId = (url.searchParams.get("fleet") ?? "").slice(0, 100);
  const month = parseStatementMonth(url.searchParams.get("month")) ?? monthOf(now);
  if (!fleetId) {
    const q = textParam(url, "q");
    return json({ q, month, fleets: await fleetsForStatements(q), statement: null, current: monthOf(now) });
  }
  const statement = await fleetStatement(fleetId, month);
  if (!statement) throw notFound("Fleet account not found");
  return json({ q: "", month, fleets: null, statement, current: monthOf(now) });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  if (formData.get("intent") !== "email") throw unknownIntent();
  const fleetId = String(formData.get("fleet") ?? "").slice(0, 100);
  const month = parseStatementMonth(String(formData.get("month") ?? ""));
  const back = `/admin/consolidated?fleet=${encodeURIComponent(fleetId)}${month ? `&month=${month}` : ""}`;
  if (!fleetId || !month)
    return redirectWithToast(back, { type: "error", title: "Choose a fleet account and a month" });
  try {
    const result = await sendFleetStatement(fleetId, month, "manual", getNow(request));
    await recordAudit(request, {
      action: "fleet.statement_emailed",
      actorId: ctx.audit.actorId,
      entityType: "fleet_account",
      entityId: fleetId,
      details: { month, to: result?.to, closingCents: result?.closingCents },
    });
    return redirectWithToast(back, {
      type: "success",
      title: "Statement e-mailed",
      description: `Sent to ${result?.to} with the PDF attached.`,
    });
  } catch (error) {
    if (!(error instanceof FleetRefused)) throw error;
    return redirectWithToast("/admin/consolidated", { type: "error", title: "Not sent", description: error.message });
  }
}

function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="btn-secondary" onClick={() => window.print()}>
      Print
    </button>
  );
}

function Picker({
  q,
  fleets,
  month,
}: {
  q: string;
  month: string;
  fleets: { id: string; name: string; billingEmail: string; _count: { vessels: number } }[];
}) {
  return (
    <>
      <FilterForm submitLabel="Search">
        <SearchField id="consolidated-q" label="Fleet account" defaultValue={q} />
      </FilterForm>
      {fleets.length === 0 ? (
        <EmptyState title="No fleet accounts match">
          Fleet accounts are set up under <Link to="/admin/tenant-management">Fleet accounts</Link>.
        </EmptyState>
      ) : (
        <ListTable
          testId="statement-fleets"
          columns={["Fleet account", "Billing e-mail", { label: "Vessels", align: "right" }]}
        >
          {fleets.map((f) => (
            <tr key={f.id}>
              <td>
                <Link to={`/admin/consolidated?fleet=${f.id}&month=${month}`} className="font-semibold">
                  {f.name}
                </Link>
              </td>
              <td>{f.billingEmail}</td>
              <td className="text-right tabular-nums">{f._count.vessels}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </>
  );
}

export default function Consolidated() {
  const d = useLoaderData<typeof loader>();
  if (!d.statement) {
    return (
      <>
        <PageHeader
          title="Consolidated statements"
          description="Choose a fleet account for its monthly statement across all its vessels."
        />
        <Picker q={d.q} month={d.month} fleets={d.fleets ?? []} />
      </>
    );
  }
  const { fleet, statement: s, month } = d.statement;
  const query = `fleet=${fleet.id}&month=${month}`;
  const monthLink = (m: string) => `/admin/consolidated?fleet=${fleet.id}&month=${m}`;
  return (
    <>
      <PageHeader
        title={`${fleet.name}: ${formatMonth(month)}`}
        description={
          <>
            Statement {formatDate(d.statement.from)} – {formatDate(d.statement.to)} · {fleet.billingName} ·{" "}
            {fleet.billingEmail}
            {fleet.abn ? ` · ABN ${formatAbn(fleet.abn)}` : ""}
          </>
        }
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <ActionLinks
              links={[
                { to: `/admin/tenant-management/${fleet.id}`, label: "← Account" },
                { to: `/admin/consolidated/csv?${query}`, label: "CSV", download: true },
              ]}
            />
            <a href={`/admin/consolidated/pdf?${query}`} className="btn-secondary">
              PDF
            </a>
            <PrintButton />
            <Form method="post">
              <input type="hidden" name="fleet" value={fleet.id} />
              <input type="hidden" name="month" value={month} />
              <button type="submit" name="intent" value="email" className="btn-primary">
                E-mail to {fleet.billingName}
              </button>
            </Form>
          </div>
        }
      />
      <nav aria-label="Month" className="mb-4 flex flex-wrap items-end gap-2 print:hidden">
        <Link to={monthLink(previousMonth(month))} className="btn-secondary" rel="prev">
          ← {formatMonth(previousMonth(month))}
        </Link>
        <FilterForm className="flex items-end gap-2" submitLabel="Show" submitClassName="btn-secondary">
          <input type="hidden" name="fleet" value={fleet.id} />
          <PlainInput
            id="statement-month"
            label="Month"
            name="month"
            type="month"
            defaultValue={month}
            pattern="\d{4}-\d{2}"
            placeholder="YYYY-MM"
          />
        </FilterForm>
        {month < d.current ? (
          <Link to={monthLink(nextMonth(month))} className="btn-secondary" rel="next">
            {formatMonth(nextMonth(month))} →
          </Link>
        ) : null}
      </nav>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Opening balance" value={formatCents(s.openingCents)} />
        <StatCard
          label="Invoiced"
          value={formatCents(s.invoicedCents)}
          hint={`incl. GST ${formatCents(s.invoicedGstCents)}`}
        />
        <StatCard
          label="Received"
          value={formatCents(s.receivedCents + s.creditedCents)}
          hint={s.creditedCents ? `incl. ${formatCents(s.creditedCents)} credits` : undefined}
        />
        <StatCard
          label="Closing balance"
          value={<span data-testid="closing-balance">{formatCents(s.closingCents)}</span>}
        />
      </div>
      {d.statement.truncated ? (
        <p className="mb-4 text-sm text-danger">
          This statement has more than 5,000 invoices; only the first are shown.
        </p>
      ) : null}
      <h2 className="mb-2 text-lg font-bold">Transactions</h2>
      {s.lines.length === 0 ? (
        <EmptyState title="Nothing this month">
          No invoices were issued and nothing was received in {formatMonth(month)}.
        </EmptyState>
      ) : (
        <ListTable
          testId="statement-lines"
          columns={[
            "Date",
            "Details",
            { label: "GST", align: "right" },
            { label: "Charges", align: "right" },
            { label: "Credits", align: "right" },
            { label: "Balance", align: "right" },
          ]}
        >
          <tr>
            <td>{formatDate(d.statement.from)}</td>
            <td className="font-semibold">Opening balance</td>
            <td />
            <td />
            <td />
            <td className="text-right tabular-nums">{formatCents(s.openingCents)}</td>
          </tr>
          {s.lines.map((l, i) => (
            <tr key={`${l.invoiceId}-${l.kind}-${i}`}>
              <td className="whitespace-nowrap">{formatDate(l.at)}</td>
              <td>
                {l.kind === "invoice" ? (
                  <Link to={`/admin/invoices/${l.invoiceId}`}>{l.description}</Link>
                ) : (
                  l.description
                )}
              </td>
              <td className="text-right tabular-nums">{l.gstCents ? formatCents(l.gstCents) : ""}</td>
              <td className="text-right tabular-nums">{l.debitCents ? formatCents(l.debitCents) : ""}</td>
              <td className="text-right tabular-nums">{l.creditCents ? formatCents(l.creditCents) : ""}</td>
              <td className="text-right tabular-nums">{formatCents(l.balanceCents)}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <td>{formatDate(d.statement.to)}</td>
            <td>Closing balance</td>
            <td className="text-right tabular-nums">{formatCents(s.invoicedGstCents)}</td>
            <td className="text-right tabular-nums">{formatCents(s.invoicedCents)}</td>
            <td className="text-right tabular-nums">{formatCents(s.creditedCents + s.receivedCents)}</td>
            <td className="text-right tabular-nums">{formatCents(s.closingCents)}</td>
          </tr>
        </ListTable>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section className="card" aria-label="Balance by age">
          <h2 className="text-lg font-bold">Balance by age</h2>
          <p className="text-xs">Days past each invoice's due date on {formatDate(d.statement.to)}.</p>
          <dl className="mt-3 grid grid-cols-5 gap-2 text-sm">
            {AGED_BUCKETS.map((b) => (
              <div key={b}>
                <dt className="text-xs">{AGED_BUCKET_LABELS[b]}</dt>
                <dd className="font-semibold tabular-nums">{formatCents(s.aging[b])}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="card" aria-label="Open invoices">
          <h2 className="text-lg font-bold">Open at the end of the month ({s.open.length})</h2>
          {s.open.length === 0 ? (
            <p className="mt-3 text-sm">Nothing owing.</p>
          ) : (
            <ul className="mt-3 divide-y divide-line text-sm">
              {s.open.map((o) => (
                <li key={o.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    <Link to={`/admin/invoices/${o.id}`}>{formatInvoiceNumber(o.number)}</Link>
                    {o.vesselName ? ` · ${o.vesselName}` : ""}
                    {o.dueAt ? <span className="block text-xs">due {formatDate(o.dueAt)}</span> : null}
                  </span>
                  <span className="tabular-nums">
                    {formatCents(o.outstandingCents)} · {AGED_BUCKET_LABELS[o.bucket]}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <p className="mt-6 text-sm">
        Amount due: <strong>{formatCents(Math.max(0, s.closingCents))}</strong> within {fleet.paymentTermsDays} days.
      </p>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
