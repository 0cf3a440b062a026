import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ClosingCta, PageHero } from "~/components/marketing.tsx";
import { PackageBuilder } from "~/components/package-builder.tsx";
import { BUILDERS } from "~/domain/builders.ts";
import { builderEstimate } from "~/models/catalogue.server.ts";
import { pageMeta } from "~/utils/page-meta.ts";
import { publicPageHeaders } from "~/utils/http-cache.ts";

const builder = BUILDERS.find((b) => b.key === "detailing")!;

export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Detailing Service Builder: price your boat detail | Bosun",
    description:
      "Build a marine detailing package — external clean, internal clean, polish and engine room — and see your price and bundle saving instantly.",
    path: builder.path,
  });

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await builderEstimate(builder, new URL(request.url).searchParams));
}

export default function DetailingBuilder() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Service builder"
        title="Build your detailing package"
        lead="Pick the detailing your boat needs and see the price straight away. Book two or more together and the best bundle discount is applied for you."
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
