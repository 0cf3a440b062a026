// The loaders every portal folder repeats (routes/<portal>+/_layout.tsx and $.tsx): they load nothing, they check
// access. Layouts do not protect their children (each child checks too), but a layout that rendered for someone
// outside the portal would leak its navigation, so it checks as well.
// Routes call these from an arrow function (`export const loader = ({ request }) => …`): a bare call at the top of a
// route module would stay in the browser build, where this server module is empty.
import type { Portal } from "~/domain/roles.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { notFound } from "~/utils/misc.ts";

/** A portal layout's loader: signed in and allowed into `portal` (else the guard's redirect or 403); no data. */
export async function portalLayoutLoader(request: Request, portal: Portal) {
  await requirePortal(request, portal);
  return null;
}

/** A portal's catch-all ($.tsx): unknown paths check access first, then answer 404. */
export async function portalNotFoundLoader(request: Request, portal: Portal): Promise<never> {
  await requirePortal(request, portal);
  throw notFound();
}
