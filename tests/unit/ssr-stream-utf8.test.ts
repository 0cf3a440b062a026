// React 18.3.1's streaming renderer (renderToPipeableStream, used by app/entry.server.tsx) wrote its whole 2,048-byte
// buffer when a multi-byte character did not fit at the end of it, so up to three NUL bytes reached the page: /contact's
// textarea placeholder "…" showed as "\0\0…", which the browser turns into U+FFFD and draws with the full Latin font
// file (an extra 17 KB before first paint). patches/react-dom+18.3.1.patch writes only the filled part, as React 19 does.
import { PassThrough } from "node:stream";
import { createElement, type ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

function renderStreamed(element: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

describe("server rendering as a stream", () => {
  it("keeps multi-byte characters whole wherever the renderer's buffer ends", async () => {
    // Runs of three-byte characters ("…") shifted by one ASCII byte at a time, so some cross every buffer's end.
    const page = createElement(
      "div",
      null,
      Array.from({ length: 300 }, (_, i) => createElement("p", { key: i }, `${"x".repeat(i % 3)}${"…".repeat(40)}`)),
    );
    const bytes = await renderStreamed(page);
    expect(bytes.includes(0)).toBe(false);
    expect(bytes.toString("utf8")).toBe(renderToString(page));
  });
});
