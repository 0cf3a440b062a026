// The two package builders of spec §2 and the bookable service types each one offers.
import type { ServiceType } from "./service-types.ts";

export interface BuilderConfig {
  key: "detailing" | "hull";
  path: string;
  title: string;
  serviceTypes: ServiceType[];
}

export const BUILDERS: readonly BuilderConfig[] = [
  {
    key: "detailing",
    path: "/detailing-service-builders",
    title: "Detailing Service Builder",
    serviceTypes: ["external_clean", "internal_clean", "vessel_polish", "engine_room_clean"],
  },
  {
    key: "hull",
    path: "/hull-service-builders",
    title: "Hull Service Builder",
    serviceTypes: ["hull_inspection", "antifoul_application", "delivery_service"],
  },
];

/** The builder that offers any of these service types (null when none does). */
export function builderFor(types: readonly string[]): BuilderConfig | null {
  return BUILDERS.find((b) => b.serviceTypes.some((t) => types.includes(t))) ?? null;
}

/** A builder URL with services already ticked. */
export function builderHref(builder: BuilderConfig, types: readonly string[]) {
  const params = new URLSearchParams();
  for (const t of types) if ((builder.serviceTypes as readonly string[]).includes(t)) params.append("service", t);
  const qs = params.toString();
  return qs ? `${builder.path}?${qs}#estimate` : builder.path;
}
