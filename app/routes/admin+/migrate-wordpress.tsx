// /admin/migrate-wordpress (issue 18, ADR 185): the wordpress import — upload, dry run, apply (screens/imports).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { IMPORT_PAGES } from "~/domain/imports.ts";
import { ImportPage } from "~/screens/imports/import-page.tsx";
import { importPageAction, importPageLoader, importReport } from "~/screens/imports/imports.server.ts";

export const meta: MetaFunction = () => [{ title: `${IMPORT_PAGES.wordpress.title} | Bosun admin` }];

export async function loader({ request }: LoaderFunctionArgs) {
  return (await importReport(request, "wordpress")) ?? importPageLoader(request, "wordpress");
}

export async function action({ request }: ActionFunctionArgs) {
  return importPageAction(request, "wordpress");
}

export default ImportPage;

export { GeneralErrorBoundary as ErrorBoundary };
