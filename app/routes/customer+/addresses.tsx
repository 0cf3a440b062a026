import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { CheckboxField, Field, SelectField } from "~/components/ui/fields.tsx";
import { ADDRESS_KIND_LABELS, ADDRESS_KINDS, addressSchema, type AddressKind } from "~/domain/addresses.ts";
import { ACCESS_TYPE_LABELS, ACCESS_TYPES, type AccessType } from "~/domain/vessel-types.ts";
import {
  addAddress,
  AddressLimitError,
  deleteAddress,
  listAddresses,
  makeDefaultAddress,
} from "~/models/addresses.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { RowAction } from "~/components/ui/row-action.tsx";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { labelledOptions } from "~/components/ui/filter-select.tsx";
import { TitledSection } from "~/components/ui/titled-section.tsx";

export const meta: MetaFunction = () => [{ title: "Addresses | My Account" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  return json({ addresses: await listAddresses(user.id) });
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const id = String(formData.get("addressId") ?? "");
  if (intent === "delete") {
    await deleteAddress(user.id, id);
    return redirectWithToast("/customer/addresses", { type: "success", title: "Place removed" });
  }
  if (intent === "default") {
    await makeDefaultAddress(user.id, id);
    return redirectWithToast("/customer/addresses", { type: "success", title: "Default changed" });
  }
  if (intent === "add") {
    const submission = parseForm(formData, { schema: addressSchema });
    if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
    try {
      await addAddress(user.id, submission.value);
    } catch (error) {
      if (error instanceof AddressLimitError) return refusalReply(submission, error);
      throw error;
    }
    return redirectWithToast("/customer/addresses", { type: "success", title: `${submission.value.label} saved` });
  }
  throw unknownIntent();
}

export default function Addresses() {
  const { addresses } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [form, fields] = useZodForm(addressSchema, {
    id: "address",
    lastResult: data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { kind: "service", accessType: "marina" },
  });
  return (
    <>
      <PageHeader
        title="Addresses"
        description="Where your boats are worked on, and where invoices go. Offered at checkout."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="saved">
          <h2 id="saved" className="mb-3 text-lg font-bold">
            Saved places
          </h2>
          {addresses.length === 0 ? (
            <EmptyState title="None yet">Add your home berth and we will fill it in at checkout.</EmptyState>
          ) : (
            <ul className="space-y-3">
              {addresses.map((a) => (
                <li key={a.id} className="card p-4" data-testid="address">
                  <p className="text-xs font-semibold uppercase tracking-wide text-accent-strong">
                    {ADDRESS_KIND_LABELS[a.kind as AddressKind]}
                    {a.isDefault ? " · default" : ""}
                  </p>
                  <p className="font-semibold text-secondary">{a.label}</p>
                  <p className="text-sm">
                    {[
                      a.marina,
                      a.berth ? `berth ${a.berth}` : null,
                      a.accessType ? ACCESS_TYPE_LABELS[a.accessType as AccessType] : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  <p className="text-sm">{a.address}</p>
                  <div className="mt-2 flex gap-4 text-sm">
                    {!a.isDefault ? (
                      <RowAction idName="addressId" id={a.id} intent="default">
                        Make default
                      </RowAction>
                    ) : null}
                    <RowAction idName="addressId" id={a.id} intent="delete" className="btn-link text-danger">
                      Remove
                    </RowAction>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <TitledSection id="add" className="card" title="Add a place">
          <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                meta={fields.kind}
                label="Kind"
                options={labelledOptions(ADDRESS_KINDS, ADDRESS_KIND_LABELS)}
              />
              <Field meta={fields.label} label="Name" placeholder="e.g. Home berth" />
              <SelectField
                meta={fields.accessType}
                label="Berthed at a"
                options={labelledOptions(ACCESS_TYPES, ACCESS_TYPE_LABELS)}
              />
              <Field meta={fields.marina} label="Marina or yacht club" placeholder="e.g. d'Albora Rushcutters Bay" />
              <Field meta={fields.berth} label="Berth" placeholder="e.g. C14" />
            </div>
            <Field
              meta={fields.address}
              label="Street address"
              autoComplete="street-address"
              placeholder="e.g. 1C New Beach Rd, Darling Point NSW 2027"
            />
            <CheckboxField meta={fields.isDefault} label="Make it my default" />
            <SubmitWithErrors form={form} value="add" pendingText="Saving...">
              Save place
            </SubmitWithErrors>
          </Form>
        </TitledSection>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
