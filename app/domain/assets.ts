// Company equipment (issue 16): kinds, when service is due, and the forms. Pure.
import { z } from "zod";
import { requiredText } from "./form-fields.ts";
import { daysBetween } from "./dates.ts";
import { labelledValues } from "./labelled-values.ts";

export const ASSET_KIND_LABELS = {
  pump: "Pump",
  polisher: "Polisher",
  dive_gear: "Dive gear",
  tender: "Tender",
  vehicle: "Vehicle",
  tool: "Tool",
  other: "Other",
};
export const ASSET_KINDS = labelledValues(ASSET_KIND_LABELS);
export type AssetKind = (typeof ASSET_KINDS)[number];

export type ServiceDue = "overdue" | "due_soon" | "ok" | "unknown";
export const SERVICE_DUE_SOON_DAYS = 14;

/** Whether an asset's service is overdue, due within two weeks, fine, or has no date. */
export function serviceDueState(serviceDueOn: string | null | undefined, today: string): ServiceDue {
  if (!serviceDueOn) return "unknown";
  const days = daysBetween(today, serviceDueOn);
  if (days < 0) return "overdue";
  if (days <= SERVICE_DUE_SOON_DAYS) return "due_soon";
  return "ok";
}

const dateKey = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date")
  .optional();

export const assetSchema = z.object({
  intent: z.literal("create"),
  name: requiredText("Name the equipment", { min: 2, max: 80, tooLong: "Keep it under 80 characters" }),
  kind: z.enum(ASSET_KINDS),
  serial: z.string().trim().max(80, "Keep it under 80 characters").optional(),
  holderId: z.string().max(40).optional(),
  serviceDueOn: dateKey,
});

export const assignAssetSchema = z.object({
  intent: z.literal("assign"),
  assetId: z.string().min(1).max(40),
  holderId: z.string().max(40).optional(),
  serviceDueOn: dateKey,
});

export const resolveFaultSchema = z.object({ intent: z.literal("resolve"), faultId: z.string().min(1).max(40) });

export const adminAssetSchema = z.discriminatedUnion("intent", [assetSchema, assignAssetSchema, resolveFaultSchema]);

export const faultSchema = z.object({
  assetId: z.string().min(1).max(40),
  description: requiredText("Say what is wrong", {
    min: 5,
    max: 1000,
    tooShort: "Say what is wrong (at least 5 characters)",
    tooLong: "Keep it under 1,000 characters",
  }),
});
