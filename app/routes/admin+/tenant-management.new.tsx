import type { SubmissionResult } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { FleetAccountForm } from "~/components/fleet-account-form.tsx";
import { fleetAccountSchema } from "~/domain/fleet.ts";
import { createFleetAccount } from "~/models/fleet-accounts.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "New fleet account | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  if (formData.get("intent") !== "create") throw unknownIntent();
  const submission = parseForm(formData, { schema: fleetAccountSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const fleet = await createFleetAccount(submission.value, ctx.audit.actorId);
  return redirectWithToast(`/admin/tenant-management/${fleet.id}`, {
    type: "success",
    title: "Fleet account created",
    description: `Now add ${fleet.name}'s members and vessels.`,
  });
}

export default function NewFleetAccount() {
  const actionData = useActionData<typeof action>() as { result?: SubmissionResult<string[]> } | undefined;
  return (
    <>
      <PageHeader
        title="New fleet account"
        description="An organisation with several vessels. Members and vessels are added on its page."
        links={[{ to: "/admin/tenant-management", label: "← Fleet accounts" }]}
      />
      <section className="card max-w-3xl">
        <FleetAccountForm id="fleet-new" intent="create" submitLabel="Create account" lastResult={actionData?.result} />
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
