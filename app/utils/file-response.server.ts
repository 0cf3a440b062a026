// A stored file sent as a download: its detected type, a safe name, never cached by shared caches.
// (X-Content-Type-Options: nosniff is set on every response by server.js.)
export function fileResponse(doc: { fileName: string; contentType: string; bytes: Buffer }) {
  return new Response(new Uint8Array(doc.bytes), {
    headers: {
      "Content-Type": doc.contentType,
      "Content-Disposition": `attachment; filename="${doc.fileName}"`,
      "Content-Length": String(doc.bytes.length),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

/** A CSV download: never cached (it holds customers' money), named so a spreadsheet opens it. */
export function csvResponse(body: string, fileName: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
