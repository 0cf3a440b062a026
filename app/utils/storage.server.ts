// Where uploaded files live (ADR 133): one small interface, two real stores. Local disk under UPLOAD_DIR is the
// default (nothing to configure); any S3-compatible bucket when S3_BUCKET is set (minio's client, pinned).
// Keys are made here, never from a user's file name.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "./env.server.ts";

export interface FileStore {
  readonly name: "local" | "s3";
  put(key: string, bytes: Uint8Array, opts: { contentType: string }): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY_SHAPE = /^[a-z0-9-]+\/[a-z0-9]{2}\/[a-z0-9]{32}$/;

/** A fresh, unguessable key in a folder ("documents/ab/…"). */
export function newStorageKey(folder: string): string {
  const id = crypto.randomBytes(16).toString("hex");
  return `${folder}/${id.slice(0, 2)}/${id}`;
}

function checkedKey(key: string) {
  if (!KEY_SHAPE.test(key)) throw new Error(`Refusing a storage key of the wrong shape: ${key.slice(0, 80)}`);
  return key;
}

export class LocalStore implements FileStore {
  readonly name = "local";
  constructor(private readonly root: string) {}
  private pathOf(key: string) {
    const full = path.resolve(this.root, checkedKey(key));
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error("Storage key escapes the folder");
    return full;
  }
  async put(key: string, bytes: Uint8Array) {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes, { mode: 0o600 });
  }
  async get(key: string) {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }
  async delete(key: string) {
    await fs.rm(this.pathOf(key), { force: true });
  }
}

export class S3Store implements FileStore {
  readonly name = "s3";
  private client: Promise<import("minio").Client>;
  constructor(
    private readonly bucket: string,
    opts: { endpoint?: string; region: string; accessKey?: string; secretKey?: string },
  ) {
    this.client = import("minio").then(({ Client }) => {
      const url = new URL(opts.endpoint ?? `https://s3.${opts.region}.amazonaws.com`);
      return new Client({
        endPoint: url.hostname,
        port: url.port ? Number(url.port) : undefined,
        useSSL: url.protocol === "https:",
        region: opts.region,
        accessKey: opts.accessKey ?? "",
        secretKey: opts.secretKey ?? "",
        pathStyle: true,
      });
    });
  }
  async put(key: string, bytes: Uint8Array, opts: { contentType: string }) {
    const client = await this.client;
    await client.putObject(this.bucket, checkedKey(key), Buffer.from(bytes), bytes.byteLength, {
      "Content-Type": opts.contentType,
    });
  }
  async get(key: string) {
    const client = await this.client;
    try {
      const stream = await client.getObject(this.bucket, checkedKey(key));
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      if ((error as { code?: string }).code === "NoSuchKey") return null;
      throw error;
    }
  }
  async delete(key: string) {
    const client = await this.client;
    await client.removeObject(this.bucket, checkedKey(key));
  }
}

let store: FileStore | null = null;

export function fileStore(): FileStore {
  if (store) return store;
  const env = getEnv();
  store = env.S3_BUCKET
    ? new S3Store(env.S3_BUCKET, {
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        accessKey: env.S3_ACCESS_KEY_ID,
        secretKey: env.S3_SECRET_ACCESS_KEY,
      })
    : new LocalStore(path.resolve(env.UPLOAD_DIR));
  return store;
}
