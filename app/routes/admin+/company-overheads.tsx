// /admin/company-overheads (issue 19, ADR 138): the month's running costs (rent, vehicles, insurance, software, fuel,
// …) by category, and the effective hourly overhead rate they give — a month's overheads over the labour hours
// recorded that month — which job costing allocates to each job by its hours.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { BarChart } from "~/components/ui/bar-chart.tsx";
import { ListTable, RowsTable } from "~/components/ui/list-table.tsx";
import { sydneyDateKey } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { financialYearOf, formatHours, formatMonth, monthsOf, overheadRatePerHour } from "~/domain/reports.ts";
import { overheadRates, overheadsOf } from "~/models/job-costing.server.ts";
import { overheadAction, removeOverheadAction } from "~/screens/reports/costing-actions.server.ts";
import { OverheadForm, type CostingActionData } from "~/screens/reports/job-cost-forms.tsx";
import { ChipLinks } from "~/screens/reports/report-chrome.tsx";
import { RemoveEntryCell, ReportSection } from "~/screens/reports/report-parts.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";

export const meta: MetaFunction = () => [{ title: "Company overheads | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const today = sydneyDateKey(getNow(request));
  const current = financialYearOf(today).endYear;
  const fyParam = Number(new URL(request.url).searchParams.get("fy"));
  const fyEnd = Number.isInteger(fyParam) && fyParam >= current - 10 && fyParam <= current + 1 ? fyParam : current;
  const fy = financialYearOf(`${fyEnd}-01-01`);
  const months = monthsOf(fy);
  const [rates, rows] = await Promise.all([overheadRates(months), overheadsOf(months)]);
  const byMonth = months.map((m) => ({ month: m, ...rates.get(m)! }));
  const overheadCents = byMonth.reduce((a, m) => a + m.overheadCents, 0);
  const labourHundredths = byMonth.reduce((a, m) => a + m.labourHundredths, 0);
  return json({
    fy,
    current,
    thisMonth: today.slice(0, 7),
    byMonth,
    rows,
    overheadCents,
    labourHundredths,
    yearRate: overheadRatePerHour(overheadCents, labourHundredths),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const url = new URL(request.url);
  const c = { formData, actorId: ctx.actor.id, redirectTo: `${url.pathname}${url.search}` };
  switch (formData.get("intent")) {
    case "overhead":
      return overheadAction(c);
    case "remove-overhead":
      return removeOverheadAction(c);
    default:
      throw unknownIntent();
  }
}

export default function CompanyOverheads() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as CostingActionData;
  const years = [d.current, d.current - 1, d.current - 2];
  return (
    <>
      <PageHeader
        title="Company overheads"
        description={`${d.fy.label}: the running costs of the business, shared over the hours worked on jobs.`}
      />
      <ChipLinks
        label="Financial years"
        className="mb-6"
        items={years.map((y) => ({
          key: String(y),
          label: financialYearOf(`${y}-01-01`).label,
          to: `?fy=${y}`,
          current: d.fy.endYear === y,
        }))}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Overheads this year"
          value={<span className="tabular-nums">{formatCents(d.overheadCents)}</span>}
        />
        <StatCard label="Labour hours on jobs" value={formatHours(d.labourHundredths)} />
        <StatCard
          label="Effective overhead rate"
          value={<span data-testid="year-rate">{d.yearRate === null ? "—" : `${formatCents(d.yearRate)} / h`}</span>}
          hint="Overheads ÷ labour hours; each job is charged its month's rate"
        />
      </div>

      <TitledSection id="add" className="card no-print mt-6 p-5" title="Add an overhead">
        <div className="mt-3">
          <OverheadForm actionData={actionData} month={d.thisMonth} />
        </div>
      </TitledSection>

      <ReportSection id="months" className="mt-8 space-y-4" title="By month">
        <BarChart
          title="Overheads by month (ex GST)"
          data={d.byMonth.map((m) => ({ label: formatMonth(m.month), cents: m.overheadCents }))}
          testId="overheads-chart"
        />
        <ListTable
          columns={[
            "Month",
            { label: "Overheads ex GST", align: "right" },
            { label: "Labour hours", align: "right" },
            { label: "Overhead rate per hour", align: "right" },
          ]}
          testId="overhead-months"
        >
          {d.byMonth.map((m) => (
            <tr key={m.month} data-testid={`month-${m.month}`}>
              <td>{formatMonth(m.month)}</td>
              <td className="text-right tabular-nums">{formatCents(m.overheadCents)}</td>
              <td className="text-right tabular-nums">{m.labourHundredths ? formatHours(m.labourHundredths) : "—"}</td>
              <td className="text-right tabular-nums" data-testid="month-rate">
                {m.ratePerHourCents === null
                  ? m.overheadCents
                    ? "no hours recorded"
                    : "—"
                  : `${formatCents(m.ratePerHourCents)} / h`}
              </td>
            </tr>
          ))}
        </ListTable>
      </ReportSection>

      <ReportSection id="entries" className="mt-8 space-y-4" title="Entries">
        <RowsTable
          rows={d.rows}
          empty={
            <EmptyState title={`No overheads recorded for ${d.fy.label}`}>
              Add rent, insurance, vehicles, software and the like month by month.
            </EmptyState>
          }
          columns={[
            "Month",
            "Category",
            "Description",
            { label: "Ex GST", align: "right" },
            { label: "Remove", hidden: true },
          ]}
          testId="overhead-entries"
        >
          {(o) => (
            <tr key={o.id}>
              <td>{formatMonth(o.month)}</td>
              <td>{o.category}</td>
              <td>{o.description}</td>
              <td className="text-right tabular-nums">{formatCents(o.amountCents)}</td>
              <RemoveEntryCell idName="overheadId" id={o.id} intent="remove-overhead" />
            </tr>
          )}
        </RowsTable>
      </ReportSection>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
