// A yearly maintenance budget against what is spent, committed and forecast (issue 13). Pure arithmetic in cents.
import { z } from "zod";
import { moneyField } from "./form-fields.ts";

/** Warn once the projection passes this share of the budget. */
export const BUDGET_WARN_SHARE = 0.9;
export const ALL_VESSELS = "all";

export interface BudgetFigures {
  budgetCents: number | null;
  spentCents: number;
  committedCents: number;
  forecastCents: number;
}

export type BudgetStatus = "none" | "under" | "near" | "over";

export interface BudgetSummary extends BudgetFigures {
  projectedCents: number;
  /** Budget less the projection; negative when over. */
  remainingCents: number | null;
  status: BudgetStatus;
  /** Bar widths in percent of the larger of the budget and the projection (for the server-rendered chart). */
  bars: { spent: number; committed: number; forecast: number; budget: number | null };
}

export function summarizeBudget(f: BudgetFigures): BudgetSummary {
  const projectedCents = f.spentCents + f.committedCents + f.forecastCents;
  const scale = Math.max(projectedCents, f.budgetCents ?? 0, 1);
  const pct = (n: number) => Math.round((n / scale) * 1000) / 10;
  let status: BudgetStatus = "none";
  if (f.budgetCents !== null) {
    status =
      projectedCents > f.budgetCents ? "over" : projectedCents >= f.budgetCents * BUDGET_WARN_SHARE ? "near" : "under";
  }
  return {
    ...f,
    projectedCents,
    remainingCents: f.budgetCents === null ? null : f.budgetCents - projectedCents,
    status,
    bars: {
      spent: pct(f.spentCents),
      committed: pct(f.committedCents),
      forecast: pct(f.forecastCents),
      budget: f.budgetCents === null ? null : pct(f.budgetCents),
    },
  };
}

/** Adds up several vessels' figures (the fleet line). */
export function addFigures(list: readonly Omit<BudgetFigures, "budgetCents">[]): Omit<BudgetFigures, "budgetCents"> {
  return list.reduce(
    (a, b) => ({
      spentCents: a.spentCents + b.spentCents,
      committedCents: a.committedCents + b.committedCents,
      forecastCents: a.forecastCents + b.forecastCents,
    }),
    { spentCents: 0, committedCents: 0, forecastCents: 0 },
  );
}

export const budgetSchema = z.object({
  vesselKey: z.string().min(1).max(40),
  year: z.number().int().min(2000).max(2100),
  amount: moneyField("budget", { example: "12,000" }),
});
