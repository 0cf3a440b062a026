// The job card's labels and limits, apart from its post schemas (domain/job-card.ts) so the pages that show a job
// card can use them without bundling Zod (ADR 030).
import { SERVICE_TYPES, type ServiceType } from "./service-types.ts";
import { labelledValues } from "./labelled-values.ts";

export type ChecklistType = ServiceType | "general";
export const CHECKLIST_TYPES: readonly ChecklistType[] = [...SERVICE_TYPES, "general"];

export const CHECKLIST_TYPE_LABELS: Record<ChecklistType, string> = {
  external_clean: "External clean",
  internal_clean: "Internal clean",
  vessel_polish: "Vessel polish",
  engine_room_clean: "Engine room clean",
  antifoul_application: "Antifoul application",
  hull_inspection: "Hull dive / inspection",
  delivery_service: "Delivery",
  general: "Any other job",
};

// ───────────── hull dives (Australian anti-fouling and in-water cleaning guidelines, 2015) ─────────────

/** The guidelines' fouling rank: 0 clean … 5 heavy macrofouling. */
export const FOULING_LEVELS = [
  { value: 0, label: "0 — No fouling" },
  { value: 1, label: "1 — Slime layer only" },
  { value: 2, label: "2 — Light macrofouling (1–5 % of surface)" },
  { value: 3, label: "3 — Considerable macrofouling (6–15 %)" },
  { value: 4, label: "4 — Extensive macrofouling (16–40 %)" },
  { value: 5, label: "5 — Very heavy macrofouling (41–100 %)" },
] as const;

export const CLEANING_METHODS = [
  { value: "soft_cloth", label: "Soft cloth / sponge (no capture needed)" },
  { value: "soft_brush", label: "Soft brush" },
  { value: "rotating_brush_capture", label: "Rotating brush with capture" },
  { value: "hand_scrape_capture", label: "Hand scraping with capture" },
  { value: "inspection_only", label: "Inspection only — not cleaned" },
] as const;

export function foulingLabel(level: number | null | undefined) {
  return FOULING_LEVELS.find((l) => l.value === level)?.label ?? null;
}
export function cleaningMethodLabel(method: string | null | undefined) {
  return CLEANING_METHODS.find((m) => m.value === method)?.label ?? null;
}

export const MATERIAL_UNITS = ["each", "L", "mL", "kg", "m", "hours"] as const;

/** Materials a worker picks from (free text allowed too). */
export const COMMON_MATERIALS = [
  "Boat soap",
  "Hull cleaner",
  "Teak cleaner",
  "Polish compound",
  "Wax",
  "Antifoul paint",
  "Zinc anode",
  "Engine degreaser",
  "Rags",
  "Sandpaper",
] as const;

// ───────────── photos ─────────────

export const PHOTO_KIND_LABELS = { before: "Before", after: "After" };
export const PHOTO_KINDS = labelledValues(PHOTO_KIND_LABELS);
export type PhotoKind = (typeof PHOTO_KINDS)[number];
export const MAX_PHOTOS_PER_JOB = 24;
/** A phone photo; the server keeps it as sent. */
export const MAX_PHOTO_BYTES = 12 * 1024 * 1024;

/** The label of a queued photo ("Before photo (IMG_0042.HEIC)"). */
export function photoLabel(kindLabel: string, fileName: string): string {
  const name = fileName.length > 40 ? `${fileName.slice(0, 37)}…` : fileName;
  return name ? `${kindLabel} photo (${name})` : `${kindLabel} photo`;
}
