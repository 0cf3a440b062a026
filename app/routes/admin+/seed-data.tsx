// /admin/seed-data (issue 18, ADR 185): load the demo data set into an empty development database — what it will
// create is listed first and the admin confirms; refused in production (unless SEED_DEMO=1) and whenever real
// customer data exists; loading twice changes nothing.
import { getFormProps } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { CheckboxField, ErrorList, FormSection } from "~/components/ui/fields.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { demoConfirmSchema } from "~/domain/demo-data.ts";
import { Refusal } from "~/domain/refusal.ts";
import { demoDataStatus, loadDemoData } from "~/models/demo-data.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Seed data | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ plan: await demoDataStatus() });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  if (formData.get("intent") !== "load") throw unknownIntent();
  const submission = parseForm(formData, { schema: demoConfirmSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    const { created } = await loadDemoData({ actorId: ctx.audit.actorId });
    return redirectWithToast("/admin/seed-data", {
      type: "success",
      title: created ? "Demo data loaded" : "The demo data was already loaded: nothing changed",
    });
  } catch (error) {
    if (error instanceof Refusal) return refusalReply(submission, error);
    throw error;
  }
}

export default function SeedData() {
  const { plan } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [form, fields] = useZodForm(demoConfirmSchema, { id: "seed-data", lastResult: data?.result });
  return (
    <>
      <PageHeader
        title="Seed data"
        description="Load the demo data set (accounts for every role, vessels, jobs, quotes and invoices) into an empty development database, to try the product or train staff."
      />
      {plan.state === "ready" ? (
        <Form method="post" {...getFormProps(form)} className="max-w-3xl">
          <FormSection legend="This will create">
            <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="demo-contents">
              {plan.creates.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <CheckboxField meta={fields.confirm} label="I have read the list: create these demo records" />
            <SubmitWithErrors form={form} value="load" pendingText="Loading... (this takes a few seconds)">
              Load demo data
            </SubmitWithErrors>
          </FormSection>
        </Form>
      ) : (
        <section className="card max-w-3xl" role="status" data-testid="demo-status">
          <h2 className="text-lg font-bold">{plan.state === "loaded" ? "Already loaded" : "Not available here"}</h2>
          <p className="mt-2 text-sm">{plan.message}</p>
          <p className="mt-3 text-sm">
            For a handful of test jobs on a live system, use the{" "}
            <Link to="/admin/test-data-manager" className="link">
              Test data manager
            </Link>{" "}
            instead: its jobs are marked and can be deleted.
          </p>
        </section>
      )}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
