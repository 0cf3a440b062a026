// The field job card's rules (issue 16, ADR 160): the checklist per service type, hull-dive records, what "work
// complete" needs, and the one schema every job-card post is read with. Pure.
import { z } from "zod";
import { requiredText } from "./form-fields.ts";
import { SERVICE_TYPES, type ServiceType } from "./service-types.ts";
import { sniffType } from "./documents.ts";
import { TIME_ACTIONS } from "./field-time.ts";
import {
  type ChecklistType,
  CHECKLIST_TYPES,
  CLEANING_METHODS,
  MATERIAL_UNITS,
  MAX_PHOTO_BYTES,
} from "./job-card-labels.ts";
import { isOneOf } from "./labelled-values.ts";

export {
  type ChecklistType,
  CHECKLIST_TYPES,
  CHECKLIST_TYPE_LABELS,
  FOULING_LEVELS,
  CLEANING_METHODS,
  foulingLabel,
  cleaningMethodLabel,
  MATERIAL_UNITS,
  COMMON_MATERIALS,
  PHOTO_KIND_LABELS,
  PHOTO_KINDS,
  type PhotoKind,
  MAX_PHOTOS_PER_JOB,
  MAX_PHOTO_BYTES,
} from "./job-card-labels.ts";

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
/** The drawn signature's largest PNG (a few strokes on a small canvas are far smaller); the form body cap is 128 KB. */
export const MAX_SIGNATURE_BYTES = 64 * 1024;

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

export const isServiceType = isOneOf(SERVICE_TYPES);

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
    note: requiredText("Write the note", { min: 2, max: 2000, tooLong: "Keep the note under 2,000 characters" }),
  }),
  z.object({
    intent: z.literal("material"),
    key,
    at,
    name: requiredText("Say what material", { min: 2, max: 80, tooLong: "Keep the name under 80 characters" }),
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
    signOffName: requiredText("The customer types their name", {
      min: 2,
      max: 120,
      tooLong: "Keep it under 120 characters",
    }),
    /** The drawn signature (a PNG data URL) when JavaScript ran; optional, the typed name is what counts. */
    signature: z
      .string()
      .max(Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4 + 40, "The drawn signature is too large — clear it and sign again")
      .optional()
      .transform((v) => v || null),
  }),
  z.object({ intent: z.literal("complete"), key, at }),
]);
export type JobCardPost = z.infer<typeof jobCardPostSchema>;
export type JobCardIntent = JobCardPost["intent"];

// ───────────── the office's checklists (/admin/job-card-integration) ─────────────

export const MIN_CHECKLIST_LABEL = 2;
export const MAX_CHECKLIST_LABEL = 120;

export const isChecklistType = isOneOf(CHECKLIST_TYPES);

export type ChecklistLines = { ok: true; labels: string[] } | { ok: false; message: string };

/**
 * The lines an office typed for a checklist, one per line: bullets and numbering ("- ", "• ", "3. ") are dropped,
 * blank lines ignored. Refused: none at all, more than MAX_CHECKLIST_ITEMS, a line too short or too long, and two
 * lines that would be the same tick box (the same key once punctuation and case are ignored).
 */
export function parseChecklistLines(text: string, serviceType: ChecklistType): ChecklistLines {
  const labels = text
    .split(/\r?\n/)
    .map((l) =>
      l
        .replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s+/, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((l) => l.length > 0);
  if (!labels.length) return { ok: false, message: "Write at least one line (or reset to Bosun's defaults)" };
  if (labels.length > MAX_CHECKLIST_ITEMS) {
    return { ok: false, message: `At most ${MAX_CHECKLIST_ITEMS} lines (you have ${labels.length})` };
  }
  const seen = new Map<string, number>();
  for (const [i, label] of labels.entries()) {
    if (label.length < MIN_CHECKLIST_LABEL) return { ok: false, message: `Line ${i + 1} is too short` };
    if (label.length > MAX_CHECKLIST_LABEL) {
      return { ok: false, message: `Line ${i + 1} is longer than ${MAX_CHECKLIST_LABEL} characters` };
    }
    const key = checklistKey(serviceType, label);
    if (key === `${serviceType}:`) return { ok: false, message: `Line ${i + 1} needs letters or numbers` };
    const before = seen.get(key);
    if (before !== undefined) return { ok: false, message: `Lines ${before + 1} and ${i + 1} are the same item` };
    seen.set(key, i);
  }
  return { ok: true, labels };
}

export const checklistTemplateSchema = z
  .object({
    intent: z.literal("save"),
    serviceType: z.enum(CHECKLIST_TYPES as [ChecklistType, ...ChecklistType[]], {
      errorMap: () => ({ message: "Choose a service type" }),
    }),
    lines: z
      .string({ required_error: "Write at least one line (or reset to Bosun's defaults)" })
      .max(MAX_CHECKLIST_ITEMS * (MAX_CHECKLIST_LABEL + 8), "That is far too long for a checklist"),
  })
  .superRefine((v, ctx) => {
    const parsed = parseChecklistLines(v.lines, v.serviceType);
    if (!parsed.ok) ctx.addIssue({ code: "custom", path: ["lines"], message: parsed.message });
  })
  .transform((v) => {
    const parsed = parseChecklistLines(v.lines, v.serviceType);
    return { serviceType: v.serviceType, labels: parsed.ok ? parsed.labels : [] };
  });

// ───────────── photos and the drawn signature ─────────────

/** The longest edge of the copy the page shows. */
export const DISPLAY_EDGE = 1280;
export type PhotoType = "image/jpeg" | "image/png" | "image/heic";

/** What a photo really is, from its bytes: JPEG, PNG or HEIC; null for anything else (a PDF, a renamed file). */
export function sniffPhoto(bytes: Uint8Array): PhotoType | null {
  const type = sniffType(bytes);
  return type === "image/jpeg" || type === "image/png" || type === "image/heic" ? type : null;
}

/** Why an uploaded photo is refused, or null. */
export function photoProblem(file: { size: number; bytes: Uint8Array } | null): string | null {
  if (!file || file.size === 0) return "Choose a photo";
  if (file.size > MAX_PHOTO_BYTES) {
    return `That photo is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_PHOTO_BYTES / 1024 / 1024} MB`;
  }
  if (!sniffPhoto(file.bytes)) return "That file is not a JPEG, PNG or HEIC photo, whatever its name";
  return null;
}

const SIGNATURE_PREFIX = "data:image/png;base64,";

/** The PNG bytes of a drawn signature posted as a data URL; null when empty, not a PNG, or too large. */
export function decodeSignature(dataUrl: string | null | undefined): Uint8Array | null {
  if (!dataUrl || !dataUrl.startsWith(SIGNATURE_PREFIX)) return null;
  const b64 = dataUrl.slice(SIGNATURE_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64) || b64.length > Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4) return null;
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return sniffType(bytes) === "image/png" ? bytes : null;
}
