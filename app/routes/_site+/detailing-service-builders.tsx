// The two package builders (/detailing-service-builders and /hull-service-builders, an alias of this module): the
// address picks the builder and its words (domain/builders.ts).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ClosingCta, PageHero } from "~/components/marketing.tsx";
import { PackageBuilder } from "~/components/package-builder.tsx";
import { BUILDERS, builderAt } from "~/domain/builders.ts";
import { builderEstimate } from "~/models/catalogue.server.ts";
import { publicPageHeaders } from "~/utils/http-cache.ts";
import { pageMeta } from "~/utils/page-meta.ts";

export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches, location }) => {
  const builder = builderAt(location.pathname);
  return pageMeta(matches, {
    title: builder.page.metaTitle,
    description: builder.page.description,
    path: builder.path,
  });
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const builder = builderAt(url.pathname);
  return json({ key: builder.key, estimate: await builderEstimate(builder, url.searchParams) });
}

export default function ServiceBuilder() {
  const { key, estimate } = useLoaderData<typeof loader>();
  const builder = BUILDERS.find((b) => b.key === key)!;
  return (
    <>
      <PageHero
        eyebrow="Service builder"
        title={builder.page.heading}
        lead={builder.page.lead}
        breadcrumbs={[
          { to: "/", label: "Home" },
          { to: "/services", label: "Services" },
        ]}
      />
      <div className="container-page py-12">
        <PackageBuilder data={estimate} path={builder.path} />
      </div>
      <ClosingCta />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
