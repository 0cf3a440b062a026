import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ErrorList } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { PlainSelect } from "~/components/ui/plain-select.tsx";
import { PlainInput } from "~/components/ui/plain-field.tsx";
import { RowAction } from "~/components/ui/row-action.tsx";
import { formatDate } from "~/domain/dates.ts";
import { SHARE_DAYS, shareSchema, TIERS } from "~/domain/documents.ts";
import { createShare, DocumentInputError, listShares, ownerTier, revokeShare } from "~/models/documents.server.ts";
import { listOwnVessels } from "~/models/vessel.server.ts";
import { TierPage } from "~/screens/documents/tier-page.tsx";
import { recordAudit } from "~/utils/audit.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { parseForm, readForm, unparsedReply } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Ultra documents | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  const tier = await ownerTier(user.id);
  const has = TIERS[tier].shareLinks;
  const [vessels, shares] = has ? await Promise.all([listOwnVessels(user), listShares(user)]) : [[], []];
  return json({ tier, has, vessels: vessels.map((v) => ({ id: v.id, name: v.name })), shares, now: getNow(request) });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "owner");
  const formData = await readForm(request);
  const now = getNow(request);
  if (formData.get("intent") === "revoke") {
    const id = String(formData.get("shareId") ?? "");
    await revokeShare(ctx.user, id, now);
    await recordAudit(request, {
      action: "document_share.revoked",
      actorId: ctx.audit.actorId,
      entityType: "share",
      entityId: id,
    });
    return redirectWithToast("/owner/documents/ultra", { type: "success", title: "Link revoked — it no longer opens" });
  }
  const submission = parseForm(formData, { schema: shareSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), link: null }, { status: 400 });
  try {
    const token = await createShare(ctx.user, submission.value, now);
    if (!token) {
      return json(
        { result: unparsedReply(formData, { formErrors: ["Share links come with Ultra."] }), link: null },
        { status: 403 },
      );
    }
    await recordAudit(request, {
      action: "document_share.created",
      actorId: ctx.audit.actorId,
      details: { vesselId: submission.value.vesselId },
    });
    return json({ result: null, link: `${getEnv().appUrl}/shared-documents/${token}` });
  } catch (error) {
    if (error instanceof DocumentInputError) {
      return json(
        { result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }), link: null },
        { status: 400 },
      );
    }
    throw error;
  }
}

export default function Ultra() {
  const d = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const errors = (data?.result?.error ?? {}) as Record<string, string[]>;
  return (
    <TierPage tier="ultra" current={d.tier} has={d.has}>
      <h2 className="text-lg font-bold">Share a boat's documents and history</h2>
      {data?.link ? (
        <div
          className="mt-3 rounded-theme border border-emerald-300 bg-emerald-50 p-3 text-sm"
          data-testid="share-link"
        >
          <p className="font-semibold text-secondary">Your link (copy it now — it is shown once):</p>
          <p className="mt-1 break-all font-mono">{data.link}</p>
        </div>
      ) : null}
      {d.vessels.length ? (
        <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-3 sm:items-end">
          <PlainSelect
            id="share-vessel"
            name="vesselId"
            label="Vessel"
            options={d.vessels.map((v) => ({ value: v.id, label: v.name }))}
            errors={errors.vesselId}
          />
          <PlainInput
            id="share-label"
            name="label"
            label="Who it is for"
            placeholder="Buyer's surveyor"
            errors={errors.label}
          />
          <PlainSelect
            id="share-days"
            name="days"
            label="Works for"
            defaultValue="30"
            options={SHARE_DAYS.map((n) => ({ value: String(n), label: `${n} days` }))}
          />
          <ErrorList errors={errors[""]} />
          <div className="sm:col-span-3">
            <StatusButton pendingText="Creating...">Create link</StatusButton>
          </div>
        </Form>
      ) : (
        <p className="mt-2 text-sm">Add a vessel first.</p>
      )}
      {d.shares.length ? (
        <ul className="mt-6 divide-y divide-line text-sm">
          {d.shares.map((s) => {
            const live = !s.revokedAt && new Date(s.expiresAt) > new Date(d.now);
            return (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-semibold text-secondary">{s.label}</span> · {s.vessel.name} ·{" "}
                  {s.revokedAt ? "revoked" : live ? `until ${formatDate(s.expiresAt)}` : "expired"}
                </span>
                {live ? (
                  <RowAction idName="shareId" id={s.id} intent="revoke" className="btn-link text-danger">
                    Revoke
                  </RowAction>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </TierPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
