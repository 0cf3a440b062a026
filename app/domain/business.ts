// Business facts of spec §9 shown on the public site and in the LocalBusiness JSON-LD.
// Contact details (phone, e-mail, location) are configuration (app/utils/env.server.ts), not constants.

export const OPENING_HOURS = [
  { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], label: "Mon–Fri", opens: "07:00", closes: "18:00" },
  { days: ["Saturday"], label: "Sat", opens: "08:00", closes: "16:00" },
] as const;

export const PRICE_RANGE = "$350-$750";
/** The §9 sample offers, AUD cents. */
export const SAMPLE_OFFERS_CENTS = [50_000, 35_000] as const;
export const SERVICE_RADIUS_KM = 50;
export const WIDER_SERVICE_RADIUS_KM = 100;
export const RATING = { value: 4.9, count: 127 } as const;
export const VESSELS_SERVICED = "500+";
export const PAYMENT_METHODS = ["Cash", "Credit Card", "Bank Transfer"] as const;
/** Sydney CBD, the centre of the service radius. */
export const GEO_CENTRE = { latitude: -33.8688, longitude: 151.2093 } as const;

/** Harbours and waterways inside the service radius, for the local pages. */
export const SERVICE_AREAS = [
  {
    name: "Sydney Harbour",
    places: "Rushcutters Bay, Rose Bay, Double Bay, Darling Harbour, Balmain, Birkenhead Point",
  },
  { name: "Middle Harbour", places: "The Spit, Mosman, Clontarf, Roseville Chase, Castle Cove" },
  { name: "Pittwater & Northern Beaches", places: "Bayview, Church Point, Newport, Palm Beach, Careel Bay" },
  { name: "Parramatta & Lane Cove Rivers", places: "Cabarita, Gladesville, Woolwich, Putney" },
  { name: "Botany Bay & Port Hacking", places: "Kurnell, Yowie Bay, Gunnamatta Bay, Sans Souci" },
  { name: "Wider area (up to 100 km)", places: "Broken Bay, Hawkesbury River, Central Coast marinas, Port Kembla" },
] as const;

export function openingHoursText() {
  return OPENING_HOURS.map((h) => `${h.label} ${h.opens}–${h.closes}`).join(", ");
}
