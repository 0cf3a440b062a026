// The `meta` export of every public page goes through here: the root loader's public configuration gives
// the canonical origin and the business name; app/domain/seo.ts does the rest.
import type { MetaDescriptor } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/react";
import { localBusinessJsonLd, seoMeta, type SeoInput } from "~/domain/seo.ts";
import type { PublicBusinessInfo } from "~/domain/public-business.ts";
import type { PublicEnv } from "./env.server.ts";

/** The root loader's public configuration: the environment's plus the business settings (issue 18). */
export type RootEnv = PublicEnv & PublicBusinessInfo;

type Matches = Parameters<MetaFunction>[0]["matches"];

/** Social networks want a raster image (our illustrations are SVG), so every page shares this one. */
export const SHARE_IMAGE = "/images/og-default.jpg";

export function publicEnvFrom(matches: Matches): RootEnv | undefined {
  const root = matches.find((m) => m.id === "root")?.data as { env?: RootEnv } | undefined;
  return root?.env;
}

export function pageMeta(
  matches: Matches,
  input: Omit<SeoInput, "appUrl" | "siteName"> & { localBusiness?: boolean },
): MetaDescriptor[] {
  const env = publicEnvFrom(matches);
  const appUrl = env?.appUrl ?? "http://localhost:3000";
  const siteName = env?.businessName ?? "Bosun Marine Services";
  const jsonLd = [input.jsonLd ?? []].flat();
  if (input.localBusiness && env) {
    jsonLd.unshift(
      localBusinessJsonLd({
        name: siteName,
        phone: env.businessPhone,
        email: env.businessEmail,
        location: env.businessLocation,
        appUrl,
        hours: env.hours,
        serviceRadiusKm: env.serviceRadiusKm,
        widerServiceRadiusKm: env.widerServiceRadiusKm,
        priceRange: env.priceRange,
        rating: env.rating,
      }),
    );
  }
  return seoMeta({ image: SHARE_IMAGE, ...input, appUrl, siteName, jsonLd }) as MetaDescriptor[];
}
