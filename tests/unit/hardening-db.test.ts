// Issue 10 against a real (temporary) database: sign-in failures keyed on account and address together,
// form limits shared through the database, and impersonation sessions that die with their admin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  limits: typeof import("~/utils/rate-limit.server.ts");
  auth: typeof import("~/utils/auth.server.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    limits: await import("~/utils/rate-limit.server.ts"),
    auth: await import("~/utils/auth.server.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

describe("sign-in failures", () => {
  it("delay only the account and address that failed; a stranger cannot lock the owner out", async () => {
    const t0 = new Date("2026-11-24T00:00:00Z");
    const { recordSignInFailure, signInWait, clearSignInFailures } = m.limits;
    // A stranger fails 30 times against the owner's account from their own address.
    for (let i = 0; i < 30; i++) await recordSignInFailure("owner@x.example", "203.0.113.9", t0);
    expect(await signInWait("owner@x.example", "203.0.113.9", t0)).toMatch(/Too many attempts/);
    // The owner, from the office, is not delayed at all.
    expect(await signInWait("owner@x.example", "198.51.100.1", t0)).toBeNull();
    // A colleague behind the stranger's address (same carrier) signing into another account is not delayed.
    expect(await signInWait("crew@x.example", "203.0.113.9", t0)).toBeNull();
    // The delay passes (at most 15 minutes), and a success clears the failures.
    expect(await signInWait("owner@x.example", "203.0.113.9", new Date(t0.getTime() + 16 * 60_000))).toBeNull();
    await clearSignInFailures("owner@x.example", "203.0.113.9");
    expect(await signInWait("owner@x.example", "203.0.113.9", t0)).toBeNull();
  });

  it("allow five failures before any delay, then grow it", async () => {
    const t0 = new Date("2026-11-24T01:00:00Z");
    const { recordSignInFailure, signInWait } = m.limits;
    for (let i = 0; i < 4; i++) await recordSignInFailure("a@x.example", "192.0.2.1", t0);
    expect(await signInWait("a@x.example", "192.0.2.1", t0)).toBeNull();
    await recordSignInFailure("a@x.example", "192.0.2.1", t0);
    expect(await signInWait("a@x.example", "192.0.2.1", t0)).toBe(
      "Too many attempts. Please wait 30 seconds and try again.",
    );
    expect(await signInWait("a@x.example", "192.0.2.1", new Date(t0.getTime() + 31_000))).toBeNull();
  });
});

describe("form limits", () => {
  it("peek counts nothing; hit counts and refuses past the limit until the window ends", async () => {
    const t0 = new Date("2026-11-24T02:00:00Z");
    const rule = { limit: 2, windowMs: 60_000 };
    const { peekLimit, hitLimit } = m.limits;
    expect(await peekLimit("k", rule, t0)).toBeNull();
    expect(await hitLimit("k", rule, t0)).toBeNull();
    expect(await hitLimit("k", rule, t0)).toBeNull();
    expect(await peekLimit("k", rule, t0)).toMatch(/wait 1 minute/);
    expect(await hitLimit("k", rule, t0)).toMatch(/Too many attempts/);
    expect(await peekLimit("k", rule, new Date(t0.getTime() + 60_000))).toBeNull();
    expect(await m.prisma.rateLimit.count({ where: { key: "k" } })).toBe(1);
  });
});

describe("impersonation sessions (item 2)", () => {
  async function setup() {
    const p = m.prisma;
    const admin = await p.user.create({
      data: { email: `admin-${Math.random()}@x.example`, fullName: "Admin", roles: { create: [{ role: "admin" }] } },
    });
    const target = await p.user.create({
      data: { email: `t-${Math.random()}@x.example`, fullName: "Target", roles: { create: [{ role: "customer" }] } },
    });
    const later = new Date(Date.now() + 3600_000);
    const own = await p.session.create({ data: { userId: admin.id, expiresAt: later } });
    const imp = await p.session.create({
      data: { userId: target.id, impersonatorId: admin.id, parentSessionId: own.id, expiresAt: later },
    });
    return { admin, target, own, imp };
  }
  const alive = (id: string) => m.prisma.session.count({ where: { id } });

  it("end when the admin signs out everywhere or changes or resets the password", async () => {
    const { admin, imp } = await setup();
    await m.auth.revokeSessionsOf(admin.id);
    expect(await alive(imp.id)).toBe(0);
  });

  it("started from the browser that changes the password survive; others end", async () => {
    const { admin, own, imp, target } = await setup();
    const elsewhere = await m.prisma.session.create({
      data: { userId: admin.id, expiresAt: new Date(Date.now() + 3600_000) },
    });
    const other = await m.prisma.session.create({
      data: {
        userId: target.id,
        impersonatorId: admin.id,
        parentSessionId: elsewhere.id,
        expiresAt: new Date(Date.now() + 3600_000),
      },
    });
    await m.auth.revokeSessionsOf(admin.id, { keep: own.id });
    expect([await alive(own.id), await alive(imp.id), await alive(elsewhere.id), await alive(other.id)]).toEqual([
      1, 1, 0, 0,
    ]);
  });

  it("are refused on their next request once the admin's own session is gone or the admin role is removed", async () => {
    const { getSessionStorage } = await import("~/utils/session.server.ts");
    const requestFor = async (sessionId: string) => {
      const cookie = await getSessionStorage().getSession();
      cookie.set("sessionId", sessionId);
      const header = (await getSessionStorage().commitSession(cookie)).split(";")[0]!;
      return new Request("http://x/owner/dashboard", { headers: { Cookie: header } });
    };
    const a = await setup();
    expect((await m.auth.getAuthContext(await requestFor(a.imp.id)))?.impersonator?.id).toBe(a.admin.id);
    await m.prisma.session.delete({ where: { id: a.own.id } });
    expect(await m.auth.getAuthContext(await requestFor(a.imp.id))).toBeNull();
    expect(await alive(a.imp.id)).toBe(0);

    const b = await setup();
    await m.prisma.userRole.deleteMany({ where: { userId: b.admin.id, role: "admin" } });
    expect(await m.auth.getAuthContext(await requestFor(b.imp.id))).toBeNull();
  });
});
