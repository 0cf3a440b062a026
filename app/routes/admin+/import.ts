// POST /admin/import (issue 18, ADR 185): the upload of the import pages. Its path lets the server take a file
// (server.js gives 'import' paths the upload body limit); a GET goes to the WordPress migration page.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { importUpload } from "~/screens/imports/imports.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect("/admin/migrate-wordpress");
}

export async function action({ request }: ActionFunctionArgs) {
  return importUpload(request);
}
