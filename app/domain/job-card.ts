// The field job card's rules (issue 16, ADR 160): the checklist per service type, hull-dive records, what "work
// complete" needs, and the one schema every job-card post is read with. Pure.
import { z } from "zod";
import { SERVICE_TYPES, type ServiceType } from "./service-types.ts";
import { TIME_ACTIONS } from "./field-time.ts";

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

/** Bosun's defaults; the office may replace a type's list at /admin/job-card-integration. */
export const DEFAULT_CHECKLISTS: Record<ChecklistType, readonly string[]> = {
  external_clean: [
    "Walk-around: note existing damage",
    "Fresh-water rinse topsides and deck",
    "Wash with pH-neutral soap",
    "Clean glass and clears",
    "Rinse and chamois dry",
  ],
  internal_clean: [
    "Note existing damage",
    "Vacuum cabins and upholstery",
    "Clean galley and heads",
    "Wipe surfaces and hatches",
    "Air out and lock up",
  ],
  vessel_polish: [
    "Wash and dry before polishing",
    "Test patch for oxidation",
    "Machine polish topsides",
    "Apply wax or sealant",
    "Clean residue from fittings",
  ],
  engine_room_clean: [
    "Isolate batteries and engines",
    "Degrease bilge and engine beds",
    "Check for oil, fuel or coolant leaks",
    "Wipe down engines",
    "Bilge pump test",
  ],
  antifoul_application: [
    "Vessel secured on hardstand",
    "Pressure wash and inspect hull",
    "Sand and prepare surface",
    "Mask waterline",
    "Apply antifoul coats",
    "Replace anodes",
  ],
  hull_inspection: [
    "Dive flag up and tender/buddy briefed",
    "Record fouling level before cleaning",
    "Inspect running gear and props",
    "Check anodes and through-hulls",
    "Clean hull and niche areas",
  ],
  delivery_service: [
    "Pre-departure checks (fuel, oil, safety gear)",
    "Log departure time and engine hours",
    "Log arrival time and engine hours",
    "Secure vessel at destination",
  ],
  general: ["Check in with the customer", "Do the work on the job sheet", "Tidy up and take rubbish"],
};

export const MAX_CHECKLIST_ITEMS = 30;

export interface ChecklistItem {
  key: string;
  label: string;
  serviceType: ChecklistType;
}

/** A stable key for a checklist line: the same label ticks the same line even if the list is reordered. */
export function checklistKey(serviceType: ChecklistType, label: string): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `${serviceType}:${slug}`;
}

const INFER: [RegExp, ServiceType][] = [
  [/\b(hull dive|dive|hull clean|hull inspection|in-water)\b/i, "hull_inspection"],
  [/antifoul/i, "antifoul_application"],
  [/polish|cut and polish|wax/i, "vessel_polish"],
  [/engine room|engine bay|bilge/i, "engine_room_clean"],
  [/interior|internal|cabin/i, "internal_clean"],
  [/deliver/i, "delivery_service"],
  [/wash|external|deck|teak/i, "external_clean"],
];

export function isServiceType(v: string): v is ServiceType {
  return (SERVICE_TYPES as readonly string[]).includes(v);
}

/** The service types a job's items call for: the catalogue type when a line has one, else guessed from its name. */
export function jobChecklistTypes(items: readonly { serviceType: string | null; name: string }[]): ChecklistType[] {
  const types: ChecklistType[] = [];
  for (const item of items) {
    const t =
      item.serviceType && isServiceType(item.serviceType)
        ? item.serviceType
        : (INFER.find(([re]) => re.test(item.name))?.[1] ?? null);
    if (t && !types.includes(t)) types.push(t);
  }
  return types.length ? types : ["general"];
}

/** The job's checklist: for each type, the office's list if it set one, else the default. */
export function buildChecklist(
  types: readonly ChecklistType[],
  configured: Partial<Record<ChecklistType, readonly string[]>> = {},
): ChecklistItem[] {
  const seen = new Set<string>();
  const out: ChecklistItem[] = [];
  for (const t of types) {
    const labels = configured[t]?.length ? configured[t]! : DEFAULT_CHECKLISTS[t];
    for (const label of labels) {
      const key = checklistKey(t, label);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ key, label, serviceType: t });
    }
  }
  return out.slice(0, MAX_CHECKLIST_ITEMS * 3);
}

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

// ───────────── what "work complete" needs ─────────────

export interface CompletionInput {
  checklist: readonly ChecklistItem[];
  tickedKeys: ReadonlySet<string>;
  isDive: boolean;
  foulingLevel: number | null;
  cleaningMethod: string | null;
  signOffName: string | null;
}

/** What is still missing before the job can be handed in; empty: ready. */
export function completionGaps(input: CompletionInput): string[] {
  const gaps: string[] = [];
  const open = input.checklist.filter((i) => !input.tickedKeys.has(i.key));
  if (open.length) gaps.push(`${open.length} checklist item${open.length === 1 ? "" : "s"} not ticked`);
  if (input.isDive && (input.foulingLevel === null || !input.cleaningMethod)) {
    gaps.push("Hull dive: record the fouling level and the cleaning method");
  }
  if (!input.signOffName?.trim()) gaps.push("Customer sign-off");
  return gaps;
}

/** Jobs a worker may still record work on. */
export const WORKABLE_STATUSES = ["job_scheduled", "job_dispatched", "in_progress"] as const;

// ───────────── the one post schema ─────────────

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

const key = z
  .string({ required_error: "Missing submission key — reload the page" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,80}$/, "Bad submission key — reload the page");
const at = z.string().max(40).optional();

export const jobCardPostSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("time"), key, at, action: z.enum(TIME_ACTIONS) }),
  z.object({
    intent: z.literal("tick"),
    key,
    at,
    itemKey: z.string().trim().min(1).max(120),
    done: z.enum(["1", "0"]),
  }),
  z.object({
    intent: z.literal("note"),
    key,
    at,
    note: z
      .string({ required_error: "Write the note" })
      .trim()
      .min(2, "Write the note")
      .max(2000, "Keep the note under 2,000 characters"),
  }),
  z.object({
    intent: z.literal("material"),
    key,
    at,
    name: z
      .string({ required_error: "Say what material" })
      .trim()
      .min(2, "Say what material")
      .max(80, "Keep the name under 80 characters"),
    quantity: z
      .number({ required_error: "Enter a quantity", invalid_type_error: "Enter a number" })
      .positive("More than 0")
      .max(10_000, "At most 10,000"),
    unit: z.enum(MATERIAL_UNITS),
  }),
  z.object({
    intent: z.literal("dive"),
    key,
    at,
    foulingLevel: z
      .number({ required_error: "Choose the fouling level", invalid_type_error: "Choose the fouling level" })
      .int()
      .min(0)
      .max(5),
    cleaningMethod: z.enum(CLEANING_METHODS.map((m) => m.value) as [string, ...string[]], {
      errorMap: () => ({ message: "Choose the cleaning method" }),
    }),
  }),
  z.object({
    intent: z.literal("signoff"),
    key,
    at,
    signOffName: z
      .string({ required_error: "The customer types their name" })
      .trim()
      .min(2, "The customer types their name")
      .max(120, "Keep it under 120 characters"),
  }),
  z.object({ intent: z.literal("complete"), key, at }),
]);
export type JobCardPost = z.infer<typeof jobCardPostSchema>;
export type JobCardIntent = JobCardPost["intent"];
