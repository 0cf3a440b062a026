import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/utils/auth.server.ts";

// Spec §4 sends marine professionals to /professional/dashboard; their portal is the Field Portal.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  throw redirect("/fieldstaff/dashboard");
}
