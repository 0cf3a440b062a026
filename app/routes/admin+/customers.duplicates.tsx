import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { CustomerRefused, findDuplicateCustomers, mergeCustomers } from "~/models/customer-admin.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Duplicate customers | Bosun admin" }];

const REASON_LABELS = { email: "same e-mail", phone: "same phone", hin: "same vessel HIN" } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ pairs: await findDuplicateCustomers() });
}

const mergeSchema = z.object({
  pair: z
    .string()
    .max(100)
    .regex(/^[\w-]+\|[\w-]+$/),
  keep: z.enum(["first", "second"]),
});

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  if (formData.get("intent") !== "merge") throw unknownIntent();
  const parsed = mergeSchema.safeParse({ pair: formData.get("pair"), keep: formData.get("keep") });
  if (!parsed.success)
    return redirectWithToast("/admin/customers/duplicates", { type: "error", title: "Choose who to keep" });
  const [first, second] = parsed.data.pair.split("|") as [string, string];
  const [keepId, mergeId] = parsed.data.keep === "first" ? [first, second] : [second, first];
  try {
    const result = await mergeCustomers(keepId, mergeId);
    await recordAudit(request, {
      action: "customer.merged",
      actorId: ctx.audit.actorId,
      subjectUserId: keepId,
      details: result,
    });
    return redirectWithToast(`/admin/customers/${keepId}`, {
      type: "success",
      title: "Customers merged",
      description: `${result.merged.email} is now part of ${result.kept.email}.`,
    });
  } catch (error) {
    if (!(error instanceof CustomerRefused)) throw error;
    return redirectWithToast("/admin/customers/duplicates", {
      type: "error",
      title: "Not merged",
      description: error.message,
    });
  }
}

export default function AdminDuplicateCustomers() {
  const { pairs } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Duplicate customers"
        description="Accounts that share an e-mail, a phone number or a vessel HIN. Merging moves every record to the one you keep."
        links={[{ to: "/admin/customers", label: "← All customers" }]}
      />
      {pairs.length === 0 ? (
        <EmptyState title="No likely duplicates">Nothing shares a phone number or a vessel HIN.</EmptyState>
      ) : (
        <ul className="space-y-4">
          {pairs.map((p) => {
            const key = `${p.keep.id}|${p.merge.id}`;
            return (
              <li key={key} className="card" aria-label={`${p.keep.fullName} and ${p.merge.fullName}`}>
                <p className="text-sm font-semibold">{p.reasons.map((r) => REASON_LABELS[r]).join(", ")}</p>
                <Form method="post" className="mt-3 space-y-3">
                  <input type="hidden" name="pair" value={key} />
                  <fieldset className="grid gap-3 sm:grid-cols-2">
                    <legend className="sr-only">Keep which customer</legend>
                    {[
                      { who: p.keep, value: "first" },
                      { who: p.merge, value: "second" },
                    ].map(({ who, value }) => (
                      <label
                        key={who.id}
                        className="flex items-start gap-2 rounded-theme border border-line p-3 text-sm"
                      >
                        <input type="radio" name="keep" value={value} defaultChecked={value === "first"} required />
                        <span>
                          Keep <strong>{who.fullName}</strong>
                          <span className="block text-xs">
                            {who.email} · {who.phone ?? "no phone"} ·{" "}
                            {who.hasPassword ? "has a password" : "no password"} ·{" "}
                            <Link to={`/admin/customers/${who.id}`}>open</Link>
                          </span>
                        </span>
                      </label>
                    ))}
                  </fieldset>
                  <button type="submit" name="intent" value="merge" className="btn-primary">
                    Merge these two
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
