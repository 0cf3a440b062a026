import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { TEST_DATA_MARKER } from "~/domain/test-data.ts";
import { createTestData, deleteTestData } from "~/models/test-data.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { getAuthContext, requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";

export async function loader() {
  return redirect("/admin/test-data-manager");
}

/**
 * The test-data manager's actions. A resource route, so a request without a session gets spec §8's
 * 'Authentication required' (401) instead of the admin layout's sign-in redirect.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!(await getAuthContext(request))) return json({ error: "Authentication required" }, { status: 401 });
  const ctx = await requireAdmin(request);
  const intent = (await readForm(request)).get("intent");
  const back = "/admin/test-data-manager";
  if (intent === "create") {
    const created = await createTestData({ actorId: ctx.actor.id, now: getNow(request) });
    await recordAudit(request, {
      action: "test_data.created",
      actorId: ctx.actor.id,
      details: { jobs: created.length },
    });
    return redirectWithToast(back, {
      type: "success",
      title: `Created ${created.length} test jobs`,
      description: `Each is marked ${TEST_DATA_MARKER}.`,
    });
  }
  if (intent === "delete") {
    const deleted = await deleteTestData();
    await recordAudit(request, { action: "test_data.deleted", actorId: ctx.actor.id, details: { jobs: deleted } });
    return redirectWithToast(back, {
      type: "success",
      title: `Deleted ${deleted} test jobs`,
      description: "Real jobs were not touched.",
    });
  }
  throw unknownIntent();
}
