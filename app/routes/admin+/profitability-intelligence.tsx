// /admin/profitability-intelligence (issue 19, ADR 138): which services, customers, boats and workers make money.
// Jobs finished in the period, least profitable first, rolled up by a dimension; estimated against actual hours; jobs
// that ran more than 25 % over. ?job={id} opens one job's costing: its margin and the forms to record its costs.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { BarChart } from "~/components/ui/bar-chart.tsx";
import { ListTable, RowsTable } from "~/components/ui/list-table.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { formatDate, sydneyDateKey } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { centsToInput, formatCents } from "~/domain/money.ts";
import {
  JOB_COST_KIND_LABELS,
  formatBasisPoints,
  formatHours,
  formatMonth,
  isJobCostKind,
  parsePeriod,
  periodPresets,
  PROFIT_DIMENSION_LABELS,
  PROFIT_DIMENSIONS,
  type ProfitDimension,
} from "~/domain/reports.ts";
import {
  defaultLabourRate,
  findJobByNumber,
  jobCosting,
  profitability,
  subcontractors,
  workers,
} from "~/models/job-costing.server.ts";
import {
  addCostAction,
  labourRateAction,
  removeCostAction,
  subcontractorAction,
} from "~/screens/reports/costing-actions.server.ts";
import {
  LabourCostForm,
  LabourRateForm,
  MaterialCostForm,
  SubcontractorCostForm,
  SubcontractorForm,
  type CostingActionData,
} from "~/screens/reports/job-cost-forms.tsx";
import { ChipLinks, CsvLink, Money, PeriodBar, periodLabel, useHrefWith } from "~/screens/reports/report-chrome.tsx";
import { MoneyCell, RemoveEntryCell, ReportSection } from "~/screens/reports/report-parts.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { listRequest } from "~/utils/list-request.ts";
import { getNow } from "~/utils/clock.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { notFound, unknownIntent } from "~/utils/misc.ts";

export const meta: MetaFunction = () => [{ title: "Profitability | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = getNow(request);
  const today = sydneyDateKey(now);
  const { url, page, pageSize, skip, take } = listRequest(request, 25);
  const numberParam = (url.searchParams.get("number") ?? "").replace(/^#/, "").trim();
  let numberProblem: string | null = null;
  if (numberParam) {
    const n = Number(numberParam);
    const found = Number.isInteger(n) && n > 0 && n < 2 ** 31 ? await findJobByNumber(n) : null;
    if (found) {
      url.searchParams.delete("number");
      url.searchParams.set("job", found.id);
      throw redirect(`${url.pathname}?${url.searchParams}`);
    }
    numberProblem = `There is no job ${numberParam.startsWith("#") ? numberParam : `#${numberParam}`}.`;
  }
  const { period, preset, problem } = parsePeriod(url.searchParams, today);
  const byParam = url.searchParams.get("by") ?? "";
  const by: ProfitDimension = (PROFIT_DIMENSIONS as readonly string[]).includes(byParam)
    ? (byParam as ProfitDimension)
    : "service";
  const jobId = url.searchParams.get("job");
  const base = { today, period, preset, problem, presets: periodPresets(today), by, numberProblem };
  if (jobId) {
    const [job, people, subs, rate] = await Promise.all([
      jobCosting(jobId),
      workers(),
      subcontractors(),
      defaultLabourRate(),
    ]);
    if (!job) throw notFound("Job not found");
    return json({ ...base, job, people, subs, rate: centsToInput(rate), report: null, page: 1, pageSize: 25 });
  }
  const [report, rate, subs] = await Promise.all([
    profitability(period, by, { skip, take }),
    defaultLabourRate(),
    subcontractors(),
  ]);
  return json({
    ...base,
    job: null,
    people: [] as { id: string; fullName: string }[],
    subs,
    rate: centsToInput(rate),
    report,
    page,
    pageSize,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const url = new URL(request.url);
  const c = { formData, actorId: ctx.actor.id, redirectTo: `${url.pathname}${url.search}` };
  const jobId = url.searchParams.get("job");
  switch (formData.get("intent")) {
    case "add-cost":
      return addCostAction({ ...c, jobId });
    case "remove-cost":
      return removeCostAction({ ...c, jobId });
    case "subcontractor":
      return subcontractorAction(c);
    case "labour-rate":
      return labourRateAction(c);
    default:
      throw unknownIntent();
  }
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function MarginBadge({ bp }: { bp: number | null }) {
  const tone =
    bp === null
      ? "bg-surface text-ink"
      : bp < 0
        ? "bg-danger/10 text-danger"
        : bp < 1500
          ? "bg-warning/15 text-ink"
          : "bg-success/10 text-success";
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${tone}`}>
      {formatBasisPoints(bp)}
    </span>
  );
}

export default function Profitability() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as CostingActionData;
  return d.job ? <JobCosting d={d} job={d.job} actionData={actionData} /> : <Overview d={d} actionData={actionData} />;
}

function Overview({ d, actionData }: { d: Data; actionData: CostingActionData }) {
  const hrefWith = useHrefWith();
  const r = d.report!;
  const label = (key: string, text: string) => (d.by === "month" ? formatMonth(key) : text);
  return (
    <>
      <PageHeader
        title="Profitability"
        description={`Jobs finished ${periodLabel(d.period)}: revenue ex GST less labour, materials, subcontractors, haul-outs and overheads.`}
        actions={
          <Form method="get" className="no-print flex items-end gap-2">
            <div>
              <label htmlFor="job-number" className="field-label">
                Cost a job
              </label>
              <input id="job-number" name="number" placeholder="Job number, e.g. 1042" className="field-input w-48" />
            </div>
            <button type="submit" className="btn-secondary">
              Open
            </button>
          </Form>
        }
      />
      {d.numberProblem ? (
        <p role="alert" className="mb-4 font-semibold text-danger">
          {d.numberProblem}
        </p>
      ) : null}
      <PeriodBar period={d.period} preset={d.preset} presets={d.presets} problem={d.problem} hidden={{ by: d.by }} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Revenue ex GST"
          value={<Money cents={r.totals.revenueCents} />}
          hint={`${r.totals.jobs} jobs`}
        />
        <StatCard label="Costs incl. overheads" value={<Money cents={r.totals.costCents} />} />
        <StatCard label="Margin" value={<Money cents={r.totals.marginCents} testId="total-margin" />} />
        <StatCard
          label="Margin %"
          value={formatBasisPoints(r.totals.marginBp)}
          hint={`${r.overrunCount} jobs more than 25 % over their estimate`}
        />
      </div>

      <ReportSection
        id="rollup"
        className="mt-8 space-y-4"
        title={`By ${PROFIT_DIMENSION_LABELS[d.by].toLowerCase()}, least profitable first`}
        tools={
          <div className="no-print flex flex-wrap items-center gap-2">
            <CsvLink href={hrefWith({ view: "profitability", job: null }, "/admin/reports/csv")}>
              Download jobs CSV
            </CsvLink>
            <ChipLinks
              label="Group by"
              items={PROFIT_DIMENSIONS.map((dim) => ({
                key: dim,
                label: PROFIT_DIMENSION_LABELS[dim],
                to: hrefWith({ by: dim }),
                current: d.by === dim,
              }))}
            />
          </div>
        }
      >
        <BarChart
          title={`Margin by ${PROFIT_DIMENSION_LABELS[d.by].toLowerCase()}`}
          data={r.rollup.map((g) => ({ label: label(g.key, g.label), cents: g.marginCents }))}
          testId="margin-chart"
        />
        <RowsTable
          rows={r.rollup}
          empty={
            <EmptyState title="No jobs finished in this period">Jobs count here once they are completed.</EmptyState>
          }
          columns={[
            PROFIT_DIMENSION_LABELS[d.by],
            { label: "Jobs", align: "right" },
            { label: "Revenue ex GST", align: "right" },
            { label: "Costs", align: "right" },
            { label: "Margin", align: "right" },
            { label: "Margin %", align: "right" },
          ]}
          testId="rollup-table"
        >
          {(g) => (
            <tr key={g.key}>
              <td>{label(g.key, g.label)}</td>
              <td className="text-right tabular-nums">{g.jobs}</td>
              <MoneyCell cents={g.revenueCents} />
              <MoneyCell cents={g.costCents} />
              <MoneyCell cents={g.marginCents} />
              <td className="text-right">
                <MarginBadge bp={g.marginBp} />
              </td>
            </tr>
          )}
        </RowsTable>
      </ReportSection>

      <ReportSection id="hours" className="mt-8 space-y-4" title="Estimated and actual hours by service type">
        <RowsTable
          rows={r.hours}
          empty={<EmptyState title="No labour recorded on jobs in this period" />}
          columns={[
            "Service type",
            { label: "Jobs with time", align: "right" },
            { label: "Estimated per job", align: "right" },
            { label: "Actual per job", align: "right" },
            { label: "Over by 25 %+", align: "right" },
          ]}
          testId="hours-table"
        >
          {(h) => (
            <tr key={h.label}>
              <td>{h.label}</td>
              <td className="text-right tabular-nums">{h.jobs}</td>
              <td className="text-right tabular-nums">
                {formatHours(Math.round((h.estimatedMinutes * 100) / 60 / h.jobs))}
              </td>
              <td className="text-right tabular-nums">{formatHours(Math.round(h.actualHundredths / h.jobs))}</td>
              <td className="text-right tabular-nums">{h.overruns}</td>
            </tr>
          )}
        </RowsTable>
      </ReportSection>

      <ReportSection id="jobs" className="mt-8 space-y-4" title="Jobs, least profitable first">
        {r.jobCount === 0 ? null : (
          <>
            <ListTable
              columns={[
                "Job",
                "Service",
                "Customer",
                { label: "Revenue ex GST", align: "right" },
                { label: "Costs", align: "right" },
                { label: "Margin", align: "right" },
                { label: "Hours: est. / actual", align: "right" },
              ]}
              testId="profit-jobs"
            >
              {r.jobs.map((j) => (
                <tr key={j.id} data-testid="profit-job">
                  <td>
                    <Link to={hrefWith({ job: j.id })} className="font-semibold">
                      {formatJobNumber(j.number)}
                    </Link>
                    <span className="block text-xs">{j.title}</span>
                  </td>
                  <td>{j.serviceLabel}</td>
                  <td>{j.customerName}</td>
                  <MoneyCell cents={j.revenueCents}>
                    {j.invoiced ? null : <span className="block text-xs">price, not invoiced</span>}
                  </MoneyCell>
                  <MoneyCell cents={j.costCents} />
                  <MoneyCell cents={j.marginCents}>
                    {" "}
                    <MarginBadge bp={j.marginBp} />
                  </MoneyCell>
                  <td className="text-right tabular-nums">
                    {j.estimatedMinutes ? formatHours(Math.round((j.estimatedMinutes * 100) / 60)) : "—"} /{" "}
                    {j.actualHundredths ? formatHours(j.actualHundredths) : "—"}
                    {j.overrun ? (
                      <span className="ml-1 rounded-full bg-warning/20 px-2 py-0.5 text-xs font-semibold">over</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </ListTable>
            <Pagination page={d.page} pageSize={d.pageSize} total={r.jobCount} />
          </>
        )}
      </ReportSection>

      <section aria-labelledby="setup-heading" className="no-print mt-8 grid gap-6 lg:grid-cols-2">
        <h2 id="setup-heading" className="sr-only">
          Costing settings
        </h2>
        <div className="card p-5">
          <h3 className="font-bold">Labour cost rate</h3>
          <p className="mt-1 text-sm">
            What an hour of a worker costs the business (wages, super, on-costs). New labour entries start at this rate;
            each entry keeps the rate it was recorded at.
          </p>
          <div className="mt-3">
            <LabourRateForm actionData={actionData} rate={d.rate} />
          </div>
        </div>
        <div className="card p-5">
          <h3 className="font-bold">Subcontractors</h3>
          {d.subs.length ? (
            <ul className="mt-2 space-y-1 text-sm">
              {d.subs.map((s) => (
                <li key={s.id}>
                  {s.name} · ABN {s.abn}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm">None yet. Add one to record their bills on jobs and for the TPAR.</p>
          )}
          <details className="mt-3" open={actionData?.intent === "subcontractor"}>
            <summary className="cursor-pointer font-heading text-sm font-semibold text-secondary">
              Add a subcontractor
            </summary>
            <div className="mt-3">
              <SubcontractorForm actionData={actionData} />
            </div>
          </details>
        </div>
      </section>
    </>
  );
}

function JobCosting({ d, job, actionData }: { d: Data; job: NonNullable<Data["job"]>; actionData: CostingActionData }) {
  const hrefWith = useHrefWith();
  const rows = [
    { label: "Labour", cents: job.labourCents },
    { label: "Materials", cents: job.materialsCents },
    { label: "Subcontractors", cents: job.subcontractorCents },
    { label: "Haul-outs", cents: job.haulOutCents },
    { label: "Overheads", cents: job.overheadCents },
  ];
  return (
    <>
      <PageHeader
        title={`Costing for ${formatJobNumber(job.number)}`}
        description={`${job.title} · ${job.customerName} · ${job.serviceLabel}`}
        links={[
          { to: hrefWith({ job: null }), label: "← Profitability" },
          { to: `/admin/jobs/${job.id}`, label: "Open the job" },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Revenue ex GST"
          value={<Money cents={job.revenueCents} testId="job-revenue" />}
          hint={job.invoiced ? "From its invoices, less credits and refunds" : "The job's price: not invoiced yet"}
        />
        <StatCard label="Costs" value={<Money cents={job.costCents} testId="job-costs" />} />
        <StatCard label="Margin" value={<Money cents={job.marginCents} testId="job-margin" />} />
        <StatCard
          label="Margin %"
          value={<span data-testid="job-margin-pct">{formatBasisPoints(job.marginBp)}</span>}
          hint={
            job.actualHundredths
              ? `${formatHours(job.actualHundredths)} worked${job.estimatedMinutes ? ` of ${formatHours(Math.round((job.estimatedMinutes * 100) / 60))} estimated` : ""}${job.overrun ? " — more than 25 % over" : ""}`
              : "No time recorded yet"
          }
        />
      </div>
      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="space-y-6">
          <BarChart
            title="Where the money went"
            data={[{ label: "Revenue ex GST", cents: job.revenueCents }, ...rows]}
            testId="job-chart"
          />
          <TitledSection id="costs" headingClassName="mb-3 text-lg font-bold" title="Costs recorded">
            <RowsTable
              rows={job.costs}
              empty={
                <EmptyState title="No costs recorded on this job yet">
                  Add time, materials or a subcontractor's bill.
                </EmptyState>
              }
              columns={[
                "Date",
                "Kind",
                "Description",
                { label: "Ex GST", align: "right" },
                { label: "Remove", hidden: true },
              ]}
              testId="job-costs-table"
              after={
                <tr>
                  <td colSpan={3}>
                    Overheads: {formatHours(job.actualHundredths)} of labour at the month's overhead rate
                  </td>
                  <MoneyCell cents={job.overheadCents} testId="job-overhead" />
                  <td />
                </tr>
              }
            >
              {(c) => (
                <tr key={c.id}>
                  <td className="whitespace-nowrap">{formatDate(c.incurredOn)}</td>
                  <td>{isJobCostKind(c.kind) ? JOB_COST_KIND_LABELS[c.kind] : c.kind}</td>
                  <td>
                    {c.description}
                    <span className="block text-xs">
                      {c.kind === "labour" && c.hundredthsHours && c.rateCents
                        ? `${formatHours(c.hundredthsHours)} × ${formatCents(c.rateCents)}${c.worker ? ` · ${c.worker.fullName}` : ""}`
                        : c.subcontractor
                          ? `${c.subcontractor.name}${c.paidAt ? ` · paid ${formatDate(c.paidAt)}` : " · not paid yet"}`
                          : c.gstCents
                            ? `plus ${formatCents(c.gstCents)} GST`
                            : ""}
                    </span>
                  </td>
                  <MoneyCell cents={c.amountCents} />
                  <RemoveEntryCell idName="costId" id={c.id} intent="remove-cost" />
                </tr>
              )}
            </RowsTable>
          </TitledSection>
        </div>
        <div className="no-print space-y-4">
          <details className="card p-5" open={!actionData || actionData.intent === "cost-labour"}>
            <summary className="cursor-pointer font-heading font-semibold text-secondary">Add time on the job</summary>
            <div className="mt-3">
              <LabourCostForm actionData={actionData} today={d.today} rate={d.rate} workers={d.people} />
            </div>
          </details>
          <details className="card p-5" open={actionData?.intent === "cost-materials"}>
            <summary className="cursor-pointer font-heading font-semibold text-secondary">
              Add materials or a haul-out
            </summary>
            <div className="mt-3">
              <MaterialCostForm actionData={actionData} today={d.today} />
            </div>
          </details>
          <details className="card p-5" open={actionData?.intent === "cost-subcontractor"}>
            <summary className="cursor-pointer font-heading font-semibold text-secondary">
              Add a subcontractor's bill
            </summary>
            <div className="mt-3">
              {d.subs.length ? (
                <SubcontractorCostForm actionData={actionData} today={d.today} subcontractors={d.subs} />
              ) : (
                <p className="text-sm">Add the subcontractor below first.</p>
              )}
            </div>
          </details>
          <details className="card p-5" open={actionData?.intent === "subcontractor"}>
            <summary className="cursor-pointer font-heading font-semibold text-secondary">New subcontractor</summary>
            <div className="mt-3">
              <SubcontractorForm actionData={actionData} />
            </div>
          </details>
        </div>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
