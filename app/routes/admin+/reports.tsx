// /admin/reports (issue 19, ADR 138): revenue, GST for the BAS with the records behind it, aged receivables, payments
// by method, TPAR and the accounting export — each for a chosen period, on the basis the business reports on, with a
// chart drawn on the server, a CSV download and a print layout.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { BarChart } from "~/components/ui/bar-chart.tsx";
import { ListTable, RowsTable } from "~/components/ui/list-table.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { RowStatusAction } from "~/components/ui/row-status-action.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatDate, sydneyDateKey } from "~/domain/dates.ts";
import { formatInvoiceNumber, PAYMENT_METHOD_LABELS, isPaymentMethod } from "~/domain/invoice.ts";
import { formatCents } from "~/domain/money.ts";
import {
  AGED_BUCKET_LABELS,
  AGED_BUCKETS,
  REPORT_BASIS_LABELS,
  REPORT_BASES,
  financialYearOf,
  formatMonth,
  parsePeriod,
  periodPresets,
  REVENUE_DIMENSION_LABELS,
  REVENUE_DIMENSIONS,
  type RevenueDimension,
} from "~/domain/reports.ts";
import { reportBasisSchema } from "~/domain/report-schemas.ts";
import { sendInvoiceEmail } from "~/models/invoice-email.server.ts";
import {
  agedReceivables,
  gstLedger,
  gstSummary,
  overdueInvoicesOf,
  paymentsByMethod,
  reportBasis,
  revenueBreakdown,
  setReportBasis,
  tpar,
} from "~/models/reports.server.ts";
import { ChipLinks, CsvLink, Money, PeriodBar, periodLabel, useHrefWith } from "~/screens/reports/report-chrome.tsx";
import { MoneyCell, ReportSection } from "~/screens/reports/report-parts.tsx";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { listRequest } from "~/utils/list-request.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Reports | Bosun admin" }];

const VIEWS = ["revenue", "gst", "receivables", "payments", "tpar", "export"] as const;
type View = (typeof VIEWS)[number];
const VIEW_LABELS: Record<View, string> = {
  revenue: "Revenue",
  gst: "GST (BAS)",
  receivables: "Aged receivables",
  payments: "Payments",
  tpar: "TPAR",
  export: "Accounting export",
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = getNow(request);
  const today = sydneyDateKey(now);
  const { url, page, pageSize, skip, take } = listRequest(request, 50);
  const viewParam = url.searchParams.get("view") ?? "";
  const view: View = (VIEWS as readonly string[]).includes(viewParam) ? (viewParam as View) : "revenue";
  const { period, preset, problem } = parsePeriod(url.searchParams, today);
  const byParam = url.searchParams.get("by") ?? "";
  const by: RevenueDimension = (REVENUE_DIMENSIONS as readonly string[]).includes(byParam)
    ? (byParam as RevenueDimension)
    : "month";
  const currentFy = financialYearOf(today).endYear;
  const fyParam = Number(url.searchParams.get("fy"));
  const fy = Number.isInteger(fyParam) && fyParam >= currentFy - 10 && fyParam <= currentFy ? fyParam : currentFy - 1;
  const basis = await reportBasis();
  const base = {
    view,
    period,
    preset,
    problem,
    presets: periodPresets(today),
    basis,
    by,
    fy,
    currentFy,
    page,
    pageSize,
  };
  const [revenue, gst, aged, payments, tparReport] = await Promise.all([
    view === "revenue" ? revenueBreakdown(period, basis, by) : null,
    view === "gst"
      ? Promise.all([gstSummary(period, basis), gstLedger(period, basis, { skip, take })]).then(
          ([summary, ledger]) => ({
            summary,
            ledger,
          }),
        )
      : null,
    view === "receivables" ? agedReceivables(now, { take: 200 }) : null,
    view === "payments" ? paymentsByMethod(period) : null,
    view === "tpar" ? tpar(fy) : null,
  ]);
  return json({ ...base, asAt: today, revenue, gst, aged, payments, tpar: tparReport });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const back = new URL(request.url);
  const redirectTo = `${back.pathname}${back.search}`;
  switch (formData.get("intent")) {
    case "basis": {
      const submission = parseForm(formData, { schema: reportBasisSchema });
      if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
      await setReportBasis(submission.value.basis, ctx.actor.id);
      return redirectWithToast(redirectTo, {
        type: "success",
        title: "Reporting basis saved",
        description: `Every report now uses the ${REPORT_BASIS_LABELS[submission.value.basis].toLowerCase()}.`,
      });
    }
    case "remind": {
      const email = String(formData.get("customerEmail") ?? "").slice(0, 320);
      const now = getNow(request);
      const invoices = email ? await overdueInvoicesOf(email, now) : [];
      if (invoices.length === 0)
        return redirectWithToast(redirectTo, {
          type: "error",
          title: "No reminder sent",
          description: "Nothing is overdue for that customer now.",
        });
      for (const inv of invoices) {
        await sendInvoiceEmail(inv.id, { now, kind: "reminder" });
        await recordAudit(request, {
          action: "invoice.reminder_sent",
          actorId: ctx.actor.id,
          entityType: "invoice",
          entityId: inv.id,
        });
      }
      return redirectWithToast(redirectTo, {
        type: "success",
        title: "Reminder sent",
        description: `${invoices.map((i) => formatInvoiceNumber(i.number)).join(", ")} e-mailed to ${email}.`,
      });
    }
    default:
      throw unknownIntent();
  }
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function Reports() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hrefWith = useHrefWith();
  const csv = (extra: Record<string, string> = {}) =>
    hrefWith({ ...extra, view: extra.view ?? d.view }, "/admin/reports/csv");
  return (
    <>
      <PageHeader
        title="Reports"
        description={
          <>
            <span data-testid="report-basis">{REPORT_BASIS_LABELS[d.basis]}</span>
            {d.view !== "receivables" && d.view !== "tpar" ? <> · {periodLabel(d.period)}</> : null}
          </>
        }
      />
      <nav aria-label="Reports" className="no-print mb-4 overflow-x-auto">
        <ul className="flex gap-1 border-b border-line">
          {VIEWS.map((v) => (
            <li key={v}>
              <Link
                to={hrefWith({ view: v })}
                aria-current={d.view === v ? "page" : undefined}
                className={`block whitespace-nowrap border-b-2 px-3 py-2 font-heading text-sm font-semibold no-underline ${
                  d.view === v ? "border-primary text-primary" : "border-transparent text-secondary hover:text-primary"
                }`}
              >
                {VIEW_LABELS[v]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {d.view !== "receivables" && d.view !== "tpar" ? (
        <PeriodBar
          period={d.period}
          preset={d.preset}
          presets={d.presets}
          problem={d.problem}
          hidden={{ view: d.view, ...(d.view === "revenue" ? { by: d.by } : {}) }}
        />
      ) : null}
      {d.view === "revenue" || d.view === "gst" ? (
        <BasisForm basis={d.basis} error={actionData?.result?.error?.basis?.[0]} />
      ) : null}
      {d.revenue ? <RevenueView d={d} r={d.revenue} csvHref={csv({ by: d.by })} /> : null}
      {d.gst ? <GstView d={d} gst={d.gst} csvHref={csv()} /> : null}
      {d.aged ? <ReceivablesView d={d} a={d.aged} csvHref={csv()} /> : null}
      {d.payments ? <PaymentsView p={d.payments} csvHref={csv()} /> : null}
      {d.tpar ? <TparView d={d} t={d.tpar} csvHref={csv({ fy: String(d.fy) })} /> : null}
      {d.view === "export" ? <ExportView d={d} csv={csv} /> : null}
    </>
  );
}

function BasisForm({ basis, error }: { basis: string; error?: string }) {
  return (
    <Form method="post" className="card no-print mb-6 flex flex-wrap items-end gap-4 p-4" aria-label="Reporting basis">
      <fieldset>
        <legend className="field-label">Reporting basis (a business setting)</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {REPORT_BASES.map((b) => (
            <label key={b} className="flex items-center gap-2 text-sm">
              <input type="radio" name="basis" value={b} defaultChecked={basis === b} required />
              {REPORT_BASIS_LABELS[b]}
            </label>
          ))}
        </div>
        {error ? <p className="mt-1 text-sm text-danger">{error}</p> : null}
      </fieldset>
      <StatusButton value="basis" pendingText="Saving..." className="btn-secondary">
        Save basis
      </StatusButton>
    </Form>
  );
}

function RevenueView({ d, r, csvHref }: { d: Data; r: NonNullable<Data["revenue"]>; csvHref: string }) {
  const hrefWith = useHrefWith();
  const label = (key: string, text: string) => (d.by === "month" ? formatMonth(key) : text);
  return (
    <ReportSection
      id="revenue"
      className="space-y-6"
      title={`Revenue by ${REVENUE_DIMENSION_LABELS[d.by].toLowerCase()}`}
      tools={
        <div className="no-print flex flex-wrap items-center gap-2">
          <ChipLinks
            label="Group by"
            items={REVENUE_DIMENSIONS.map((dim) => ({
              key: dim,
              label: REVENUE_DIMENSION_LABELS[dim],
              to: hrefWith({ by: dim }),
              current: d.by === dim,
            }))}
          />
          <CsvLink href={csvHref} />
        </div>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard
          label="Revenue ex GST"
          value={<Money cents={r.totalCents} testId="revenue-total" />}
          hint="After credit notes and refunds in the period"
        />
        <StatCard label="Basis" value={d.basis === "cash" ? "Cash" : "Accrual"} hint={REPORT_BASIS_LABELS[d.basis]} />
      </div>
      <BarChart
        title={`Revenue ex GST by ${REVENUE_DIMENSION_LABELS[d.by].toLowerCase()}`}
        data={r.rows.map((row) => ({ label: label(row.key, row.label), cents: row.revenueCents }))}
        testId="revenue-chart"
      />
      <RowsTable
        rows={r.rows}
        empty={<EmptyState title="No revenue in this period" />}
        columns={[
          REVENUE_DIMENSION_LABELS[d.by],
          { label: "Revenue ex GST", align: "right" },
          { label: "Share", align: "right" },
        ]}
        testId="revenue-table"
        after={
          r.others ? (
            <tr>
              <td>Everything else</td>
              <MoneyCell cents={r.others} />
              <td />
            </tr>
          ) : null
        }
      >
        {(row) => (
          <tr key={row.key}>
            <td>{label(row.key, row.label)}</td>
            <MoneyCell cents={row.revenueCents} />
            <td className="text-right tabular-nums">
              {r.totalCents ? `${((row.revenueCents * 100) / r.totalCents).toFixed(1)} %` : "—"}
            </td>
          </tr>
        )}
      </RowsTable>
    </ReportSection>
  );
}

const KIND_LABELS = { invoice: "Invoice", receipt: "Receipt", credit_note: "Credit note", refund: "Refund" };

function GstView({ d, gst, csvHref }: { d: Data; gst: NonNullable<Data["gst"]>; csvHref: string }) {
  const { summary: s, ledger } = gst;
  return (
    <ReportSection id="gst" className="space-y-6" title="GST summary for the BAS" tools={<CsvLink href={csvHref} />}>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label="G1 Total sales (incl. GST)"
          value={<Money cents={s.salesCents} testId="gst-g1" />}
          hint={<a href="#ledger">See the records behind this figure</a>}
        />
        <StatCard
          label="1A GST on sales"
          value={<Money cents={s.gstCents} testId="gst-1a" />}
          hint={<a href="#ledger">See the invoices behind this figure</a>}
        />
        <StatCard
          label="Sales ex GST"
          value={<Money cents={s.salesCents - s.gstCents} />}
          hint={`${s.records} records`}
        />
      </div>
      <div className="card p-4 text-sm">
        <p>
          {s.basis === "accrual" ? "Invoices issued" : "Money received"} in the period: <Money cents={s.grossCents} />{" "}
          with <Money cents={s.grossGstCents} /> GST. Credit notes and refunds dated in the period:{" "}
          <Money cents={s.adjustmentCents} /> with <Money cents={s.adjustmentGstCents} /> GST.
        </p>
        <p className="mt-2">
          {s.basis === "accrual"
            ? "A job's invoice that deducts a deposit reports only the rest: the deposit was reported on its own invoice. Void invoices and drafts are left out."
            : "Each receipt carries its invoice's share of GST; a deposit deducted on a later invoice was received (and counted) when its deposit invoice was paid. Credit notes move no money and are left out."}
        </p>
        <BarChart
          title="Sales and adjustments (incl. GST)"
          data={[
            { label: s.basis === "accrual" ? "Invoices issued" : "Money received", cents: s.grossCents },
            { label: "Credit notes, refunds", cents: s.adjustmentCents },
            { label: "G1 Total sales", cents: s.salesCents },
          ]}
          testId="gst-chart"
        />
      </div>
      <section id="ledger" aria-labelledby="ledger-heading">
        <h3 id="ledger-heading" className="mb-3 text-lg font-bold">
          The records that make up G1 and 1A
        </h3>
        {ledger.total === 0 ? (
          <EmptyState title="Nothing in this period" />
        ) : (
          <>
            <ListTable
              columns={[
                "Date",
                "Record",
                "Invoice",
                "Customer",
                { label: "Amount incl. GST", align: "right" },
                { label: "GST", align: "right" },
              ]}
              testId="gst-ledger"
            >
              {ledger.lines.map((l, i) => (
                <tr key={`${l.invoiceId}-${l.kind}-${i}`} data-testid="ledger-row">
                  <td className="whitespace-nowrap">{formatDate(l.date)}</td>
                  <td>
                    {KIND_LABELS[l.kind]}
                    {l.note ? <span className="block text-xs">{l.note}</span> : null}
                  </td>
                  <td>
                    <Link to={`/admin/invoices/${l.invoiceId}`}>{formatInvoiceNumber(l.invoiceNumber)}</Link>
                  </td>
                  <td>{l.customerName}</td>
                  <MoneyCell cents={l.amountCents} />
                  <MoneyCell cents={l.gstCents} />
                </tr>
              ))}
            </ListTable>
            <Pagination page={d.page} pageSize={d.pageSize} total={ledger.total} />
          </>
        )}
      </section>
    </ReportSection>
  );
}

function ReceivablesView({ d, a, csvHref }: { d: Data; a: NonNullable<Data["aged"]>; csvHref: string }) {
  return (
    <ReportSection
      id="aged"
      className="space-y-6"
      title={`Aged receivables at ${formatDate(`${d.asAt}T12:00:00+10:00`)}`}
      tools={<CsvLink href={csvHref} />}
    >
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {AGED_BUCKETS.map((b) => (
          <StatCard key={b} label={AGED_BUCKET_LABELS[b]} value={<Money cents={a.totals[b]} testId={`aged-${b}`} />} />
        ))}
        <StatCard
          label="Total owed"
          value={<Money cents={a.totalCents} testId="aged-total" />}
          hint={`${a.customerCount} customers`}
        />
      </div>
      <BarChart
        title="Owed by days past due"
        data={AGED_BUCKETS.map((b) => ({ label: AGED_BUCKET_LABELS[b], cents: a.totals[b] }))}
        testId="aged-chart"
      />
      <RowsTable
        rows={a.rows}
        empty={<EmptyState title="Nothing is owed. Every issued invoice is paid." />}
        columns={[
          "Customer",
          ...AGED_BUCKETS.map((b) => ({ label: AGED_BUCKET_LABELS[b], align: "right" as const })),
          { label: "Total", align: "right" },
          { label: "Reminder", hidden: true },
        ]}
        testId="aged-table"
      >
        {(c) => (
          <tr key={c.key} data-testid="aged-row">
            <td>
              <Link to={`/admin/invoices?q=${encodeURIComponent(c.customerEmail)}`}>{c.customerName}</Link>
              <span className="block text-xs">{c.customerEmail}</span>
            </td>
            {AGED_BUCKETS.map((b) => (
              <td key={b} className="text-right">
                {c.buckets[b] ? <Money cents={c.buckets[b]} /> : "—"}
              </td>
            ))}
            <MoneyCell cents={c.totalCents} className="text-right font-semibold" />
            <td className="text-right">
              {c.totalCents - c.buckets.current > 0 ? (
                <RowStatusAction
                  idName="customerEmail"
                  id={c.customerEmail}
                  intent="remind"
                  pendingText="Sending..."
                  className="btn-secondary whitespace-nowrap"
                >
                  Send reminder
                </RowStatusAction>
              ) : null}
            </td>
          </tr>
        )}
      </RowsTable>
    </ReportSection>
  );
}

function PaymentsView({ p, csvHref }: { p: NonNullable<Data["payments"]>; csvHref: string }) {
  const label = (m: string) => (isPaymentMethod(m) ? PAYMENT_METHOD_LABELS[m] : m);
  return (
    <ReportSection
      id="payments"
      className="space-y-6"
      title="Payments received by method"
      tools={<CsvLink href={csvHref} />}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Received" value={<Money cents={p.receivedCents} testId="payments-received" />} />
        <StatCard label="Refunded" value={<Money cents={-p.refundedCents} />} />
        <StatCard label="Net" value={<Money cents={p.receivedCents - p.refundedCents} />} />
      </div>
      <BarChart
        title="Received by method"
        data={p.rows.map((r) => ({ label: label(r.method), cents: r.receivedCents }))}
        testId="payments-chart"
      />
      <RowsTable
        rows={p.rows}
        empty={<EmptyState title="No payments in this period" />}
        columns={[
          "Method",
          { label: "Payments", align: "right" },
          { label: "Received", align: "right" },
          { label: "Refunded", align: "right" },
          { label: "Card fees", align: "right" },
        ]}
        testId="payments-table"
      >
        {(r) => (
          <tr key={r.method}>
            <td>{label(r.method)}</td>
            <td className="text-right tabular-nums">{r.count}</td>
            <MoneyCell cents={r.receivedCents} />
            <td className="text-right">{r.refundedCents ? <Money cents={-r.refundedCents} /> : "—"}</td>
            <td className="text-right text-xs">{r.method === "card" ? "Not reported by the provider" : "—"}</td>
          </tr>
        )}
      </RowsTable>
      <p className="text-sm">
        Card payments at checkout count here when received; they are deducted on the job's invoice later, not counted
        again.
      </p>
    </ReportSection>
  );
}

function TparView({ d, t, csvHref }: { d: Data; t: NonNullable<Data["tpar"]>; csvHref: string }) {
  const hrefWith = useHrefWith();
  const years = Array.from({ length: 4 }, (_, i) => d.currentFy - i);
  return (
    <ReportSection
      id="tpar"
      className="space-y-6"
      title={`Taxable payments annual report, ${t.fy.label}`}
      tools={<CsvLink href={csvHref} />}
    >
      <ChipLinks
        label="Financial years"
        items={years.map((y) => ({
          key: String(y),
          label: financialYearOf(`${y}-01-01`).label,
          to: hrefWith({ fy: String(y) }),
          current: d.fy === y,
        }))}
      />
      <p className="text-sm">
        Payments to subcontractors between {formatDate(`${t.fy.from}T12:00:00+10:00`)} and{" "}
        {formatDate(`${t.fy.to}T12:00:00+10:00`)}, including GST. A cleaning business lodges the TPAR by 28 August;
        subcontractor payments are recorded on each job's costs (Profitability).
      </p>
      <RowsTable
        rows={t.rows}
        empty={<EmptyState title="No payments to subcontractors in this financial year" />}
        columns={[
          "Subcontractor",
          "ABN",
          "Address",
          { label: "Payments", align: "right" },
          { label: "GST", align: "right" },
          { label: "Total paid incl. GST", align: "right" },
        ]}
        testId="tpar-table"
      >
        {(r) => (
          <tr key={r.id}>
            <td>{r.name}</td>
            <td className="tabular-nums">{r.abn}</td>
            <td>{r.address}</td>
            <td className="text-right tabular-nums">{r.payments}</td>
            <MoneyCell cents={r.gstCents} />
            <MoneyCell cents={r.totalPaidCents} className="text-right font-semibold" />
          </tr>
        )}
      </RowsTable>
    </ReportSection>
  );
}

function ExportView({ d, csv }: { d: Data; csv: (extra?: Record<string, string>) => string }) {
  return (
    <ReportSection id="export" className="space-y-4" title="Accounting export for Xero">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="card p-5">
          <h3 className="font-bold">Invoices and credit notes</h3>
          <p className="mt-1 text-sm">
            Every invoice issued in {periodLabel(d.period)} with its lines, in Xero's sales-invoice import layout, GST
            on Income per line. Import it as <strong>Tax inclusive</strong>; credit notes are negative invoices.
          </p>
          <div className="mt-3">
            <CsvLink href={csv({ view: "xero-invoices" })}>Download invoices CSV</CsvLink>
          </div>
        </div>
        <div className="card p-5">
          <h3 className="font-bold">Payments and refunds</h3>
          <p className="mt-1 text-sm">
            Money received on invoices and refunds paid out in the period, in Xero's bank-statement import layout, to
            reconcile against the invoices.
          </p>
          <div className="mt-3">
            <CsvLink href={csv({ view: "xero-payments" })}>Download payments CSV</CsvLink>
          </div>
        </div>
      </div>
    </ReportSection>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
