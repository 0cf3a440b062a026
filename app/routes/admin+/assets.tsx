import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ServiceDueBadge } from "~/components/service-due-badge.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList } from "~/components/ui/error-list.tsx";
import { FieldShell, Options } from "~/components/ui/field-shell.tsx";
import { labelledOptions } from "~/components/ui/filter-select.tsx";
import { PlainInput } from "~/components/ui/plain-field.tsx";
import { adminAssetSchema, ASSET_KIND_LABELS, ASSET_KINDS, serviceDueState, type AssetKind } from "~/domain/assets.ts";
import { formatDate, sydneyDateKey } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { Refusal } from "~/domain/refusal.ts";
import { assetHolders, assignAsset, createAsset, listAssets, resolveFault } from "~/models/assets.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { textParam } from "~/utils/list-request.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Equipment register | Admin | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = textParam(url, "q", 80);
  const page = Math.max(1, Math.min(1000, Number(url.searchParams.get("page")) || 1));
  const [list, holders] = await Promise.all([listAssets({ q, page }), assetHolders()]);
  return json({ ...list, q, page, holders, today: sydneyDateKey(new Date()) });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const submission = parseForm(await readForm(request), { schema: adminAssetSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  const back = new URL(request.url);
  try {
    if (v.intent === "create") {
      const asset = await createAsset(v);
      return redirectWithToast(`/admin/assets${back.search}`, { type: "success", title: `${asset.name} added.` });
    }
    if (v.intent === "assign") {
      await assignAsset(v);
      return redirectWithToast(`/admin/assets${back.search}`, { type: "success", title: "Equipment updated." });
    }
    await resolveFault(v.faultId, new Date());
    return redirectWithToast(`/admin/assets${back.search}`, { type: "success", title: "Fault marked resolved." });
  } catch (error) {
    if (error instanceof Refusal) return refusalReply(submission, error);
    throw error;
  }
}

export default function AdminAssets() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  const creating = result?.initialValue?.intent === "create";
  const typed = (f: string) => (creating ? String(result?.initialValue?.[f] ?? "") : undefined);
  const err = (f: string) => (creating ? (result?.error?.[f] ?? null) : null);
  const holderOptions = d.holders.map((h) => ({ value: h.id, label: h.fullName }));
  return (
    <>
      <PageHeader
        title="Equipment register"
        description="Company gear: who has it, when it is due for service, faults."
      />
      <Form method="get" className="mb-4 flex gap-2">
        <label htmlFor="q" className="sr-only">
          Search
        </label>
        <input id="q" name="q" defaultValue={d.q} placeholder="Name, serial or holder" className="field-input" />
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
      {d.rows.length === 0 ? (
        <EmptyState title={d.q ? "Nothing matches" : "No equipment yet"}>Add the first item below.</EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="table-base" data-testid="assets">
            <thead>
              <tr>
                <th>Equipment</th>
                <th>Serial</th>
                <th>Who has it</th>
                <th>Service due</th>
                <th>Open faults</th>
              </tr>
            </thead>
            <tbody>
              {d.rows.map((a) => {
                const due = serviceDueState(a.serviceDueOn, d.today);
                return (
                  <tr key={a.id}>
                    <td>
                      <p className="font-semibold">{a.name}</p>
                      <p className="text-xs">{ASSET_KIND_LABELS[a.kind as AssetKind] ?? a.kind}</p>
                    </td>
                    <td>{a.serial ?? "—"}</td>
                    <td>
                      <Form method="post" className="flex flex-wrap items-center gap-1">
                        <input type="hidden" name="intent" value="assign" />
                        <input type="hidden" name="assetId" value={a.id} />
                        <label htmlFor={`holder-${a.id}`} className="sr-only">
                          Who has {a.name}
                        </label>
                        <select
                          id={`holder-${a.id}`}
                          name="holderId"
                          defaultValue={a.holder?.id ?? ""}
                          className="field-input w-auto py-1"
                        >
                          <Options options={holderOptions} placeholder="In the store" />
                        </select>
                        <button type="submit" className="btn-secondary px-2 py-1">
                          Save
                        </button>
                      </Form>
                      {a.job ? <p className="text-xs">For job {formatJobNumber(a.job.number)}</p> : null}
                    </td>
                    <td>
                      <ServiceDueBadge due={due}>
                        {a.serviceDueOn ? formatDate(a.serviceDueOn) : "Not set"}
                      </ServiceDueBadge>
                    </td>
                    <td>
                      {a.faults.length === 0 ? (
                        "None"
                      ) : (
                        <ul className="space-y-1">
                          {a.faults.map((f) => (
                            <li key={f.id} className="text-sm">
                              {f.description}{" "}
                              <span className="text-xs">
                                ({f.reportedBy?.fullName ?? "someone"}, {formatDate(f.createdAt)})
                              </span>
                              <Form method="post" className="inline">
                                <input type="hidden" name="intent" value="resolve" />
                                <input type="hidden" name="faultId" value={f.id} />
                                <button type="submit" className="btn-link ml-1 text-xs">
                                  Resolved
                                </button>
                              </Form>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {d.pages > 1 ? (
        <nav className="mt-3 flex gap-2" aria-label="Pages">
          {d.page > 1 ? (
            <Link to={`?q=${encodeURIComponent(d.q)}&page=${d.page - 1}`} className="btn-secondary">
              Previous
            </Link>
          ) : null}
          <span className="self-center text-sm">
            Page {d.page} of {d.pages} · {d.total} items
          </span>
          {d.page < d.pages ? (
            <Link to={`?q=${encodeURIComponent(d.q)}&page=${d.page + 1}`} className="btn-secondary">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}

      <Form method="post" className="card mt-8 grid gap-3 sm:grid-cols-2" aria-labelledby="add-asset">
        <h2 id="add-asset" className="font-heading text-lg font-bold text-secondary sm:col-span-2">
          Add equipment
        </h2>
        <input type="hidden" name="intent" value="create" />
        <PlainInput
          id="asset-name"
          name="name"
          label="Name"
          required
          minLength={2}
          maxLength={80}
          defaultValue={typed("name")}
          errors={err("name")}
        />
        <FieldShell id="asset-kind" errorId={undefined} errors={undefined} label="Kind">
          <select id="asset-kind" name="kind" defaultValue={typed("kind") || "other"} className="field-input">
            <Options options={labelledOptions(ASSET_KINDS, ASSET_KIND_LABELS)} />
          </select>
        </FieldShell>
        <PlainInput
          id="asset-serial"
          name="serial"
          label="Serial number (optional)"
          maxLength={80}
          defaultValue={typed("serial")}
          errors={err("serial")}
        />
        <FieldShell id="asset-holder" errorId={undefined} errors={err("holderId") ?? undefined} label="Checked out to">
          <select id="asset-holder" name="holderId" defaultValue={typed("holderId") ?? ""} className="field-input">
            <Options options={holderOptions} placeholder="In the store" />
          </select>
        </FieldShell>
        <PlainInput
          id="asset-due"
          name="serviceDueOn"
          label="Service due (optional)"
          type="date"
          defaultValue={typed("serviceDueOn")}
          errors={err("serviceDueOn")}
        />
        <ErrorList errors={creating ? result?.error?.[""] : null} />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary">
            Add equipment
          </button>
        </div>
      </Form>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
