// The import pages (issue 18, ADR 185): upload → dry-run preview (created / unchanged / skipped with reasons, the
// column mapping for a CSV) → apply. Plain forms: works without JavaScript.
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { IMPORT_PAGES, MAX_IMPORT_BYTES, MAX_IMPORT_RECORDS } from "~/domain/imports.ts";
import type { importPageAction, importPageLoader } from "./imports.server.ts";

const ACTION_LABEL = { create: "Create", unchanged: "Unchanged", skip: "Skip" } as const;
const ACTION_CLASS = {
  create: "badge bg-success/10 text-success",
  unchanged: "badge bg-surface text-secondary",
  skip: "badge bg-warning/10 text-ink",
} as const;

function Intro({ file }: { file: "wxr" | "csv" }) {
  if (file === "wxr")
    return (
      <>
        The WordPress export (Tools → Export → All content, a .xml file). Site users and the billing details of
        WooCommerce orders become customers; posts of the <code>vessel</code> type (with <code>owner_email</code>,{" "}
        <code>vessel_type</code>, <code>length_metres</code>, <code>year</code>, <code>make</code>, <code>model</code>,{" "}
        <code>registration</code> and <code>home_marina</code> fields) become vessels. Pages, posts, products and the
        orders themselves are listed as skipped. Nothing is written until you apply the preview, and importing the same
        file again creates nothing.
      </>
    );
  return (
    <>
      A CSV with a header line (from WooCommerce, a spreadsheet or another system). The columns are matched by name;
      change them on the preview if a guess is wrong. Rows with a problem are listed with the reason and left out; the
      rest are created together or not at all. Importing the same file again creates nothing.
    </>
  );
}

export function ImportPage() {
  const { source, page, preview, runNotFound, runs } = useLoaderData<typeof importPageLoader>();
  const data = useActionData<typeof importPageAction>();
  const others = Object.entries(IMPORT_PAGES).filter(([s]) => s !== source);
  return (
    <>
      <PageHeader
        title={page.title}
        description={<Intro file={page.file} />}
        links={others.map(([, p]) => ({ to: p.path, label: p.title }))}
      />
      <Form
        method="post"
        action="/admin/import"
        encType="multipart/form-data"
        reloadDocument
        className="card mb-6 max-w-3xl space-y-3"
      >
        <input type="hidden" name="source" value={source} />
        <label htmlFor="import-file" className="block font-heading text-lg font-bold text-secondary">
          1. Upload the {page.file === "wxr" ? "WordPress export (.xml)" : "CSV file"}
        </label>
        <input
          id="import-file"
          name="file"
          type="file"
          required
          accept={page.file === "wxr" ? ".xml,application/xml,text/xml" : ".csv,text/csv"}
          className="block w-full text-sm"
          aria-describedby="import-file-hint"
        />
        <p id="import-file-hint" className="text-xs">
          At most {MAX_IMPORT_BYTES / 1024 / 1024} MB and {MAX_IMPORT_RECORDS.toLocaleString("en-AU")} records. The file
          is read and previewed; nothing is imported yet.
        </p>
        <StatusButton pendingText="Reading...">Upload and preview</StatusButton>
      </Form>
      {runNotFound ? (
        <p role="status" className="mb-6 text-danger">
          That import was not found: upload the file again.
        </p>
      ) : null}
      {preview ? <Preview preview={preview} problem={data?.problem ?? null} /> : null}
      <section className="mt-8" aria-labelledby="runs-heading">
        <h2 id="runs-heading" className="mb-3 text-xl font-bold">
          Recent uploads
        </h2>
        {runs.length === 0 ? (
          <EmptyState title="Nothing uploaded yet" />
        ) : (
          <ListTable columns={["Uploaded", "File", "Status", "Result"]}>
            {runs.map((r) => (
              <tr key={r.id}>
                <td className="whitespace-nowrap">
                  <Link to={`${page.path}?run=${r.id}`} className="font-semibold">
                    {formatDateTime(r.createdAt)}
                  </Link>
                </td>
                <td className="min-w-[10rem] break-all">{r.fileName}</td>
                <td>
                  {r.status === "applied"
                    ? `Applied ${r.appliedAt ? formatDateTime(r.appliedAt) : ""}`
                    : "Preview only"}
                </td>
                <td>
                  {r.status === "applied"
                    ? `${r.createdCount} created, ${r.unchangedCount} unchanged, ${r.skippedCount} skipped`
                    : "—"}
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </section>
    </>
  );
}

type PreviewData = NonNullable<SerializeFrom<typeof importPageLoader>["preview"]>;

function Preview({ preview, problem }: { preview: PreviewData; problem: string | null }) {
  const { run, counts, csv } = preview;
  const { page } = useLoaderData<typeof importPageLoader>();
  const applied = run.status === "applied";
  return (
    <section aria-labelledby="preview-heading" data-testid="import-preview">
      <h2 id="preview-heading" className="mb-1 text-xl font-bold">
        2. {applied ? "Applied" : "Dry run"}: {run.fileName}
      </h2>
      <p className="mb-4 text-sm">
        {applied
          ? `Applied ${run.appliedAt ? formatDateTime(run.appliedAt) : ""}: ${run.createdCount} created, ${run.unchangedCount} unchanged, ${run.skippedCount} skipped. What the file would do now:`
          : "Nothing has been written yet. This is what applying would do:"}
      </p>
      <div className="mb-4 grid gap-4 sm:grid-cols-3">
        <StatCard label="Will be created" value={<span data-testid="count-create">{counts.create}</span>} />
        <StatCard
          label="Unchanged (imported before)"
          value={<span data-testid="count-unchanged">{counts.unchanged}</span>}
        />
        <StatCard label="Skipped" value={<span data-testid="count-skip">{counts.skip}</span>} />
      </div>
      {csv && !applied ? (
        <Form method="post" className="card mb-4 space-y-3">
          <input type="hidden" name="runId" value={run.id} />
          <h3 className="font-heading text-lg font-bold text-secondary">Columns</h3>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {csv.fields.map((f) => (
              <label key={f.field} className="block text-sm">
                <span className="font-semibold">
                  {f.label}
                  {f.required ? " (required)" : ""}
                </span>
                <select name={`col.${f.field}`} defaultValue={csv.mapping[f.field] ?? ""} className="field-input mt-1">
                  <option value="">— not in the file —</option>
                  {csv.header.map((h, i) => (
                    <option key={`${i}-${h}`} value={i}>
                      {h || `Column ${i + 1}`}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          <StatusButton value="remap" pendingText="Updating..." className="btn-secondary">
            Use these columns
          </StatusButton>
        </Form>
      ) : null}
      {problem ? (
        <p role="alert" className="mb-4 font-semibold text-danger">
          {problem}
        </p>
      ) : null}
      {!applied ? (
        <Form method="post" className="mb-6 flex flex-wrap items-center gap-3">
          <input type="hidden" name="runId" value={run.id} />
          <StatusButton value="apply" pendingText="Importing...">
            3. Apply: create {counts.create} record{counts.create === 1 ? "" : "s"}
          </StatusButton>
          <span className="text-sm">All of them in one go, or none if anything fails.</span>
        </Form>
      ) : null}
      <p className="mb-3 text-sm">
        <a href={`${page.path}?run=${run.id}&format=csv`} className="link" download>
          Download this report (CSV)
        </a>
      </p>
      <h3 className="mb-2 text-lg font-bold">Records</h3>
      {preview.planned.length === 0 ? (
        <EmptyState title="Nothing in this file maps to a customer or vessel" />
      ) : (
        <ListTable columns={["Row", "What", "Result"]} testId="import-rows">
          {preview.planned.map((p, i) => (
            <tr key={`${p.line}-${i}`} data-testid="import-row" data-action={p.action}>
              <td className="min-w-[9rem]">{p.line}</td>
              <td className="min-w-[14rem] break-words">{p.what}</td>
              <td className="min-w-[8rem]">
                <span className={ACTION_CLASS[p.action]}>{ACTION_LABEL[p.action]}</span>
                {p.reason ? <span className="block text-xs">{p.reason}</span> : null}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <ShownOf shown={preview.planned.length} total={preview.plannedTotal} />
      {preview.skipped.length > 0 ? (
        <>
          <h3 className="mb-2 mt-6 text-lg font-bold">Skipped rows</h3>
          <ListTable columns={["Row", "Why"]} testId="import-skipped">
            {preview.skipped.map((s, i) => (
              <tr key={`${s.line}-${i}`} data-testid="skipped-row">
                <td className="min-w-[9rem]">{s.line}</td>
                <td className="min-w-[14rem]">{s.reason}</td>
              </tr>
            ))}
          </ListTable>
          <ShownOf shown={preview.skipped.length} total={preview.skippedTotal} />
        </>
      ) : null}
    </section>
  );
}

/** Under a preview list cut short: how many it shows of how many (the downloadable report has every row). */
function ShownOf({ shown, total }: { shown: number; total: number }) {
  return total > shown ? (
    <p className="mt-2 text-sm">
      The first {shown} of {total}; the report has them all.
    </p>
  ) : null;
}
