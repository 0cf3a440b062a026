// The import pages' server half (issue 18, ADR 185): the upload (POST /admin/import, which the server lets carry a
// file), the dry-run preview, the CSV column mapping and the apply, for /admin/migrate-wordpress,
// /admin/wordpress-migration and /admin/{customers,vessels}-migration.
import crypto from "node:crypto";
import { json, redirect } from "@remix-run/node";
import { csvDocument } from "~/domain/csv.ts";
import {
  IMPORT_PAGES,
  MAX_IMPORT_BYTES,
  columnMappingFrom,
  describeRow,
  fileProblem,
  isImportSource,
  type CsvSource,
  type ImportSource,
} from "~/domain/imports.ts";
import { Refusal } from "~/domain/refusal.ts";
import { applyImport, createImportRun, importPreview, recentImportRuns, remapImport } from "~/models/imports.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { ImportFileError, parseCsv, parseWxr } from "~/utils/import-files.server.ts";
import { httpError, notFound, unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

const runParam = (value: FormDataEntryValue | string | null) =>
  typeof value === "string" && /^[a-z0-9]{10,40}$/i.test(value) ? value : null;

export async function importUpload(request: Request) {
  const ctx = await requireAdmin(request);
  const form = await readForm(request);
  const source = form.get("source");
  if (!isImportSource(source)) throw httpError(400, "Choose an import page first.");
  const page = IMPORT_PAGES[source];
  const fail = (description: string) =>
    redirectWithToast(page.path, { type: "error", title: "The file was not read", description });
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return fail("Choose a file to upload.");
  if (file.size > MAX_IMPORT_BYTES)
    return fail(`The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB: split the export.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const text = new TextDecoder("utf-8").decode(bytes);
  const problem = fileProblem(page.file, bytes, text);
  if (problem) return fail(problem);
  let data;
  try {
    data =
      page.file === "wxr" ? { file: "wxr" as const, doc: parseWxr(text) } : { file: "csv" as const, ...parseCsv(text) };
  } catch (error) {
    if (error instanceof ImportFileError) return fail(error.message);
    throw error;
  }
  const runId = await createImportRun({
    source,
    fileName: file.name || "upload",
    sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
    data,
    actorId: ctx.audit.actorId,
  });
  return redirect(`${page.path}?run=${runId}`);
}

/** The dry run's report as CSV (`?run=…&format=csv`), or null when the request is not for it. */
export async function importReport(request: Request, source: ImportSource) {
  const url = new URL(request.url);
  if (url.searchParams.get("format") !== "csv") return null;
  await requireAdmin(request);
  const runId = runParam(url.searchParams.get("run"));
  const preview = runId ? await importPreview(runId, source) : null;
  if (!preview) throw notFound();
  const body = csvDocument(
    ["line", "what", "source key", "result", "reason"],
    [
      ...preview.planned.map((p) => [
        p.row.line,
        describeRow(p.row),
        p.row.sourceKey,
        p.action.action,
        "reason" in p.action ? p.action.reason : "",
      ]),
      ...preview.skipped.map((s) => [s.line, "", s.sourceKey, "skip", s.reason]),
    ],
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="import-${preview.run.id}.csv"`,
    },
  });
}

export async function importPageLoader(request: Request, source: ImportSource) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const runId = runParam(url.searchParams.get("run"));
  const preview = runId ? await importPreview(runId, source) : null;
  const runs = await recentImportRuns(source, 10);
  return json({
    source,
    page: IMPORT_PAGES[source],
    preview: preview
      ? {
          ...preview,
          planned: preview.planned.slice(0, 300).map((p) => ({
            line: p.row.line,
            what: describeRow(p.row),
            action: p.action.action,
            reason: "reason" in p.action ? p.action.reason : null,
          })),
          plannedTotal: preview.planned.length,
          skipped: preview.skipped.slice(0, 300),
          skippedTotal: preview.skipped.length,
        }
      : null,
    runNotFound: !!runId && !preview,
    runs,
  });
}

export async function importPageAction(request: Request, source: ImportSource) {
  const ctx = await requireAdmin(request);
  const form = await readForm(request);
  const runId = runParam(form.get("runId"));
  const page = IMPORT_PAGES[source];
  if (!runId) throw httpError(400, "Which import? Reload the page and try again.");
  const back = `${page.path}?run=${runId}`;
  try {
    switch (form.get("intent")) {
      case "apply": {
        const counts = await applyImport({ runId, source, actorId: ctx.audit.actorId, now: getNow(request) });
        return redirectWithToast(back, {
          type: "success",
          title: `Imported: ${counts.create} created, ${counts.unchanged} unchanged, ${counts.skip} skipped`,
        });
      }
      case "remap": {
        if (page.file !== "csv") throw unknownIntent();
        const header = (await importPreview(runId, source))?.csv?.header ?? [];
        const posted = Object.fromEntries(
          [...form.entries()].filter(([k]) => k.startsWith("col.")).map(([k, v]) => [k.slice(4), v]),
        );
        await remapImport(runId, source as CsvSource, columnMappingFrom(source as CsvSource, header, posted));
        return redirectWithToast(back, { type: "info", title: "Columns changed: the preview below uses them" });
      }
      default:
        throw unknownIntent();
    }
  } catch (error) {
    if (error instanceof Refusal) return json({ problem: error.message }, { status: 400 });
    throw error;
  }
}
