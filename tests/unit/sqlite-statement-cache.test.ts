// The SQLite driver adapter keeps each connection's prepared statements by SQL text (patches/, ADR 111 addendum of
// 2026-11-27b). A kept statement must answer every later call with that call's own arguments, for reads and
// writes, inside and outside a transaction, and see a schema change.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stmt-cache-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Integers come back as text (the adapter reads SQLite integers as 64-bit and maps them for Prisma).
const q = (sql: string, args: unknown[] = [], argTypes = args.map(() => "Int32")) => ({ sql, args, argTypes }) as never;

describe("kept prepared statements in the SQLite adapter", () => {
  it("binds each call's own arguments to the same SQL text", async () => {
    const adapter = await new PrismaBetterSQLite3({ url: `file:${path.join(dir, "a.db")}` }).connect();
    await adapter.executeScript("CREATE TABLE t (a INTEGER, b TEXT)");
    const insert = "INSERT INTO t (a, b) VALUES (?, ?)";
    for (const [a, b] of [
      [1, "one"],
      [2, "two"],
      [3, "three"],
    ] as const) {
      expect(await adapter.executeRaw(q(insert, [a, b], ["Int32", "Text"]))).toBe(1);
    }
    const select = "SELECT a, b FROM t WHERE a >= ? ORDER BY a";
    expect((await adapter.queryRaw(q(select, [2]))).rows).toEqual([
      ["2", "two"],
      ["3", "three"],
    ]);
    expect((await adapter.queryRaw(q(select, [1]))).rows).toEqual([
      ["1", "one"],
      ["2", "two"],
      ["3", "three"],
    ]);
    expect((await adapter.queryRaw(q(select, [9]))).rows).toEqual([]);

    const tx = await adapter.startTransaction();
    expect(await tx.executeRaw(q(insert, [4, "four"], ["Int32", "Text"]))).toBe(1);
    expect((await tx.queryRaw(q(select, [4]))).rows).toEqual([["4", "four"]]);
    // Prisma's client sends the ROLLBACK itself; the adapter's rollback() only releases its lock.
    await tx.executeRaw(q("ROLLBACK"));
    await tx.rollback();
    expect((await adapter.queryRaw(q(select, [4]))).rows).toEqual([]);

    const all = "SELECT * FROM t WHERE a = ?";
    expect((await adapter.queryRaw(q(all, [1]))).columnNames).toEqual(["a", "b"]);
    await adapter.executeScript("ALTER TABLE t ADD COLUMN c TEXT DEFAULT 'new'");
    const after = await adapter.queryRaw(q(all, [1]));
    expect(after.columnNames).toEqual(["a", "b", "c"]);
    expect(after.rows).toEqual([["1", "one", "new"]]);
    await adapter.dispose();
  });

  it("reports a bad statement and keeps answering good ones", async () => {
    const adapter = await new PrismaBetterSQLite3({ url: `file:${path.join(dir, "b.db")}` }).connect();
    await adapter.executeScript("CREATE TABLE u (id INTEGER PRIMARY KEY)");
    const insert = "INSERT INTO u (id) VALUES (?)";
    await adapter.executeRaw(q(insert, [1]));
    await expect(adapter.executeRaw(q(insert, [1]))).rejects.toThrow();
    expect(await adapter.executeRaw(q(insert, [2]))).toBe(1);
    await expect(adapter.queryRaw(q("SELECT nope FROM u"))).rejects.toThrow();
    expect((await adapter.queryRaw(q("SELECT id FROM u ORDER BY id"))).rows).toEqual([["1"], ["2"]]);
    await adapter.dispose();
  });
});
