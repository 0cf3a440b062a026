// Imports (issue 18, ADR 185): an uploaded file is kept as an ImportRun (what was read from it), previewed as a dry
// run against the database, then applied in one transaction. What an import creates is recorded in ImportedRecord
// under its source key, so the same file imported again creates nothing ('unchanged').
import {
  CSV_FIELDS,
  guessColumnMapping,
  mapCsv,
  mapWxr,
  rowAction,
  type ColumnMapping,
  type CsvSource,
  type ImportSource,
  type MappedFile,
  type MappedRow,
  type RowAction,
  type SkippedRow,
  type WxrDocument,
} from "~/domain/imports.ts";
import { Refusal } from "~/domain/refusal.ts";
import { isUniqueViolation, prisma, type Prisma } from "~/utils/db.server.ts";

type Db = Prisma.TransactionClient | typeof prisma;

export class ImportRefusal extends Refusal {}

export type ImportInput =
  | { file: "wxr"; doc: WxrDocument }
  | { file: "csv"; header: string[]; records: string[][]; lines?: number[]; mapping: ColumnMapping };

/**
 * ImportedRecord.source: one namespace per origin — per WordPress site (its ids are only unique there), and one for
 * CSV files — so a WordPress user id never meets another site's or a CSV e-mail key.
 */
function recordSourceOf(input: ImportInput) {
  if (input.file === "csv") return "csv";
  return input.doc.site ? `wordpress:${input.doc.site}` : "wordpress";
}

function mappedOf(source: ImportSource, input: ImportInput): MappedFile {
  if (input.file === "wxr") return mapWxr(input.doc);
  return mapCsv(source as CsvSource, input.mapping, input.records, input.lines);
}

/** Keeps what was read from an uploaded file; the preview and the apply both work from it. */
export async function createImportRun(input: {
  source: ImportSource;
  fileName: string;
  sha256: string;
  data: { file: "wxr"; doc: WxrDocument } | { file: "csv"; header: string[]; records: string[][]; lines?: number[] };
  actorId: string;
}) {
  const plan: ImportInput =
    input.data.file === "csv"
      ? { ...input.data, mapping: guessColumnMapping(input.source as CsvSource, input.data.header) }
      : input.data;
  const run = await prisma.importRun.create({
    data: {
      source: input.source,
      fileName: input.fileName.slice(0, 200),
      fileSha256: input.sha256,
      plan: JSON.stringify(plan),
      createdById: input.actorId,
    },
    select: { id: true },
  });
  return run.id;
}

function chunks<T>(list: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export interface PlannedRow {
  row: MappedRow;
  action: RowAction;
}

/** Each mapped row with what applying it would do, from what the database holds now. */
async function classify(db: Db, recordSource: string, rows: MappedRow[]): Promise<PlannedRow[]> {
  const imported = new Set<string>();
  for (const keys of chunks(rows.map((r) => r.sourceKey))) {
    const found = await db.importedRecord.findMany({
      where: { source: recordSource, sourceKey: { in: keys } },
      select: { sourceKey: true },
    });
    for (const f of found) imported.add(f.sourceKey);
  }
  const emails = [...new Set(rows.map((r) => (r.kind === "customer" ? r.record.email : r.record.ownerEmail)))];
  const users = new Map<string, string>();
  for (const list of chunks(emails)) {
    const found = await db.user.findMany({ where: { email: { in: list } }, select: { id: true, email: true } });
    for (const u of found) users.set(u.email, u.id);
  }
  const vesselKeys = new Set<string>();
  const ownerIds = [
    ...new Set(rows.filter((r) => r.kind === "vessel").map((r) => users.get(r.record.ownerEmail))),
  ].filter((id): id is string => !!id);
  for (const ids of chunks(ownerIds)) {
    const found = await db.vessel.findMany({
      where: { ownerId: { in: ids } },
      select: { ownerId: true, name: true },
    });
    for (const v of found) vesselKeys.add(`${v.ownerId}:${v.name.trim().toLowerCase()}`);
  }
  const planned: PlannedRow[] = [];
  const customersInFile = new Set<string>();
  for (const row of rows) {
    if (row.kind === "customer") {
      const action = rowAction(row, {
        importedBefore: imported.has(row.sourceKey),
        emailTaken: users.has(row.record.email),
        ownerKnown: true,
        vesselExists: false,
      });
      if (action.action === "create") customersInFile.add(row.record.email);
      planned.push({ row, action });
    }
  }
  for (const row of rows) {
    if (row.kind !== "vessel") continue;
    const ownerId = users.get(row.record.ownerEmail);
    planned.push({
      row,
      action: rowAction(row, {
        importedBefore: imported.has(row.sourceKey),
        emailTaken: false,
        ownerKnown: !!ownerId || customersInFile.has(row.record.ownerEmail),
        vesselExists: !!ownerId && vesselKeys.has(`${ownerId}:${row.record.name.trim().toLowerCase()}`),
      }),
    });
  }
  return planned;
}

function countsOf(planned: PlannedRow[], skipped: SkippedRow[]) {
  return {
    create: planned.filter((p) => p.action.action === "create").length,
    unchanged: planned.filter((p) => p.action.action === "unchanged").length,
    skip: planned.filter((p) => p.action.action === "skip").length + skipped.length,
  };
}

/** The dry run: what applying the run would create, leave unchanged and skip, with reasons. */
export async function importPreview(runId: string, source: ImportSource) {
  const run = await prisma.importRun.findFirst({
    where: { id: runId, source },
    select: {
      id: true,
      source: true,
      fileName: true,
      status: true,
      plan: true,
      createdAt: true,
      appliedAt: true,
      createdCount: true,
      unchangedCount: true,
      skippedCount: true,
    },
  });
  if (!run) return null;
  const input = JSON.parse(run.plan) as ImportInput;
  const mapped = mappedOf(source, input);
  const planned = await classify(prisma, recordSourceOf(input), mapped.rows);
  const { plan: _plan, ...summary } = run;
  return {
    run: summary,
    planned,
    skipped: mapped.skipped,
    counts: countsOf(planned, mapped.skipped),
    csv:
      input.file === "csv"
        ? {
            header: input.header,
            mapping: input.mapping,
            fields: CSV_FIELDS[source as CsvSource].map((f) => ({
              field: f.field,
              label: f.label,
              required: f.required,
            })),
          }
        : null,
  };
}

/** The admin chose other columns on the preview (CSV only, before applying). */
export async function remapImport(runId: string, source: CsvSource, mapping: ColumnMapping) {
  const run = await prisma.importRun.findFirst({
    where: { id: runId, source, status: "previewed" },
    select: { plan: true },
  });
  if (!run) throw new ImportRefusal("This import was applied already: upload the file again to change it.");
  const input = JSON.parse(run.plan) as ImportInput;
  if (input.file !== "csv") throw new ImportRefusal("Only a CSV has columns to map.");
  await prisma.importRun.update({
    where: { id: runId },
    data: { plan: JSON.stringify({ ...input, mapping }) },
  });
}

function splitName(fullName: string) {
  const [first, ...rest] = fullName.split(/\s+/);
  return { firstName: first ?? null, lastName: rest.join(" ") || null };
}

/**
 * Applies a previewed run in one transaction: every row the dry run would create is created with its
 * ImportedRecord, or — on any failure — nothing is. A run is applied once; the same file uploaded again is a new
 * run whose rows are all 'unchanged'.
 */
export async function applyImport(input: { runId: string; source: ImportSource; actorId: string; now: Date }) {
  try {
    return await prisma.$transaction(
      async (tx) => {
        const { count } = await tx.importRun.updateMany({
          where: { id: input.runId, source: input.source, status: "previewed" },
          data: { status: "applied", appliedAt: input.now },
        });
        if (count !== 1) throw new ImportRefusal("This import was applied already: nothing was changed.");
        const run = await tx.importRun.findUniqueOrThrow({ where: { id: input.runId }, select: { plan: true } });
        const plan = JSON.parse(run.plan) as ImportInput;
        const mapped = mappedOf(input.source, plan);
        const recordSource = recordSourceOf(plan);
        const planned = await classify(tx, recordSource, mapped.rows);
        const userIds = new Map<string, string>();
        for (const { row, action } of planned) {
          if (action.action !== "create") continue;
          let targetId: string;
          if (row.kind === "customer") {
            const user = await tx.user.create({
              data: {
                email: row.record.email,
                fullName: row.record.fullName,
                ...splitName(row.record.fullName),
                phone: row.record.phone ?? null,
                profileType: "customer",
                roles: { create: [{ role: "customer" }] },
              },
              select: { id: true },
            });
            userIds.set(row.record.email, user.id);
            targetId = user.id;
          } else {
            const ownerId =
              userIds.get(row.record.ownerEmail) ??
              (await tx.user.findUniqueOrThrow({ where: { email: row.record.ownerEmail }, select: { id: true } })).id;
            const { ownerEmail: _o, ...vessel } = row.record;
            const created = await tx.vessel.create({ data: { ownerId, ...vessel }, select: { id: true } });
            targetId = created.id;
          }
          await tx.importedRecord.create({
            data: {
              source: recordSource,
              sourceKey: row.sourceKey,
              targetType: row.kind === "customer" ? "user" : "vessel",
              targetId,
              importRunId: input.runId,
            },
          });
        }
        const counts = countsOf(planned, mapped.skipped);
        await tx.importRun.update({
          where: { id: input.runId },
          data: { createdCount: counts.create, unchangedCount: counts.unchanged, skippedCount: counts.skip },
        });
        await tx.auditEvent.create({
          data: {
            action: "import.applied",
            actorId: input.actorId,
            entityType: "import_run",
            entityId: input.runId,
            details: JSON.stringify({ source: input.source, ...counts }),
          },
        });
        return counts;
      },
      { timeout: 120_000, maxWait: 15_000 },
    );
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ImportRefusal(
        "Someone changed the same customers or vessels while this was applied: nothing was imported. Upload the file again to see the new preview.",
      );
    throw error;
  }
}

export async function recentImportRuns(source: ImportSource, take = 10) {
  return prisma.importRun.findMany({
    where: { source },
    orderBy: { createdAt: "desc" },
    take,
    select: {
      id: true,
      fileName: true,
      status: true,
      createdAt: true,
      appliedAt: true,
      createdCount: true,
      unchangedCount: true,
      skippedCount: true,
    },
  });
}
