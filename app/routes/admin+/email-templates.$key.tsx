// /admin/email-templates/{key} (issue 18, ADR 181): one e-mail's subject and text with its allowed placeholders,
// a preview with sample data (the plain-text and the HTML part), reset to the default, and the change history with
// undo. Unknown placeholders are refused on the field with the list of allowed ones; what was typed is kept.
import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { BeforeAfter, ChangeHistory } from "~/components/admin/change-history.tsx";
import { ErrorList, Field, FormSection, TextareaField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import {
  allowedPlaceholders,
  emailTemplateFormSchema,
  sampleValues,
  templateDef,
  type RenderedEmail,
} from "~/domain/email-templates.ts";
import {
  TemplateRefusal,
  emailTemplateHistory,
  resetEmailTemplate,
  restoreEmailTemplateBefore,
  saveEmailTemplate,
} from "~/models/email-templates.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { businessPlaceholderValues, currentTemplate, renderWith } from "~/utils/email-templates.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { notFound, unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "E-mail template | Bosun admin" }];

function defOrNotFound(key: string | undefined) {
  const def = templateDef(key ?? "");
  if (!def) throw notFound("No such e-mail template");
  return def;
}

async function preview(def: NonNullable<ReturnType<typeof templateDef>>, content: { subject: string; body: string }) {
  return renderWith(content, sampleValues(def, await businessPlaceholderValues()));
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const def = defOrNotFound(params.key);
  const [current, history] = await Promise.all([currentTemplate(def.key), emailTemplateHistory(def.key)]);
  return json({
    key: def.key,
    current,
    preview: await preview(def, current),
    history,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const def = defOrNotFound(params.key);
  const back = `/admin/email-templates/${def.key}`;
  const formData = await readForm(request);
  const intent = formData.get("intent");
  switch (intent) {
    case "save":
    case "preview": {
      const submission = parseForm(formData, { schema: emailTemplateFormSchema(def) });
      if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
      if (intent === "preview") {
        return json({ result: submission.reply({ resetForm: false }), preview: await preview(def, submission.value) });
      }
      try {
        const changed = await saveEmailTemplate(def.key, submission.value, ctx.actor.id);
        return redirectWithToast(back, {
          type: "success",
          title: changed ? "Template saved" : "Nothing changed",
          description: changed ? "The next e-mail of this kind uses the new wording." : undefined,
        });
      } catch (error) {
        if (!(error instanceof TemplateRefusal)) throw error;
        return json({ result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
      }
    }
    case "reset": {
      const changed = await resetEmailTemplate(def.key, ctx.actor.id);
      return redirectWithToast(back, {
        type: "success",
        title: changed ? "Back to the default wording" : "Already the default",
      });
    }
    case "restore": {
      try {
        await restoreEmailTemplateBefore(def.key, String(formData.get("auditId") ?? ""), ctx.actor.id);
        return redirectWithToast(back, { type: "success", title: "Change undone" });
      } catch (error) {
        if (!(error instanceof TemplateRefusal)) throw error;
        return redirectWithToast(back, { type: "error", title: "Not undone", description: error.message });
      }
    }
    default:
      throw unknownIntent();
  }
}

export default function EmailTemplatePage() {
  const data = useLoaderData<typeof loader>();
  const def = templateDef(data.key)!;
  const actionData = useActionData<typeof action>();
  const typed = actionData && "preview" in actionData ? (actionData.preview as RenderedEmail | undefined) : undefined;
  const shown: RenderedEmail = typed ?? data.preview;
  const previewOfTyped = !!(actionData && "preview" in actionData);
  return (
    <>
      <PageHeader
        title={def.name}
        description={def.when}
        links={[{ to: "/admin/email-templates", label: "← All templates" }]}
      />
      <p className="mb-4 text-sm" data-testid="template-state">
        {data.current.custom ? "This e-mail uses your own wording." : "This e-mail uses the default wording."}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          {/* A new version (saved, reset or undone) starts the form afresh from the stored wording. */}
          <TemplateForm key={data.history[0]?.id ?? "default"} current={data.current} />
          <PlaceholderList def={def} />
          {data.current.custom ? (
            <Form method="post" className="card p-4">
              <p className="mb-3 text-sm">Go back to the wording the product ships with. You can undo this below.</p>
              <StatusButton value="reset" pendingText="Resetting..." className="btn-secondary">
                Reset to the default
              </StatusButton>
            </Form>
          ) : null}
        </div>
        <Preview preview={shown} typed={previewOfTyped} />
      </div>
      <History history={data.history} />
    </>
  );
}

function PlaceholderList({ def }: { def: NonNullable<ReturnType<typeof templateDef>> }) {
  return (
    <TitledSection id="placeholders" className="card p-4" title="Placeholders">
      <p className="mt-1 text-sm">Write them in the subject or text as shown; anything else in {"{{ }}"} is refused.</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="placeholders">
        {allowedPlaceholders(def).map((p) => (
          <div key={p.name} className="contents">
            <dt>
              <code className="font-mono text-secondary">{`{{${p.name}}}`}</code>
              {p.required ? <span className="ml-1 text-xs font-semibold">(required)</span> : null}
            </dt>
            <dd className="text-ink">{p.description}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}

function TemplateForm({ current }: { current: { subject: string; body: string } }) {
  const data = useLoaderData<typeof loader>();
  const def = templateDef(data.key)!;
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(emailTemplateFormSchema(def), {
    id: `template-${def.key}`,
    lastResult: actionData?.result,
    defaultValue: { subject: current.subject, body: current.body },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormSection legend="Wording">
        <Field meta={fields.subject} label="Subject" />
        <TextareaField meta={fields.body} label="Text" rows={14} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap gap-3">
          <StatusButton value="save" pendingText="Saving...">
            Save template
          </StatusButton>
          <StatusButton value="preview" pendingText="Previewing..." className="btn-secondary">
            Preview
          </StatusButton>
        </div>
      </FormSection>
    </Form>
  );
}

function Preview({ preview, typed }: { preview: RenderedEmail; typed: boolean }) {
  return (
    <TitledSection
      id="preview"
      className="card space-y-3 p-4"
      testId="template-preview"
      title="Preview with sample data"
    >
      <p className="text-xs">{typed ? "What you typed (not saved yet)." : "The saved wording."}</p>
      <p className="text-sm">
        <span className="font-semibold">Subject:</span> <span data-testid="preview-subject">{preview.subject}</span>
      </p>
      <h3 className="text-sm font-semibold">Plain-text part</h3>
      <pre
        className="whitespace-pre-wrap break-words rounded-theme border border-line bg-surface p-3 font-body text-sm"
        data-testid="preview-text"
      >
        {preview.text}
      </pre>
      <h3 className="text-sm font-semibold">HTML part</h3>
      {/* Safe to insert: renderTemplate escapes the whole text (wording and values); only its own tags remain.
          The card only: a <body> inside the page would restyle the page's own body. */}
      <div
        className="overflow-x-auto rounded-theme border border-line bg-surface p-3"
        data-testid="preview-html"
        dangerouslySetInnerHTML={{ __html: preview.card }}
      />
    </TitledSection>
  );
}

type HistoryRow = ReturnType<typeof useLoaderData<typeof loader>>["history"][number];

function History({ history }: { history: HistoryRow[] }) {
  return (
    <ChangeHistory
      history={history}
      emptyText="This template has always used the default wording."
      testId="template-history"
      summary={(h) => (
        <>: {!h.after.custom ? "reset to the default" : !h.before.custom ? "first own wording" : "wording changed"}</>
      )}
    >
      {(h) => (
        <>
          <p className="mt-2 text-sm">
            <BeforeAfter label="Subject" before={h.before.subject} after={h.after.subject} />
          </p>
          {h.before.body !== h.after.body ? (
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer">Text before and after</summary>
              <div className="mt-2 grid gap-3 md:grid-cols-2">
                <pre className="whitespace-pre-wrap break-words rounded-theme bg-surface p-2 font-body text-xs">
                  {h.before.body}
                </pre>
                <pre className="whitespace-pre-wrap break-words rounded-theme bg-surface p-2 font-body text-xs">
                  {h.after.body}
                </pre>
              </div>
            </details>
          ) : null}
        </>
      )}
    </ChangeHistory>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
