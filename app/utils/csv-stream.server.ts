// A CSV download streamed batch by batch (issue 17): the next batch is read only when the previous one has gone
// out, so an export of 100,000 rows never sits in memory at once. `next(afterId)` returns a batch in id order.
import { csvLine } from "~/domain/csv.ts";

type Cell = string | number | null | undefined;

export function csvStreamResponse<Row extends { id: string }>(opts: {
  fileName: string;
  header: readonly string[];
  next: (afterId: string | null) => Promise<Row[]>;
  toCells: (row: Row) => readonly Cell[];
  batchSize: number;
}) {
  const encoder = new TextEncoder();
  let afterId: string | null = null;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${csvLine(opts.header)}\r\n`));
        return;
      }
      const rows = await opts.next(afterId);
      if (rows.length > 0) {
        afterId = rows[rows.length - 1]!.id;
        controller.enqueue(encoder.encode(`${rows.map((r) => csvLine(opts.toCells(r))).join("\r\n")}\r\n`));
      }
      if (rows.length < opts.batchSize) controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${opts.fileName.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
