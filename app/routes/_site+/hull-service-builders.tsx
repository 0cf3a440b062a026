import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ClosingCta, PageHero } from "~/components/marketing.tsx";
import { PackageBuilder } from "~/components/package-builder.tsx";
import { BUILDERS } from "~/domain/builders.ts";
import { builderEstimate } from "~/models/catalogue.server.ts";
import { pageMeta } from "~/utils/page-meta.ts";
import { publicPageHeaders } from "~/utils/http-cache.ts";

const builder = BUILDERS.find((b) => b.key === "hull")!;

export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Hull Service Builder: price hull care and antifouling | Bosun",
    description:
      "Build a hull care package — hull dive and inspection, antifouling and delivery to the slipway — and see your price and bundle saving instantly.",
    path: builder.path,
  });

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await builderEstimate(builder, new URL(request.url).searchParams));
}

export default function HullBuilder() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Service builder"
        title="Build your hull care package"
        lead="Combine a hull inspection, antifouling and a delivery to the slipway. Inspection and antifoul together take $200 off the pair."
        breadcrumbs={[
          { to: "/", label: "Home" },
          { to: "/services", label: "Services" },
        ]}
      />
      <div className="container-page py-12">
        <PackageBuilder data={data} path={builder.path} />
      </div>
      <ClosingCta />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
