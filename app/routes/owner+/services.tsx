import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList } from "~/components/ui/fields.tsx";
import { formatHours } from "~/domain/vessel.ts";
import { CartInputError } from "~/models/cart.server.ts";
import { addDueServicesToCart, maintenanceForViewer } from "~/models/maintenance.server.ts";
import { BookDueForm, DueList } from "~/screens/vessel/maintenance-due.tsx";
import { recordAudit } from "~/utils/audit.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Maintenance due | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  return json({ vessels: await maintenanceForViewer(user, getNow(request)) });
}

/** "Book what is due": the due services of one vessel go into the cart, and the owner goes to the cart. */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "owner");
  const formData = await readForm(request);
  const vesselId = String(formData.get("vesselId") ?? "");
  const now = getNow(request);
  try {
    const outcome = await addDueServicesToCart(ctx.user, { kind: "user", userId: ctx.user.id }, vesselId, now);
    if (!outcome) return json({ vesselId, error: "Choose one of your vessels." }, { status: 404 });
    if (!outcome.added.length) {
      return redirectWithToast("/cart", {
        type: "success",
        title: outcome.alreadyInCart.length ? "Already in your cart" : "Nothing due to book",
      });
    }
    await recordAudit(request, {
      action: "maintenance.cart_built",
      actorId: ctx.audit.actorId,
      subjectUserId: ctx.user.id,
      entityType: "vessel",
      entityId: vesselId,
      details: { services: outcome.added },
    });
    return redirectWithToast("/cart", {
      type: "success",
      title: `${outcome.added.length} service${outcome.added.length === 1 ? "" : "s"} added to your cart`,
      description: "Choose dates and check out when you are ready.",
    });
  } catch (error) {
    if (error instanceof CartInputError) return json({ vesselId, error: error.message }, { status: 400 });
    throw error;
  }
}

export default function Services() {
  const { vessels } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeader
        title="Maintenance due"
        description="By engine hours or by date, whichever comes first, from the last time each service was done."
      />
      {vessels.length === 0 ? (
        <EmptyState title="No vessels yet">
          <Link to="/owner/add-vessel">Add your boat</Link> to see what she needs and when.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          {vessels.map((v) => {
            return (
              <section key={v.vesselId} className="card" aria-labelledby={`due-${v.vesselId}`}>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <h2 id={`due-${v.vesselId}`} className="text-xl font-bold">
                      <Link to={`/owner/vessels/${v.vesselId}`} className="text-secondary">
                        {v.vesselName}
                      </Link>
                    </h2>
                    {v.engineHours !== null ? (
                      <p className="text-sm">Engines at {formatHours(v.engineHours)}</p>
                    ) : (
                      <p className="text-sm">
                        No engine hours yet — <Link to={`/owner/vessels/${v.vesselId}`}>log them</Link> to track
                        hour-based services.
                      </p>
                    )}
                  </div>
                  <BookDueForm vesselId={v.vesselId} items={v.items} />
                </div>
                {actionData?.vesselId === v.vesselId ? <ErrorList errors={[actionData.error]} /> : null}
                <DueList items={v.items} />
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
