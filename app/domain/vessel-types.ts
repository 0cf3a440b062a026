// Vessel types as the Vessel model stores them (motor_yacht | sailing_yacht | …) and berth access types as the Job
// stores them, with customer-facing labels. Zod-free: enquiry form components import it in the browser.
export const VESSEL_TYPES = ["other", "motor_yacht", "sailing_yacht", "catamaran", "runabout", "trailer_boat"] as const;
export type VesselType = (typeof VESSEL_TYPES)[number];

export const VESSEL_TYPE_LABELS: Record<VesselType, string> = {
  other: "Other or not sure",
  motor_yacht: "Motor yacht / cruiser",
  sailing_yacht: "Sailing yacht",
  catamaran: "Catamaran",
  runabout: "Runabout / sports boat",
  trailer_boat: "Trailer boat",
};

export const ACCESS_TYPES = ["marina", "yacht_club"] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
export const ACCESS_TYPE_LABELS: Record<AccessType, string> = { marina: "Marina", yacht_club: "Yacht club" };

export const ENQUIRY_SOURCES = ["contact", "nereus", "service", "builder", "home"] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];
