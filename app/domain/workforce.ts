// Workforce and dispatch rules (issue 15, ADR 150): a worker's skills, hours, leave and credentials, and the one
// decision of who may do which job when. Pure: the caller loads the worker, the job, the worker's other jobs and
// the haul-outs, and passes `today`; times are Sydney wall-clock times on a Sydney date, instants are UTC.
import { z } from "zod";
import { addDays, sydneyDateKey, sydneyWallTimeToUtc } from "./dates.ts";
import { dayOfWeek, formatServiceDate, hoursOn, isDateKey, minutesOf, type BookingHours } from "./booking.ts";
import { SERVICE_CATEGORIES, isServiceType, serviceTypeDefinition, type ServiceCategory } from "./service-types.ts";
import { dateField, requiredText, timeField } from "./form-fields.ts";
import { isValidAbn } from "./invoice.ts";
import { labelledValues, isOneOf } from "./labelled-values.ts";

// ───────────── skills and hours ─────────────

export const SKILL_LABELS: Record<ServiceCategory, string> = {
  cleaning: "Cleaning",
  maintenance: "Maintenance",
  inspection: "Inspection",
  delivery: "Delivery",
};

export const isSkill = isOneOf(SERVICE_CATEGORIES);

/** Reads a stored JSON skills list; anything unknown is dropped. */
export function parseSkills(text: string | null | undefined): ServiceCategory[] {
  try {
    const value: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(value) ? [...new Set(value.filter(isSkill))] : [];
  } catch {
    return [];
  }
}

export interface DayHours {
  start: string;
  end: string;
}
/** Index = day of week (0 = Sunday); null: not worked. */
export type WeekHours = (DayHours | null)[];

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
/** Monday first, as rosters are read. */
export const ROSTER_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A new worker's week: Monday to Friday 07:00–15:30. */
export const DEFAULT_WEEK_HOURS: WeekHours = [
  null,
  { start: "07:00", end: "15:30" },
  { start: "07:00", end: "15:30" },
  { start: "07:00", end: "15:30" },
  { start: "07:00", end: "15:30" },
  { start: "07:00", end: "15:30" },
  null,
];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Reads stored working hours ({ "1": { start, end }, … }); malformed days are not worked. */
export function parseWeekHours(text: string | null | undefined): WeekHours {
  const week: WeekHours = [null, null, null, null, null, null, null];
  let value: unknown;
  try {
    value = JSON.parse(text ?? "{}");
  } catch {
    return week;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return week;
  for (let day = 0; day < 7; day++) {
    const h = (value as Record<string, unknown>)[String(day)] as Partial<DayHours> | undefined;
    if (h && typeof h.start === "string" && typeof h.end === "string" && TIME.test(h.start) && TIME.test(h.end)) {
      if (minutesOf(h.start) < minutesOf(h.end)) week[day] = { start: h.start, end: h.end };
    }
  }
  return week;
}

export function serializeWeekHours(week: WeekHours): string {
  const out: Record<string, DayHours> = {};
  week.forEach((h, day) => {
    if (h) out[String(day)] = { start: h.start, end: h.end };
  });
  return JSON.stringify(out);
}

export function formatWeekHours(week: WeekHours): string {
  const parts = ROSTER_ORDER.filter((d) => week[d]).map(
    (d) => `${WEEKDAY_NAMES[d].slice(0, 3)} ${week[d]!.start}–${week[d]!.end}`,
  );
  return parts.length ? parts.join(", ") : "No working hours set";
}

// ───────────── credentials ─────────────

export const CREDENTIAL_LABELS = {
  marine_licence: "Marine licence",
  coxswain: "Coxswain certificate",
  commercial_diver: "Commercial diver's certificate",
  electrical_licence: "Electrical licence",
  public_liability: "Public liability insurance",
  workers_compensation: "Workers compensation certificate of currency",
  swms: "Safe work method statement (SWMS)",
  other: "Other",
};
export const CREDENTIAL_TYPES = labelledValues(CREDENTIAL_LABELS);
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];

export function credentialLabel(type: string): string {
  return (CREDENTIAL_LABELS as Record<string, string>)[type] ?? type;
}

/**
 * What each service type requires of whoever does it (ADR 150). A hull inspection is a dive under the boat; a
 * delivery is driving someone else's vessel.
 */
export const REQUIRED_CREDENTIALS: Readonly<Record<string, readonly CredentialType[]>> = {
  hull_inspection: ["commercial_diver"],
  delivery_service: ["marine_licence"],
};

export function requiredCredentials(serviceTypes: readonly string[]): CredentialType[] {
  return [...new Set(serviceTypes.flatMap((t) => REQUIRED_CREDENTIALS[t] ?? []))];
}

/** How many days before expiry a credential is flagged and e-mailed about. */
export const CREDENTIAL_SOON_DAYS = 30;
export type CredentialState = "expired" | "expiring" | "valid";
export const CREDENTIAL_STATE_LABELS: Record<CredentialState, string> = {
  expired: "Expired",
  expiring: "Expires soon",
  valid: "Valid",
};

/** A credential is valid through the end of its expiry date (Sydney); flagged from 30 days before. */
export function credentialState(expiresOn: string | null, today: string): CredentialState {
  if (!expiresOn) return "valid";
  if (expiresOn < today) return "expired";
  if (expiresOn <= addDays(today, CREDENTIAL_SOON_DAYS)) return "expiring";
  return "valid";
}

export const CREDENTIAL_FILTERS = ["all", "expiring", "expired"] as const;
export type CredentialFilter = (typeof CREDENTIAL_FILTERS)[number];

export function credentialValidOn(c: { expiresOn: string | null }, dateKey: string): boolean {
  return !c.expiresOn || c.expiresOn >= dateKey;
}

// ───────────── business hours and clock helpers ─────────────

const wallFmt = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Australia/Sydney",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Sydney wall-clock time of an instant, "HH:MM". */
export function sydneyTimeOf(at: Date): string {
  return wallFmt.format(at);
}

/** Minutes since Sydney midnight of an instant on the given Sydney date (past midnight: more than 1440). */
function minutesOnDay(at: Date, dateKey: string): number {
  const key = sydneyDateKey(at);
  const days = key === dateKey ? 0 : key > dateKey ? 1 : -1;
  return days * 1440 + minutesOf(sydneyTimeOf(at));
}

export function businessHoursOn(dateKey: string, hours: BookingHours) {
  return hoursOn(dateKey, hours);
}

/** Start and end instants of a job at a Sydney wall-clock time, correct on a daylight-saving day. */
export function slotOf(dateKey: string, start: string, durationMinutes: number) {
  const startAt = sydneyWallTimeToUtc(dateKey, start);
  return { startAt, endAt: new Date(startAt.getTime() + durationMinutes * 60_000) };
}

// ───────────── who may do which job when ─────────────

/** What a job's service types ask of the worker and the day: skills, a haul-out, fair weather. */
export function jobNeeds(serviceTypes: readonly string[], serviceCategory: string | null) {
  const defs = serviceTypes.filter(isServiceType).map(serviceTypeDefinition);
  const categories = new Set<string>(defs.map((d) => d.category));
  if (serviceCategory && isSkill(serviceCategory)) categories.add(serviceCategory);
  return {
    categories: [...categories],
    needsHaulOut: defs.some((d) => d.requiresVesselOutOfWater),
    weatherDependent: defs.some((d) => d.weatherDependent),
  };
}

export type RefusalCode =
  | "business_hours"
  | "worker_hours"
  | "on_leave"
  | "missing_skill"
  | "missing_credential"
  | "expired_credential"
  | "double_booked"
  | "no_haul_out"
  | "not_dispatchable";

export interface AssignmentProblem {
  code: RefusalCode;
  message: string;
}

export interface AssignmentJob {
  id: string;
  /** The service categories the job needs (from its lines' service types and its recorded category). */
  categories: readonly string[];
  /** The service types of its lines (credentials and haul-out needs come from them). */
  serviceTypes: readonly string[];
  needsHaulOut: boolean;
  weatherDependent: boolean;
}

export interface AssignmentWorker {
  name: string;
  dispatchable: boolean;
  skills: readonly string[];
  week: WeekHours;
  leave: readonly { startsOn: string; endsOn: string }[];
  credentials: readonly { type: string; expiresOn: string | null }[];
  /** The worker's other scheduled jobs (this job excluded). */
  bookings: readonly { number: number; startAt: Date; endAt: Date }[];
}

export interface AssignmentCheck {
  ok: boolean;
  refusals: AssignmentProblem[];
  warnings: string[];
}

const fmtMinutes = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/**
 * Whether `worker` may do `job` on the Sydney date `dateKey` from `start` for `durationMinutes`. Every reason is
 * listed, so the office sees all it has to fix at once. Weather-dependent work is a warning, never a refusal.
 */
export function checkAssignment(input: {
  job: AssignmentJob;
  worker: AssignmentWorker;
  dateKey: string;
  start: string;
  durationMinutes: number;
  haulOuts: readonly { status: string; outOn: string; backInOn: string }[];
  /** The business's hours and closed dates (/admin/settings). */
  businessHours: BookingHours;
}): AssignmentCheck {
  const { job, worker, dateKey, start, durationMinutes } = input;
  const refusals: AssignmentProblem[] = [];
  const warnings: string[] = [];
  const from = minutesOf(start);
  const to = from + durationMinutes;

  if (!worker.dispatchable) {
    refusals.push({ code: "not_dispatchable", message: `${worker.name} is not set up for field work.` });
  }

  const open = businessHoursOn(dateKey, input.businessHours);
  if (!open) {
    const closedOn = input.businessHours.closedDates.includes(dateKey)
      ? formatServiceDate(dateKey)
      : `${WEEKDAY_NAMES[dayOfWeek(dateKey)]}s`;
    refusals.push({ code: "business_hours", message: `The business is closed on ${closedOn}.` });
  } else if (from < minutesOf(open.open) || to > minutesOf(open.close)) {
    refusals.push({
      code: "business_hours",
      message: `Outside business hours: ${fmtMinutes(from)}–${fmtMinutes(to)} is not within ${open.open}–${open.close} on a ${WEEKDAY_NAMES[dayOfWeek(dateKey)]}.`,
    });
  }

  const hours = worker.week[dayOfWeek(dateKey)];
  if (!hours) {
    refusals.push({
      code: "worker_hours",
      message: `${worker.name} does not work on ${WEEKDAY_NAMES[dayOfWeek(dateKey)]}s.`,
    });
  } else if (from < minutesOf(hours.start) || to > minutesOf(hours.end)) {
    refusals.push({
      code: "worker_hours",
      message: `Outside ${worker.name}'s hours (${hours.start}–${hours.end}).`,
    });
  }

  const leave = worker.leave.find((l) => l.startsOn <= dateKey && dateKey <= l.endsOn);
  if (leave) {
    refusals.push({
      code: "on_leave",
      message: `${worker.name} is on leave from ${leave.startsOn} to ${leave.endsOn}.`,
    });
  }

  const missing = job.categories.filter((c) => isSkill(c) && !worker.skills.includes(c)) as ServiceCategory[];
  if (missing.length) {
    refusals.push({
      code: "missing_skill",
      message: `${worker.name} is not skilled for ${missing.map((c) => SKILL_LABELS[c].toLowerCase()).join(" or ")} work.`,
    });
  }

  for (const type of requiredCredentials(job.serviceTypes)) {
    const held = worker.credentials.filter((c) => c.type === type);
    if (held.length === 0) {
      refusals.push({
        code: "missing_credential",
        message: `This work needs a ${credentialLabel(type).toLowerCase()}; ${worker.name} has none on file.`,
      });
    } else if (!held.some((c) => credentialValidOn(c, dateKey))) {
      refusals.push({
        code: "expired_credential",
        message: `${worker.name}'s ${credentialLabel(type).toLowerCase()} has expired by ${dateKey}.`,
      });
    }
  }

  const slot = isDateKey(dateKey) ? slotOf(dateKey, start, durationMinutes) : null;
  if (slot) {
    const clash = worker.bookings.find((b) => b.startAt < slot.endAt && slot.startAt < b.endAt);
    if (clash) {
      const s = minutesOnDay(clash.startAt, dateKey);
      const e = minutesOnDay(clash.endAt, dateKey);
      refusals.push({
        code: "double_booked",
        message: `Double-booked: ${worker.name} already has job #${clash.number} ${fmtMinutes(s)}–${fmtMinutes(e)}.`,
      });
    }
  }

  if (job.needsHaulOut) {
    const covered = input.haulOuts.some(
      (h) => ["confirmed", "vessel_out"].includes(h.status) && h.outOn <= dateKey && dateKey <= h.backInOn,
    );
    if (!covered) {
      refusals.push({
        code: "no_haul_out",
        message: "Out-of-water work needs a confirmed haul-out covering that day. Book one under Haul-outs first.",
      });
    }
  }

  if (job.weatherDependent) warnings.push("Weather-dependent work: check the forecast before the day.");
  return { ok: refusals.length === 0, refusals, warnings };
}

// ───────────── forms ─────────────

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || null);

export const staffProfileSchema = z
  .object({
    fullName: requiredText("Enter the name", { min: 2, max: 120 }),
    phone: optionalText(40),
    emergencyContact: optionalText(200),
    homeBase: optionalText(200),
    hourlyCost: z
      .string()
      .trim()
      .max(12)
      .optional()
      .refine((v) => !v || /^\d{1,4}(\.\d{1,2})?$/.test(v), "Enter the cost per hour in dollars, e.g. 45.50"),
    skills: z.array(z.enum(SERVICE_CATEGORIES)).max(SERVICE_CATEGORIES.length).default([]),
    dispatchable: z.boolean().default(false),
    days: z
      .array(
        z.object({
          works: z.boolean().default(false),
          start: timeField().optional(),
          end: timeField().optional(),
        }),
      )
      .max(7)
      .default([]),
  })
  .superRefine((v, ctx) => {
    v.days.forEach((d, i) => {
      if (!d.works) return;
      if (!d.start || !d.end) {
        ctx.addIssue({ code: "custom", path: ["days", i, "start"], message: "Enter start and end times" });
      } else if (minutesOf(d.start) >= minutesOf(d.end)) {
        ctx.addIssue({ code: "custom", path: ["days", i, "end"], message: "The end must be after the start" });
      }
    });
  });

/** The form's seven day rows (index = day of week) into stored hours. */
export function weekFromForm(days: readonly { works: boolean; start?: string; end?: string }[]): WeekHours {
  const week: WeekHours = [null, null, null, null, null, null, null];
  days.slice(0, 7).forEach((d, i) => {
    if (d.works && d.start && d.end) week[i] = { start: d.start, end: d.end };
  });
  return week;
}

export const leaveSchema = z
  .object({
    startsOn: dateField("Enter the first day of leave"),
    endsOn: dateField("Enter the last day of leave"),
    reason: optionalText(200),
  })
  .refine((v) => v.startsOn <= v.endsOn, { path: ["endsOn"], message: "The last day must not be before the first" });

export const credentialSchema = z.object({
  holder: z
    .string({ required_error: "Choose whose credential this is" })
    .regex(/^(user|sub):[\w-]{1,40}$/, "Choose whose credential this is"),
  type: z.enum(CREDENTIAL_TYPES, { errorMap: () => ({ message: "Choose the type" }) }),
  number: requiredText("Enter the number", { max: 60 }),
  issuer: requiredText("Enter the issuer", { min: 2, max: 120 }),
  expiresOn: dateField("Enter a valid expiry date").optional(),
  verified: z.boolean().default(false),
});

export const DISPATCH_DURATIONS = [30, 60, 90, 120, 180, 240, 300, 360, 480] as const;

export const assignSchema = z.object({
  jobId: z.string({ required_error: "Choose a job" }).min(1).max(40),
  staffId: z.string({ required_error: "Choose a worker" }).min(1, "Choose a worker").max(40),
  date: dateField("Choose the day"),
  start: timeField("Enter the start time like 09:00"),
  durationMinutes: z.coerce
    .number({ invalid_type_error: "Enter the duration in minutes" })
    .int("Enter whole minutes")
    .min(15, "At least 15 minutes")
    .max(720, "At most 12 hours"),
});

/** Days of the Monday-started week that holds dateKey. */
export function weekOf(dateKey: string): string[] {
  const back = (dayOfWeek(dateKey) + 6) % 7;
  const monday = addDays(dateKey, -back);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The calendar grid of a month: whole Monday-started weeks covering it. */
export function monthGrid(dateKey: string): string[][] {
  const first = `${dateKey.slice(0, 7)}-01`;
  const weeks: string[][] = [];
  let week = weekOf(first);
  while (week[0]!.slice(0, 7) <= dateKey.slice(0, 7) || week.some((d) => d.slice(0, 7) === dateKey.slice(0, 7))) {
    if (!week.some((d) => d.slice(0, 7) === dateKey.slice(0, 7))) break;
    weeks.push(week);
    week = weekOf(addDays(week[0]!, 7));
  }
  return weeks;
}

// ───────────── subcontractors ─────────────

export const subcontractorRecordSchema = z.object({
  name: requiredText("Enter the business name", { min: 2, max: 120 }),
  abn: z
    .string({ required_error: "Enter the ABN" })
    .trim()
    .max(20, "An ABN is 11 digits")
    .refine((v) => isValidAbn(v), "That ABN fails the ABN checksum: check the 11 digits"),
  gstRegistered: z.boolean().default(false),
  address: requiredText("Enter the address (the TPAR needs it)", { min: 5, max: 200 }),
  contactName: optionalText(120),
  email: z
    .string()
    .trim()
    .email("Enter a valid e-mail address")
    .max(200)
    .optional()
    .transform((v) => v || null),
  phone: optionalText(40),
  ratesNote: optionalText(500),
  active: z.boolean().default(false),
});

// ───────────── haul-outs (slipway and lift requests) ─────────────

export const HAUL_OUT_STATUS_LABELS = {
  requested: "Requested",
  confirmed: "Confirmed",
  vessel_out: "Vessel out of the water",
  back_in: "Back in the water",
  cancelled: "Cancelled",
};
export const HAUL_OUT_STATUSES = labelledValues(HAUL_OUT_STATUS_LABELS);
export type HaulOutStatus = (typeof HAUL_OUT_STATUSES)[number];
export const HAUL_OUT_METHODS = ["slipway", "travel_lift", "hardstand"] as const;
export const HAUL_OUT_METHOD_LABELS: Record<(typeof HAUL_OUT_METHODS)[number], string> = {
  slipway: "Slipway",
  travel_lift: "Travel lift",
  hardstand: "Hardstand",
};

/** The moves a haul-out may make: forward through the yard's steps, or cancelled before the boat comes out. */
export const HAUL_OUT_NEXT: Record<HaulOutStatus, readonly HaulOutStatus[]> = {
  requested: ["confirmed", "cancelled"],
  confirmed: ["vessel_out", "cancelled"],
  vessel_out: ["back_in"],
  back_in: [],
  cancelled: [],
};

export const HAUL_OUT_FILTERS = ["open", "all", ...HAUL_OUT_STATUSES] as const;

export function haulOutMoveProblem(from: string, to: string): string | null {
  const allowed = (HAUL_OUT_NEXT as Record<string, readonly string[]>)[from] ?? [];
  if (allowed.includes(to)) return null;
  return `A haul-out that is ${(HAUL_OUT_STATUS_LABELS as Record<string, string>)[from]?.toLowerCase() ?? from} cannot become ${(HAUL_OUT_STATUS_LABELS as Record<string, string>)[to]?.toLowerCase() ?? to}.`;
}

export function haulOutLabel(n: number) {
  return `SLR-${n}`;
}

/** Why a haul-out's dates cannot be, or null (checked on the server: an object-level refine blocks Conform's resubmit). */
export function haulOutDatesProblem(outOn: string, backInOn: string): string | null {
  return outOn <= backInOn ? null : "Back in must not be before out";
}

export const haulOutSchema = z.object({
  vesselName: requiredText("Enter the vessel", { max: 120 }),
  yard: requiredText("Enter the yard", { min: 2, max: 120 }),
  method: z.enum(HAUL_OUT_METHODS).default("slipway"),
  outOn: dateField("Enter the day the vessel comes out"),
  backInOn: dateField("Enter the day the vessel goes back in"),
  cost: z
    .string()
    .trim()
    .max(20)
    .optional()
    .refine((v) => !v || /^\d{1,6}(\.\d{1,2})?$/.test(v.replace(/,/g, "")), "Enter the cost in dollars, e.g. 850"),
  jobNumber: z.coerce
    .number({ invalid_type_error: "Enter the job number, e.g. 1042" })
    .int()
    .min(1)
    .max(99_999_999)
    .optional(),
  notes: optionalText(1000),
});

// ───────────── the daily credential-expiry check (ADR 151) ─────────────

/**
 * Whether the daily check should e-mail about a credential today: it expires within the next 30 days (today
 * included) and no e-mail went out yet for this expiry date. A renewed credential (new expiry) is reminded again.
 */
export function credentialReminderDue(
  credential: { expiresOn: string | null },
  today: string,
  remindedFor: readonly string[],
): boolean {
  const { expiresOn } = credential;
  if (!expiresOn || expiresOn < today || expiresOn > addDays(today, CREDENTIAL_SOON_DAYS)) return false;
  return !remindedFor.includes(expiresOn);
}

/** "expires today", "expires tomorrow", "expires in 12 days (on 2026-12-08)". */
export function credentialExpiryPhrase(expiresOn: string, today: string): string {
  const days = Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days <= 0) return "expires today";
  if (days === 1) return "expires tomorrow";
  return `expires in ${days} days (on ${expiresOn})`;
}

// ───────────── the customer's arrival window (ADR 151) ─────────────

/** The customer is told the worker arrives within this long of the scheduled start. */
export const ARRIVAL_WINDOW_MINUTES = 60;

/** From the scheduled start to an hour later (never past the job's end). */
export function arrivalWindow(startAt: Date, endAt: Date | null) {
  const latest = startAt.getTime() + ARRIVAL_WINDOW_MINUTES * 60_000;
  const end = endAt && endAt.getTime() > startAt.getTime() ? Math.min(latest, endAt.getTime()) : latest;
  return { start: startAt, end: new Date(end) };
}

/** How many waiting cards the dispatch board's unscheduled column shows at first, and how many more "Show more" adds. */
export const UNSCHEDULED_STEP = 20;
export const UNSCHEDULED_MAX = 200;

export interface UnscheduledQuery {
  /** A job number, or words in the customer's name or e-mail, the vessel or the title. */
  q: string;
  /** How many cards to show: a multiple of UNSCHEDULED_STEP, at most UNSCHEDULED_MAX. */
  shown: number;
}

/** The unscheduled column's search and length from the board's URL; bad input falls back to the defaults. */
export function unscheduledQuery(params: URLSearchParams): UnscheduledQuery {
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const raw = Number.parseInt(params.get("shown") ?? "", 10);
  const shown =
    Number.isFinite(raw) && raw > 0
      ? Math.min(Math.ceil(raw / UNSCHEDULED_STEP) * UNSCHEDULED_STEP, UNSCHEDULED_MAX)
      : UNSCHEDULED_STEP;
  return { q, shown };
}
