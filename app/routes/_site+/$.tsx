import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary, NotFoundContent } from "~/components/error-boundary.tsx";
import { notFound } from "~/utils/misc.ts";

export const meta: MetaFunction = () => [{ title: "Page not found | Bosun" }, { name: "robots", content: "noindex" }];

// Unknown paths: log the bad path (spec §2) and answer a real 404.
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  console.warn(`404: no page at ${url.pathname}${url.search}`);
  throw notFound();
}

export async function action({ request }: LoaderFunctionArgs) {
  return loader({ request, params: {}, context: {} });
}

export default function NotFound() {
  return <NotFoundContent />;
}

export { GeneralErrorBoundary as ErrorBoundary };
