// Both file stores behind one interface (ADR 133): local disk, and an S3-compatible bucket (s3rver on loopback
// standing in for S3, through the same minio client production uses).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalStore, newStorageKey, S3Store, type FileStore } from "~/utils/storage.server.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bosun-store-"));
let s3: S3rver;
let endpoint = "";

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(dir, "s3"),
    configureBuckets: [{ name: "bosun-test", configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ["local disk", () => new LocalStore(path.join(dir, "local"))],
  [
    "S3-compatible bucket",
    () => new S3Store("bosun-test", { endpoint, region: "us-east-1", accessKey: "S3RVER", secretKey: "S3RVER" }),
  ],
];

describe.each(stores)("%s", (_name, make) => {
  it("stores, returns and deletes a file under a generated key", async () => {
    const store = make();
    const key = newStorageKey("documents");
    const bytes = new Uint8Array(Buffer.from("%PDF-1.4\nhello"));
    await store.put(key, bytes, { contentType: "application/pdf" });
    expect((await store.get(key))?.toString()).toBe("%PDF-1.4\nhello");
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it("refuses keys it did not make, so a path can never escape", async () => {
    const store = make();
    await expect(store.get("../../etc/passwd")).rejects.toThrow(/wrong shape/);
    await expect(store.put("documents/ab/../../x", new Uint8Array(), { contentType: "x" })).rejects.toThrow(
      /wrong shape/,
    );
  });
});
