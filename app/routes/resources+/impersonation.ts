import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { canAccessPortal, dashboardPathFor, impersonationRefusal, type Role } from "~/domain/roles.ts";
import { getUser, requireAdmin, startImpersonation, stopImpersonation } from "~/utils/auth.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";

export async function loader() {
  return redirect("/admin/users");
}

/** Start (admins only) or end an impersonation. No shared credential: a session row names the admin. */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "stop") {
    const result = await stopImpersonation(request);
    if (result.ok) {
      return redirectWithToast(
        "/admin",
        { type: "success", title: "Welcome back", description: "You are signed in as yourself again." },
        {
          headers: { "set-cookie": result.setCookie },
        },
      );
    }
    if (result.reason === "not_impersonating") return redirect("/");
    return redirectWithToast(
      "/auth?mode=both&tab=login",
      { type: "error", title: "Error", description: "Failed to return to admin" },
      {
        headers: { "set-cookie": result.setCookie },
      },
    );
  }

  if (intent === "start") {
    const userId = String(formData.get("userId") ?? "").slice(0, 40);
    const refused = async (actorId: string | null, reason: string) =>
      recordAudit(request, {
        action: "impersonation.refused",
        actorId,
        subjectUserId: (await prisma.user.count({ where: { id: userId } })) ? userId : null,
        details: { reason },
      });
    const ctx = await requireAdmin(request).catch(async (error: unknown) => {
      // Someone who is not an admin tried to switch user: keep a record, then answer as before (403/login).
      const user = await getUser(request);
      if (user) await refused(user.id, "not_admin");
      throw error;
    });
    if (ctx.impersonator) {
      await refused(ctx.impersonator.id, "already_impersonating");
      return redirectWithToast("/admin/users", {
        type: "error",
        title: "Error",
        description: "Return to your own account before switching to another user.",
      });
    }
    const target = await prisma.user.findUnique({
      where: { id: userId },
      select: { id: true, fullName: true, profileType: true, disabledAt: true, roles: { select: { role: true } } },
    });
    if (!target) {
      await refused(ctx.user.id, "no_such_user");
      return redirectWithToast("/admin/users", {
        type: "error",
        title: "Error",
        description: "Failed to switch to user: 404",
      });
    }
    const targetSubject = {
      id: target.id,
      profileType: target.profileType,
      roles: target.roles.map((r) => r.role as Role),
    };
    const refusal = target.disabledAt
      ? "This account is disabled: re-enable it before switching to it."
      : impersonationRefusal(ctx.user, targetSubject);
    if (refusal) {
      await refused(ctx.user.id, refusal);
      return redirectWithToast("/admin/users", { type: "error", title: "Error", description: refusal });
    }
    const setCookie = await startImpersonation(request, ctx, target.id);
    // Spec §2: the switch lands on /owner/dashboard; an account that has no owner portal lands on its own.
    const landing = canAccessPortal(targetSubject, "owner") ? "/owner/dashboard" : dashboardPathFor(targetSubject);
    return redirectWithToast(
      landing,
      { type: "info", title: "Switched user", description: `You are now viewing Bosun as ${target.fullName}.` },
      {
        headers: { "set-cookie": setCookie },
      },
    );
  }

  throw unknownIntent();
}
