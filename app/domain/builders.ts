// The two package builders of spec §2 and the bookable service types each one offers.
import type { ServiceType } from "./service-types.ts";
import { isIn } from "./labelled-values.ts";

export interface BuilderConfig {
  key: "detailing" | "hull";
  path: string;
  title: string;
  serviceTypes: ServiceType[];
  /** The page's words: its <title>, search description, heading and lead. */
  page: { metaTitle: string; description: string; heading: string; lead: string };
}

export const BUILDERS: readonly BuilderConfig[] = [
  {
    key: "detailing",
    path: "/detailing-service-builders",
    title: "Detailing Service Builder",
    serviceTypes: ["external_clean", "internal_clean", "vessel_polish", "engine_room_clean"],
    page: {
      metaTitle: "Detailing Service Builder: price your boat detail | Bosun",
      description:
        "Build a marine detailing package — external clean, internal clean, polish and engine room — and see your price and bundle saving instantly.",
      heading: "Build your detailing package",
      lead: "Pick the detailing your boat needs and see the price straight away. Book two or more together and the best bundle discount is applied for you.",
    },
  },
  {
    key: "hull",
    path: "/hull-service-builders",
    title: "Hull Service Builder",
    serviceTypes: ["hull_inspection", "antifoul_application", "delivery_service"],
    page: {
      metaTitle: "Hull Service Builder: price hull care and antifouling | Bosun",
      description:
        "Build a hull care package — hull dive and inspection, antifouling and delivery to the slipway — and see your price and bundle saving instantly.",
      heading: "Build your hull care package",
      lead: "Combine a hull inspection, antifouling and a delivery to the slipway. Inspection and antifoul together take $200 off the pair.",
    },
  },
];

/** The builder that offers any of these service types (null when none does). */
export function builderFor(types: readonly string[]): BuilderConfig | null {
  return BUILDERS.find((b) => b.serviceTypes.some((t) => types.includes(t))) ?? null;
}

/** A builder URL with services already ticked. */
export function builderHref(builder: BuilderConfig, types: readonly string[]) {
  const params = new URLSearchParams();
  for (const t of types) if (isIn(builder.serviceTypes, t)) params.append("service", t);
  const qs = params.toString();
  return qs ? `${builder.path}?${qs}#estimate` : builder.path;
}

/** The builder a page address belongs to (both builder pages are one route module). */
export function builderAt(pathname: string): BuilderConfig {
  return BUILDERS.find((b) => b.path === pathname.replace(/\/+$/, "")) ?? BUILDERS[0]!;
}
