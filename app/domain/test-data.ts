// The test job set of spec §9 for /admin/test-data-manager: built by a pure function with an injectable
// random source, so tests pin it. Every job carries the marker in its description and source 'test_data'.
import { sydneyDateKey, sydneyWallTimeToUtc } from "./dates.ts";
import type { JobPriority, JobStatus } from "./job-lifecycle.ts";

export const TEST_DATA_MARKER = "[TEST_DATA_DELETE_BEFORE_LIVE]";
export const TEST_DATA_SOURCE = "test_data";

/** Spec §9: counts per status (23 jobs). */
export const TEST_DATA_STATUS_COUNTS: Readonly<Record<JobStatus, number>> = {
  quote_requested: 4,
  quote_sent: 2,
  quote_accepted: 2,
  job_scheduled: 2,
  job_dispatched: 2,
  in_progress: 3,
  awaiting_approval: 2,
  completed: 2,
  invoiced: 2,
  paid: 2,
};

export const TEST_DATA_TOTAL = Object.values(TEST_DATA_STATUS_COUNTS).reduce((a, b) => a + b, 0);

/** Spec §3 "service catalogue sample": name, description, category, basePrice (dollars), duration (hours). */
export const TEST_SERVICE_SAMPLES = [
  {
    name: "Full exterior detail",
    description: "Wash, decontaminate and wax topsides and superstructure",
    category: "marine_detailing",
    basePrice: 480,
    durationHours: 4,
  },
  {
    name: "Interior valet",
    description: "Saloon, cabins and heads deep clean with upholstery care",
    category: "marine_detailing",
    basePrice: 380,
    durationHours: 3,
  },
  {
    name: "Cut and polish",
    description: "Machine cut and polish of gelcoat to remove oxidation",
    category: "marine_detailing",
    basePrice: 1450,
    durationHours: 8,
  },
  {
    name: "Engine service",
    description: "Oil, filters, impellers and belts on inboard diesels",
    category: "maintenance",
    basePrice: 950,
    durationHours: 5,
  },
  {
    name: "Antifoul and hull prep",
    description: "Slip, pressure wash, sand and two coats of antifoul",
    category: "maintenance",
    basePrice: 2500,
    durationHours: 8,
  },
  {
    name: "Teak deck restoration",
    description: "Clean, brighten and seal teak decks and trim",
    category: "maintenance",
    basePrice: 1800,
    durationHours: 7,
  },
  {
    name: "Pre-purchase inspection",
    description: "Hull, deck, rig and systems survey with written report",
    category: "inspection",
    basePrice: 650,
    durationHours: 3,
  },
  {
    name: "Hull dive inspection",
    description: "Underwater check of hull, running gear and anodes with photos",
    category: "inspection",
    basePrice: 280,
    durationHours: 2,
  },
  {
    name: "Emergency bilge pump call-out",
    description: "After-hours attendance for a failed bilge pump",
    category: "emergency",
    basePrice: 420,
    durationHours: 2,
  },
  {
    name: "Emergency electrical fault",
    description: "Diagnose and make safe a 12/24 V or shore power fault",
    category: "emergency",
    basePrice: 560,
    durationHours: 3,
  },
] as const;

const CONTACTS = [
  ["Hannah Whitlock", "0412 555 201"],
  ["Marcus Delaney", "0413 555 318"],
  ["Priya Raman", "0414 555 742"],
  ["Tom Gallagher", "0415 555 109"],
  ["Sofia Marchetti", "0416 555 630"],
  ["Liam O'Connor", "0417 555 884"],
  ["Grace Nguyen", "0418 555 457"],
  ["Oliver Brandt", "0419 555 273"],
] as const;

const VESSELS = [
  { name: "Sea Breeze", type: "motor_yacht", lengthMetres: 12.5, year: 2014 },
  { name: "Wind Dancer", type: "sailing_yacht", lengthMetres: 10.9, year: 2008 },
  { name: "Harbour Light", type: "catamaran", lengthMetres: 13.4, year: 2019 },
  { name: "Kookaburra", type: "runabout", lengthMetres: 6.2, year: 2021 },
  { name: "Southerly Buster", type: "sailing_yacht", lengthMetres: 14.0, year: 2003 },
  { name: "Pittwater Star", type: "motor_yacht", lengthMetres: 16.8, year: 2017 },
] as const;

const LOCATIONS = [
  { marina: "d'Albora Marinas Rushcutters Bay", address: "New Beach Rd, Darling Point NSW 2027", accessType: "marina" },
  { marina: "Birkenhead Point Marina", address: "Roseby St, Drummoyne NSW 2047", accessType: "marina" },
  { marina: "Middle Harbour Yacht Club", address: "Lower Spit Rd, Mosman NSW 2088", accessType: "yacht_club" },
  { marina: "Royal Prince Alfred Yacht Club", address: "Mitala St, Newport NSW 2106", accessType: "yacht_club" },
  { marina: "The Spit Marina", address: "Spit Rd, Mosman NSW 2088", accessType: "marina" },
] as const;

export type RandomSource = () => number;

/** A deterministic random source for tests (mulberry32). */
export function seededRandom(seed: number): RandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [min, max]. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function pick<T>(random: RandomSource, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function shuffle<T>(random: RandomSource, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** About 20 % high and 20 % urgent (rounded), the rest normal, in random order. */
export function testPriorities(random: RandomSource, n: number): JobPriority[] {
  const high = Math.round(n * 0.2);
  const urgent = Math.round(n * 0.2);
  const list: JobPriority[] = [
    ...Array(high).fill("high"),
    ...Array(urgent).fill("urgent"),
    ...Array(n - high - urgent).fill("normal"),
  ];
  return shuffle(random, list);
}

export interface TestJobInput {
  title: string;
  description: string;
  status: JobStatus;
  priority: JobPriority;
  serviceCategory: string;
  customerContactName: string;
  customerContactEmail: string;
  customerContactPhone: string;
  vesselName: string;
  vesselType: string;
  vesselLengthMetres: number;
  vesselYear: number;
  locationAddress: string;
  locationMarina: string;
  locationAccessType: string;
  basePriceCents: number;
  /** Base price ± up to 100 dollars, ex GST. */
  subtotalCents: number;
  /** The service's typical duration (2–8 h). */
  serviceDurationHours: number;
  scheduledStartAt: Date | null;
  scheduledEndAt: Date | null;
  durationMinutes: number | null;
  completedAt: Date | null;
}

function dayOffsetKey(now: Date, days: number): string {
  return sydneyDateKey(new Date(now.getTime() + days * 86_400_000));
}

/** Which day (relative to today) a job in this stage is booked for. */
function scheduleDayOffset(random: RandomSource, status: JobStatus): number | null {
  switch (status) {
    case "job_scheduled":
    case "job_dispatched":
      return randomInt(random, 1, 14);
    case "in_progress":
      return 0;
    case "awaiting_approval":
    case "completed":
    case "invoiced":
    case "paid":
      return -randomInt(random, 1, 21);
    default:
      return null;
  }
}

/** The 23 jobs of spec §9, built from `random` and `now` only. */
export function buildTestJobs(random: RandomSource, now: Date): TestJobInput[] {
  const statuses = (Object.entries(TEST_DATA_STATUS_COUNTS) as [JobStatus, number][]).flatMap(([s, n]) =>
    Array<JobStatus>(n).fill(s),
  );
  const priorities = testPriorities(random, statuses.length);
  return statuses.map((status, index) => {
    const service = pick(random, TEST_SERVICE_SAMPLES);
    const [contactName, phone] = pick(random, CONTACTS);
    const vessel = pick(random, VESSELS);
    const location = pick(random, LOCATIONS);
    const basePriceCents = service.basePrice * 100;
    const subtotalCents = basePriceCents + randomInt(random, -100, 100) * 100;
    const dayOffset = scheduleDayOffset(random, status);
    let scheduledStartAt: Date | null = null;
    let scheduledEndAt: Date | null = null;
    let durationMinutes: number | null = null;
    if (dayOffset !== null) {
      const startHour = randomInt(random, 8, 11);
      const lengthHours = randomInt(random, 2, 5);
      const key = dayOffsetKey(now, dayOffset);
      scheduledStartAt = sydneyWallTimeToUtc(key, `${String(startHour).padStart(2, "0")}:00`);
      scheduledEndAt = new Date(scheduledStartAt.getTime() + lengthHours * 3_600_000);
      durationMinutes = lengthHours * 60;
    }
    const finished = status === "completed" || status === "invoiced" || status === "paid";
    const slug = contactName.toLowerCase().replace(/[^a-z]+/g, ".");
    return {
      title: `${service.name} — ${vessel.name}`,
      description: `${TEST_DATA_MARKER} ${service.description}. Test job ${index + 1} of ${statuses.length}.`,
      status,
      priority: priorities[index]!,
      serviceCategory: service.category,
      customerContactName: contactName,
      customerContactEmail: `${slug}@example.test`,
      customerContactPhone: phone,
      vesselName: vessel.name,
      vesselType: vessel.type,
      vesselLengthMetres: vessel.lengthMetres,
      vesselYear: vessel.year,
      locationAddress: location.address,
      locationMarina: location.marina,
      locationAccessType: location.accessType,
      basePriceCents,
      subtotalCents,
      serviceDurationHours: service.durationHours,
      scheduledStartAt,
      scheduledEndAt,
      durationMinutes,
      completedAt: finished && scheduledEndAt ? scheduledEndAt : null,
    };
  });
}
