import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { ActionLinks } from "~/components/admin/action-links.tsx";
import { DetailPanel } from "~/components/admin/detail-panel.tsx";
import { SwitchToUser } from "~/components/admin/switch-to-user.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { InvoiceStatusBadge } from "~/components/invoice-document.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { OrderStatusBadge } from "~/components/payment-status.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { QuoteStatusBadge } from "~/components/quote-status-badge.tsx";
import { ErrorList, Field, TextareaField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { customerContactSchema, customerNoteSchema, mentionsIn } from "~/domain/customers.ts";
import { formatDate, formatDateTime } from "~/domain/dates.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { formatCents } from "~/domain/money.ts";
import { formatOrderNumber } from "~/domain/orders.ts";
import { formatQuoteNumber } from "~/domain/quote.ts";
import { profileTypeLabel, roleList } from "~/domain/roles.ts";
import {
  CustomerRefused,
  addCustomerNote,
  customerProfile,
  updateCustomerContact,
} from "~/models/customer-admin.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm, readForm, refusalResult } from "~/utils/forms.server.ts";
import { notFound, unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.customer.fullName ?? "Customer"} | Bosun admin` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await requireAdmin(request);
  const found = await customerProfile(params.id ?? "", getNow(request));
  if (!found) throw notFound("Customer not found");
  return json({ ...found, me: ctx.actor.id, impersonating: !!ctx.impersonator });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const id = params.id ?? "";
  const here = `/admin/customers/${id}`;
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "contact") {
    const submission = parseForm(formData, { schema: customerContactSchema });
    if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
    try {
      const change = await updateCustomerContact(id, submission.value);
      await recordAudit(request, {
        action: "customer.contact_updated",
        actorId: ctx.audit.actorId,
        subjectUserId: id,
        details: change,
      });
    } catch (error) {
      if (!(error instanceof CustomerRefused)) throw error;
      return json({ intent, ...refusalResult(submission, error) }, { status: 400 });
    }
    return redirectWithToast(here, { type: "success", title: "Contact details saved" });
  }

  if (intent === "note") {
    const submission = parseForm(formData, { schema: customerNoteSchema });
    if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
    try {
      const note = await addCustomerNote(id, ctx.audit.actorId, submission.value.body);
      await recordAudit(request, {
        action: "customer.note_added",
        actorId: ctx.audit.actorId,
        subjectUserId: id,
        entityType: "customer_note",
        entityId: note.id,
        details: { mentions: mentionsIn(submission.value.body) },
      });
    } catch (error) {
      if (!(error instanceof CustomerRefused)) throw error;
      return json({ intent, ...refusalResult(submission, error) }, { status: 400 });
    }
    return redirectWithToast(here, { type: "success", title: "Note added" });
  }

  throw unknownIntent();
}

function Rows({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <p>{empty}</p>;
  return <ul className="divide-y divide-line">{children}</ul>;
}

function ContactForm({
  stored,
  lastResult,
}: {
  stored: { fullName: string; email: string; phone: string };
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useZodForm(customerContactSchema, { id: "contact", lastResult, defaultValue: stored });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      <Field meta={fields.fullName} label="Full name" autoComplete="off" />
      <Field meta={fields.email} label="E-mail" type="email" autoComplete="off" />
      <Field meta={fields.phone} label="Phone" type="tel" autoComplete="off" />
      <SubmitWithErrors form={form} value="contact" pendingText="Saving...">
        Save contact
      </SubmitWithErrors>
    </Form>
  );
}

export default function AdminCustomer() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as
    { intent: string | null; result?: SubmissionResult<string[]> } | undefined;
  const c = d.customer;
  const [noteForm, noteFields] = useZodForm(customerNoteSchema, {
    id: "note",
    lastResult: actionData?.intent === "note" ? actionData.result : undefined,
  });
  const canSwitch = !d.impersonating && c.id !== d.me && !c.roles.includes("admin");
  return (
    <>
      <PageHeader
        title={c.fullName}
        description={
          <>
            {c.email} · {profileTypeLabel(c.profileType)} · {roleList(c.roles)} · since {formatDate(c.createdAt)}
            {d.outstandingCents > 0 ? <> · owes {formatCents(d.outstandingCents)}</> : null}
          </>
        }
        actions={
          <>
            <ActionLinks
              links={[
                { to: "/admin/customers", label: "← All customers" },
                { to: `/admin/quotes/create?customerId=${c.id}`, label: "Start a quote", primary: true },
              ]}
            />
            {canSwitch ? <SwitchToUser userId={c.id} /> : null}
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <TitledSection id="contact" className="card" title="Contact">
          {/* Keyed by what is stored, so a saved change shows as stored (lower-cased e-mail), not as typed. */}
          <ContactForm
            key={`${c.fullName}|${c.email}|${c.phone ?? ""}`}
            stored={{ fullName: c.fullName, email: c.email, phone: c.phone ?? "" }}
            lastResult={actionData?.intent === "contact" ? actionData.result : undefined}
          />
          <p className="mt-3 text-xs">
            {c.emailVerifiedAt ? "E-mail verified" : "E-mail not verified"} ·{" "}
            {c.hasPassword ? "signs in with a password" : "no password login"} ·{" "}
            {c.marketingConsentAt ? "agreed to marketing" : "no marketing consent"}
          </p>
        </TitledSection>
        <div className="space-y-6 xl:col-span-2">
          <DetailPanel title="Vessels" count={c.vessels.length}>
            <Rows empty="No vessels on file.">
              {c.vessels.map((v) => (
                <li key={v.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <Link to={`/staff/vessels/${v.id}`} className="font-semibold">
                    {v.name}
                  </Link>
                  <span>
                    {[
                      [v.make, v.model].filter(Boolean).join(" ") || null,
                      v.lengthMetres ? `${v.lengthMetres} m` : null,
                      v.hin ? `HIN ${v.hin}` : null,
                      v.registration,
                      v.homeMarina ? `${v.homeMarina}${v.berth ? `, ${v.berth}` : ""}` : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </li>
              ))}
            </Rows>
          </DetailPanel>
          <DetailPanel title="Notes" count={d.notes.length}>
            <Form method="post" {...getFormProps(noteForm)} className="mb-4 space-y-3">
              <TextareaField meta={noteFields.body} label="Add a note (mention staff with @name)" rows={3} />
              <ErrorList id={noteForm.errorId} errors={noteForm.errors} />
              <StatusButton value="note" pendingText="Adding..." className="btn-secondary">
                Add note
              </StatusButton>
            </Form>
            <Rows empty="No notes yet.">
              {d.notes.map((n) => (
                <li key={n.id} className="py-2">
                  <p className="whitespace-pre-wrap">{n.body}</p>
                  <p className="text-xs text-ink/80">
                    {n.author?.fullName ?? "Someone"} · {formatDateTime(n.createdAt)}
                  </p>
                </li>
              ))}
            </Rows>
          </DetailPanel>
        </div>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <DetailPanel title="Invoices" count={d.invoices.length}>
          <Rows empty="No invoices.">
            {d.invoices.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to={`/admin/invoices/${i.id}`} className="font-semibold">
                  {formatInvoiceNumber(i.number)}
                </Link>
                <span className="flex items-center gap-2">
                  <InvoiceStatusBadge status={i.displayStatus} />
                  <span className="tabular-nums">{formatCents(i.totalCents)}</span>
                  <span className="tabular-nums">
                    balance {formatCents(i.status === "void" ? 0 : Math.max(0, i.outstandingCents))}
                  </span>
                </span>
              </li>
            ))}
          </Rows>
        </DetailPanel>
        <DetailPanel title="Payments" count={d.payments.length}>
          <Rows empty="No payments recorded.">
            {d.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {formatDate(p.at)} · {p.method.replace(/_/g, " ")} · {p.against}
                </span>
                <span className="tabular-nums">{formatCents(p.amountCents)}</span>
              </li>
            ))}
          </Rows>
        </DetailPanel>
        <DetailPanel title="Quotes" count={d.quotes.length}>
          <Rows empty="No quotes.">
            {d.quotes.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <Link to={`/admin/quotes/${q.id}`} className="font-semibold">
                    {formatQuoteNumber(q.number)}
                  </Link>{" "}
                  · {q.title}
                </span>
                <span className="flex items-center gap-2">
                  <QuoteStatusBadge status={q.status} />
                  <span className="tabular-nums">{formatCents(q.acceptedTotalCents ?? q.totalCents)}</span>
                </span>
              </li>
            ))}
          </Rows>
        </DetailPanel>
        <DetailPanel title="Jobs" count={d.jobs.length}>
          <Rows empty="No jobs.">
            {d.jobs.map((j) => (
              <li key={j.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <Link to={`/admin/jobs/${j.id}`} className="font-semibold">
                    #{j.number}
                  </Link>{" "}
                  · {j.title}
                </span>
                <span className="flex items-center gap-2">
                  <JobStatusBadge status={j.status} />
                  <span className="tabular-nums">{formatCents(j.totalCents)}</span>
                </span>
              </li>
            ))}
          </Rows>
        </DetailPanel>
        <DetailPanel title="Orders" count={d.orders.length}>
          <Rows empty="No orders.">
            {d.orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to={`/staff/orders/${o.id}`} className="font-semibold">
                  {formatOrderNumber(o.number)}
                </Link>
                <span className="flex items-center gap-2">
                  <OrderStatusBadge status={o.status} />
                  <span className="tabular-nums">{formatCents(o.totalCents)}</span>
                  <span>{formatDate(o.createdAt)}</span>
                </span>
              </li>
            ))}
          </Rows>
        </DetailPanel>
        <DetailPanel title="Bookings" count={d.bookings.length}>
          <Rows empty="No bookings.">
            {d.bookings.map((b) => (
              <li key={b.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {b.serviceType.replace(/_/g, " ")}
                  {b.vesselName ? ` · ${b.vesselName}` : ""}
                </span>
                <span>
                  {b.scheduledDate ?? "date to agree"} · {b.status}
                </span>
              </li>
            ))}
          </Rows>
        </DetailPanel>
        <DetailPanel title="Subscriptions" count={d.subscriptions.length}>
          <Rows empty="No subscriptions.">
            {d.subscriptions.map((s) => (
              <li key={s.id} className="flex flex-wrap justify-between gap-2 py-2">
                <Link to={`/admin/subscriptions/${s.id}`} className="font-semibold">
                  SUB-{s.number} · {s.serviceName}
                </Link>
                <span>
                  {s.vesselName} · {s.status} · {formatCents(s.priceCents)}
                </span>
              </li>
            ))}
          </Rows>
        </DetailPanel>
        <DetailPanel title="Documents" count={d.documents.total}>
          <Rows empty="No documents uploaded.">
            {d.documents.documents.map((doc) => (
              <li key={doc.id} className="flex flex-wrap justify-between gap-2 py-2">
                <a href={`/resources/documents/${doc.id}/download`} className="font-semibold">
                  {doc.title}
                </a>
                <span>
                  {doc.kindLabel}
                  {doc.expiresOn ? ` · expires ${doc.expiresOn}` : ""}
                </span>
              </li>
            ))}
          </Rows>
        </DetailPanel>
        <DetailPanel title="E-mails sent" count={d.emails.length}>
          <Rows empty="No e-mails sent to this address.">
            {d.emails.map((m) => (
              <li key={m.id} className="flex flex-wrap justify-between gap-2 py-2">
                <Link to={`/admin/email/${m.id}`}>{m.subject}</Link>
                <span>
                  {formatDateTime(m.createdAt)} · {m.status}
                </span>
              </li>
            ))}
          </Rows>
        </DetailPanel>
        <DetailPanel title="Audit" count={d.audit.length}>
          <Rows empty="No changes recorded.">
            {d.audit.map((a) => (
              <li key={a.id} className="py-2">
                {a.action.replace(/[._]/g, " ")} by {a.actor?.fullName ?? "system"}
                <span className="block text-xs text-ink/80">{formatDateTime(a.createdAt)}</span>
              </li>
            ))}
          </Rows>
        </DetailPanel>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
