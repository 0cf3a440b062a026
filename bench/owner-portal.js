// `npm run bench:owner`: server time of the owner portal's busiest pages for one owner, first with only that owner's
// boats in the database, then with 1,000 vessels and 10,000 documents (plus engines, readings and completed jobs)
// belonging to 200 other owners. Issue 13's target: p50/p99 within 2× of the small database. Prints numbers; asserts
// nothing.
//
//   BENCH_PORT (default 3395)  BENCH_REQUESTS (default 200)
import crypto from "node:crypto";
import Database from "better-sqlite3";
import { printComparison, serverTime as timed, signIn as signInAt, startServer } from "./lib.js";

const PORT = Number(process.env.BENCH_PORT ?? 3395);
const BASE = `http://localhost:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const DB_FILE = `data/bench-owner-${PORT}.db`;
const PAGES = ["/owner/dashboard-cards", "/owner/dashboard", "/owner/vessels", "/owner/services", "/owner/documents"];
const OTHER_OWNERS = 200;
const VESSELS = 1000;
const DOCUMENTS = 10_000;

const id = () => `b${crypto.randomBytes(10).toString("hex")}`;
const signIn = (email) => signInAt(BASE, email);
const serverTime = (url, cookie) => timed(url, cookie, REQUESTS);

/** Boats for one owner: vessels, an engine each with readings, a completed job each, documents. */
function addFleet(db, ownerId, vessels, docsPerVessel, now) {
  const insVessel = db.prepare(
    `INSERT INTO "Vessel" (id, ownerId, name, type, lengthMetres, homeMarina, berth, builderPlate, createdAt, updatedAt) VALUES (?, ?, ?, 'motor_yacht', ?, 'Rushcutters Bay', ?, 0, ?, ?)`,
  );
  const insEngine = db.prepare(
    `INSERT INTO "Engine" (id, vesselId, make, fuel, hours, createdAt, updatedAt) VALUES (?, ?, 'Volvo Penta', 'diesel', ?, ?, ?)`,
  );
  const insReading = db.prepare(
    `INSERT INTO "EngineHourReading" (id, engineId, hours, meterReplaced, readAt, createdAt) VALUES (?, ?, ?, 0, ?, ?)`,
  );
  const insDoc = db.prepare(
    `INSERT INTO "VesselDocument" (id, ownerId, vesselId, kind, title, fileName, contentType, sizeBytes, storageKey, expiresOn, private, version, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, 'doc.pdf', 'application/pdf', 120000, ?, ?, 0, 1, ?, ?)`,
  );
  const kinds = ["registration", "insurance", "survey", "manual", "receipt"];
  for (let v = 0; v < vessels; v++) {
    const vesselId = id();
    insVessel.run(vesselId, ownerId, `Vessel ${v}`, 8 + (v % 20), `B${v}`, now, now);
    const engineId = id();
    insEngine.run(engineId, vesselId, 100 + v, now, now);
    for (let r = 0; r < 5; r++) insReading.run(id(), engineId, 20 * r + v, now - (5 - r) * 86_400_000 * 30, now);
    for (let d = 0; d < docsPerVessel; d++) {
      const expires = new Date(now + (d - 3) * 86_400_000 * 40).toISOString().slice(0, 10);
      insDoc.run(id(), ownerId, vesselId, kinds[d % kinds.length], `Document ${d}`, `bench/${id()}`, expires, now, now);
    }
  }
}

async function main() {
  const stop = await startServer({ port: PORT, dbFile: DB_FILE });
  try {
    const db = new Database(DB_FILE);
    const now = Date.now();
    const owner = db.prepare(`SELECT id FROM "User" WHERE email = 'owner@example.com'`).get();
    addFleet(db, owner.id, 3, 10, now);
    const cookie = await signIn("owner@example.com");

    const small = {};
    for (const p of PAGES) small[p] = await serverTime(`${BASE}${p}`, cookie);

    console.log(`▶ adding ${VESSELS} vessels and ${DOCUMENTS} documents for ${OTHER_OWNERS} other owners`);
    const insUser = db.prepare(
      `INSERT INTO "User" (id, email, fullName, profileType, documentTier, createdAt, updatedAt) VALUES (?, ?, ?, 'vessel_owner', 'standard', ?, ?)`,
    );
    const insRole = db.prepare(`INSERT INTO "UserRole" (userId, role, createdAt) VALUES (?, 'owner', ?)`);
    db.transaction(() => {
      for (let o = 0; o < OTHER_OWNERS; o++) {
        const userId = id();
        insUser.run(userId, `bench-owner-${o}@example.test`, `Bench Owner ${o}`, now, now);
        insRole.run(userId, now);
        addFleet(db, userId, VESSELS / OTHER_OWNERS, DOCUMENTS / VESSELS, now);
      }
    })();
    const counts = db
      .prepare(
        `SELECT (SELECT count(*) FROM "Vessel") v, (SELECT count(*) FROM "VesselDocument") d, (SELECT count(*) FROM "EngineHourReading") r`,
      )
      .get();
    db.close();

    const large = {};
    for (const p of PAGES) large[p] = await serverTime(`${BASE}${p}`, cookie);

    console.log(`\nOwner portal, one owner with 3 vessels and 30 documents; ${REQUESTS} sequential requests per page.`);
    console.log(`Large database: ${counts.v} vessels, ${counts.d} documents, ${counts.r} hour readings.\n`);
    printComparison(PAGES, small, large);
  } finally {
    stop();
  }
}

await main();
