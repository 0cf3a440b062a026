// The phone's outbox as data (issue 16): order, exactly-once settling, refusals that keep what was typed, photos.
import { describe, expect, it } from "vitest";
import {
  enqueued,
  nextToSend,
  orphanedFiles,
  parseStore,
  settled,
  typedIn,
  type OutboxItem,
  type OutboxStore,
} from "~/domain/outbox-queue.ts";
import { photoLabel } from "~/domain/job-card-labels.ts";

const item = (key: string, extra: Partial<OutboxItem> = {}): OutboxItem => ({
  key,
  url: "/fieldstaff/jobs/j1?_data=x",
  label: key,
  fields: [
    ["intent", "note"],
    ["key", key],
  ],
  savedAt: "2026-11-27T00:00:00.000Z",
  ...extra,
});
const photo = (key: string) =>
  item(key, {
    url: "/resources/jobs/j1/photos",
    label: "Before photo (IMG_1.HEIC)",
    fields: [
      ["kind", "before"],
      ["key", key],
    ],
    files: [{ field: "photo", blobId: `1-${key}-0`, name: "IMG_1.HEIC", type: "image/heic", size: 1200 }],
  });
const empty: OutboxStore = { pending: [], problems: [] };

describe("the outbox queue", () => {
  it("sends in the order posts were made, photos in line with the rest", () => {
    let s = enqueued(empty, item("a"));
    s = enqueued(s, photo("p"));
    s = enqueued(s, item("b"));
    expect(s.pending.map((p) => p.key)).toEqual(["a", "p", "b"]);
    expect(nextToSend(s)?.key).toBe("a");
    s = settled(s, nextToSend(s)!, { kind: "applied" }).store;
    expect(nextToSend(s)?.key).toBe("p");
  });

  it("queues a key once, even if the same post is enqueued twice", () => {
    const s = enqueued(enqueued(empty, photo("p")), photo("p"));
    expect(s.pending).toHaveLength(1);
  });

  it("keeps a post that was not sent (no signal, signed out) unchanged, and its photo's bytes", () => {
    const s = enqueued(empty, photo("p"));
    const after = settled(s, s.pending[0]!, { kind: "kept" });
    expect(after.store).toBe(s);
    expect(after.forget).toEqual([]);
  });

  it("forgets an applied photo's bytes and drops it from the queue", () => {
    const s = enqueued(enqueued(empty, photo("p")), item("b"));
    const after = settled(s, s.pending[0]!, { kind: "applied" });
    expect(after.store.pending.map((p) => p.key)).toEqual(["b"]);
    expect(after.store.problems).toEqual([]);
    expect(after.forget).toEqual(["1-p-0"]);
  });

  it("turns a refusal into a problem that shows what was typed (or which photo)", () => {
    const note = item("n", { fields: [["note", "Anode replaced"]] });
    let s = enqueued(enqueued(empty, note), photo("p"));
    s = settled(s, note, { kind: "refused", message: "This job is no longer assigned to you." }).store;
    s = settled(s, s.pending[0]!, { kind: "refused", message: "Photo not saved." }).store;
    expect(s.pending).toEqual([]);
    expect(s.problems).toEqual([
      { key: "n", label: "n", message: "This job is no longer assigned to you.", typed: "Anode replaced" },
      {
        key: "p",
        label: "Before photo (IMG_1.HEIC)",
        message: "Photo not saved.",
        typed: "IMG_1.HEIC (still on this phone: take or choose it again)",
      },
    ]);
  });

  it("names photo bytes no waiting post needs", () => {
    const s = enqueued(empty, photo("p"));
    expect(orphanedFiles(s, ["1-p-0", "2-gone-0"])).toEqual(["2-gone-0"]);
  });

  it("reads back whatever localStorage holds", () => {
    expect(parseStore(null)).toEqual(empty);
    expect(parseStore("not json")).toEqual(empty);
    expect(parseStore(JSON.stringify({ pending: [{ nope: 1 }, item("a")] })).pending.map((p) => p.key)).toEqual(["a"]);
  });

  it("labels a photo by kind and a shortened file name", () => {
    expect(photoLabel("After", "IMG_0042.HEIC")).toBe("After photo (IMG_0042.HEIC)");
    expect(photoLabel("Before", "")).toBe("Before photo");
    expect(photoLabel("Before", "x".repeat(60))).toHaveLength("Before photo ()".length + 38);
    expect(typedIn(item("t", { fields: [["intent", "tick"]] }))).toBeNull();
  });
});
