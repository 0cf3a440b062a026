// Vessel types as the Vessel model stores them (motor_yacht | sailing_yacht | …) and berth access types as the Job
// stores them, with customer-facing labels. Zod-free: enquiry form components import it in the browser.
import { labelledValues } from "./labelled-values.ts";
export const VESSEL_TYPE_LABELS = {
  other: "Other or not sure",
  motor_yacht: "Motor yacht / cruiser",
  sailing_yacht: "Sailing yacht",
  catamaran: "Catamaran",
  runabout: "Runabout / sports boat",
  trailer_boat: "Trailer boat",
};
export const VESSEL_TYPES = labelledValues(VESSEL_TYPE_LABELS);
export type VesselType = (typeof VESSEL_TYPES)[number];

export const ACCESS_TYPE_LABELS = { marina: "Marina", yacht_club: "Yacht club" };
export const ACCESS_TYPES = labelledValues(ACCESS_TYPE_LABELS);
export type AccessType = (typeof ACCESS_TYPES)[number];

export const ENQUIRY_SOURCES = ["contact", "nereus", "service", "builder", "home"] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];
