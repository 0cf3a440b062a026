import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { ALL_VESSELS, budgetSchema, type BudgetSummary } from "~/domain/budget.ts";
import { sydneyDateKey } from "~/domain/dates.ts";
import { centsToInput, formatCents, parseDollarsToCents } from "~/domain/money.ts";
import { budgetOverview, setBudget } from "~/models/budget.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Maintenance budget | Bosun" }];

function yearOf(request: Request) {
  const thisYear = Number(sydneyDateKey(getNow(request)).slice(0, 4));
  const asked = Number(new URL(request.url).searchParams.get("year"));
  return Number.isInteger(asked) && asked >= thisYear - 5 && asked <= thisYear + 1 ? asked : thisYear;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  const year = yearOf(request);
  const thisYear = Number(sydneyDateKey(getNow(request)).slice(0, 4));
  return json({ ...(await budgetOverview(user, year, getNow(request))), thisYear });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "owner");
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: budgetSchema });
  const key = String(formData.get("vesselKey") ?? "");
  if (submission.status !== "success") return json({ key, result: submission.reply() }, { status: 400 });
  const { vesselKey, year, amount } = submission.value;
  const ok = await setBudget(ctx.user, vesselKey, year, parseDollarsToCents(amount)!);
  if (!ok)
    return json({ key, result: submission.reply({ formErrors: ["Choose one of your vessels"] }) }, { status: 400 });
  await recordAudit(request, {
    action: "budget.set",
    actorId: ctx.audit.actorId,
    subjectUserId: ctx.user.id,
    details: { vesselKey, year, amount },
  });
  return redirectWithToast(`/owner/budget?year=${year}`, { type: "success", title: `Budget for ${year} saved` });
}

const STATUS_TEXT: Record<BudgetSummary["status"], string> = {
  none: "No budget set",
  under: "Within budget",
  near: "Close to budget",
  over: "Forecast over budget",
};
const STATUS_CLASS: Record<BudgetSummary["status"], string> = {
  none: "bg-surface text-secondary",
  under: "bg-emerald-100 text-emerald-900",
  near: "bg-amber-100 text-amber-900",
  over: "bg-danger/10 text-danger",
};

function BudgetChart({ s, label }: { s: BudgetSummary; label: string }) {
  return (
    <figure className="mt-3">
      <div
        className="relative h-6 w-full overflow-hidden rounded-full bg-surface"
        role="img"
        aria-label={`${label}: spent ${formatCents(s.spentCents)}, committed ${formatCents(s.committedCents)}, forecast ${formatCents(s.forecastCents)}${s.budgetCents !== null ? ` of a ${formatCents(s.budgetCents)} budget` : ""}`}
      >
        <div className="flex h-full">
          <div className="h-full bg-primary" style={{ width: `${s.bars.spent}%` }} />
          <div className="h-full bg-accent" style={{ width: `${s.bars.committed}%` }} />
          <div
            className="h-full bg-[repeating-linear-gradient(45deg,rgb(var(--color-accent)/0.35)_0_6px,rgb(var(--color-accent)/0.15)_6px_12px)]"
            style={{ width: `${s.bars.forecast}%` }}
          />
        </div>
        {s.bars.budget !== null ? (
          <div
            className="absolute inset-y-0 w-0.5 bg-secondary"
            style={{ left: `calc(${s.bars.budget}% - 1px)` }}
            aria-hidden
          />
        ) : null}
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
        <span>
          <span className="mr-1 inline-block h-2.5 w-2.5 rounded-sm bg-primary align-middle" />
          Spent {formatCents(s.spentCents)}
        </span>
        <span>
          <span className="mr-1 inline-block h-2.5 w-2.5 rounded-sm bg-accent align-middle" />
          Committed {formatCents(s.committedCents)}
        </span>
        <span>
          <span className="mr-1 inline-block h-2.5 w-2.5 rounded-sm bg-accent/30 align-middle" />
          Forecast {formatCents(s.forecastCents)}
        </span>
        {s.budgetCents !== null ? (
          <span>
            <span className="mr-1 inline-block h-2.5 w-0.5 bg-secondary align-middle" />
            Budget {formatCents(s.budgetCents)}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

function BudgetForm({ vesselKey, year, current }: { vesselKey: string; year: number; current: number | null }) {
  const data = useActionData<typeof action>();
  const mine = data?.key === vesselKey ? data.result : undefined;
  const errors = mine?.error?.amount ?? mine?.error?.[""];
  const id = `amount-${vesselKey}`;
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
      <input type="hidden" name="vesselKey" value={vesselKey} />
      <input type="hidden" name="year" value={year} />
      <div>
        <label htmlFor={id} className="field-label">
          Budget for {year} ($)
        </label>
        <input
          id={id}
          name="amount"
          inputMode="decimal"
          defaultValue={
            (mine?.initialValue?.amount as string | undefined) ?? (current !== null ? centsToInput(current) : "")
          }
          placeholder="e.g. 12,000"
          aria-invalid={errors ? true : undefined}
          className="field-input w-40"
        />
      </div>
      <StatusButton pendingText="Saving..." className="btn-secondary">
        Save
      </StatusButton>
      <ErrorList errors={errors} />
    </Form>
  );
}

export default function Budget() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={`Maintenance budget ${d.year}`}
        description="Spent and committed with us, plus the maintenance falling due this year at catalogue prices."
        actions={
          <>
            <Link to={`/owner/budget?year=${d.year - 1}`} className="btn-secondary">
              ← {d.year - 1}
            </Link>
            {d.year < d.thisYear + 1 ? (
              <Link to={`/owner/budget?year=${d.year + 1}`} className="btn-secondary">
                {d.year + 1} →
              </Link>
            ) : null}
          </>
        }
      />
      <section className="card" aria-labelledby="fleet">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="fleet" className="text-lg font-bold">
            All vessels
          </h2>
          <span className={`badge ${STATUS_CLASS[d.fleet.status]}`}>{STATUS_TEXT[d.fleet.status]}</span>
        </div>
        <p className="mt-1 text-sm">
          Projected {formatCents(d.fleet.projectedCents)}
          {d.fleet.remainingCents !== null
            ? d.fleet.remainingCents < 0
              ? ` — ${formatCents(-d.fleet.remainingCents)} over the budget`
              : ` — ${formatCents(d.fleet.remainingCents)} left`
            : ""}
        </p>
        <BudgetChart s={d.fleet} label="All vessels" />
        <BudgetForm vesselKey={ALL_VESSELS} year={d.year} current={d.fleet.budgetCents} />
      </section>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {d.rows.map((r) => (
          <section key={r.key} className="card" aria-labelledby={`b-${r.key}`} data-testid="budget-vessel">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`b-${r.key}`} className="text-lg font-bold">
                {r.name}
              </h2>
              <span className={`badge ${STATUS_CLASS[r.status]}`}>{STATUS_TEXT[r.status]}</span>
            </div>
            {r.status === "over" ? (
              <p className="mt-2 rounded-theme bg-danger/10 p-2 text-sm text-danger" role="alert">
                The forecast is {formatCents(-(r.remainingCents ?? 0))} over this boat&apos;s budget.
              </p>
            ) : null}
            <BudgetChart s={r} label={r.name} />
            {r.forecastLines.length ? (
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer font-semibold text-primary">What the forecast includes</summary>
                <ul className="mt-1 space-y-0.5">
                  {r.forecastLines.map((l) => (
                    <li key={l.serviceType} className="flex justify-between gap-2">
                      <span>{l.serviceName}</span>
                      <span>{formatCents(l.cents)}</span>
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
            <BudgetForm vesselKey={r.key} year={d.year} current={r.budgetCents} />
          </section>
        ))}
      </div>
      {d.rows.length === 0 ? (
        <p className="mt-4 text-sm">
          <Link to="/owner/add-vessel">Add a vessel</Link> to budget for her maintenance.
        </p>
      ) : null}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
