// Disabling accounts and ending sessions (issue 17) against a real database: disabling ends every session at once —
// also a cookie held from before is refused on its next request — and sign-in is refused even after a password reset;
// never yourself, never the last active admin; re-enabling lets the account sign in again; signing out everywhere
// ends the sessions without disabling. The pure rules are checked too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "~/domain/roles.ts";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  auth: typeof import("~/utils/auth.server.ts");
  admin: typeof import("~/models/user-admin.server.ts");
  account: typeof import("~/models/account.server.ts");
  lists: typeof import("~/models/back-office-lists.server.ts");
  rules: typeof import("~/domain/account-access.ts");
  session: typeof import("~/utils/session.server.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    auth: await import("~/utils/auth.server.ts"),
    admin: await import("~/models/user-admin.server.ts"),
    account: await import("~/models/account.server.ts"),
    lists: await import("~/models/back-office-lists.server.ts"),
    rules: await import("~/domain/account-access.ts"),
    session: await import("~/utils/session.server.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const now = new Date("2026-11-27T00:45:00Z");
const PASSWORD = "a good long password";
let n = 0;

async function account(role: Role = "customer") {
  n += 1;
  const { id, email } = await m.auth.createAccount({
    email: `disable${n}-${Date.now()}@x.example`,
    password: PASSWORD,
    fullName: `Person ${n}`,
    profileType: "customer",
    roles: [role],
  });
  return { id, email };
}

function signedInSession(userId: string) {
  return m.prisma.session.create({ data: { userId, expiresAt: new Date(Date.now() + 3600_000) } });
}

async function requestWith(sessionId: string) {
  const cookie = await m.session.getSessionStorage().getSession();
  cookie.set("sessionId", sessionId);
  const header = (await m.session.getSessionStorage().commitSession(cookie)).split(";")[0]!;
  return new Request("http://x/owner/dashboard", { headers: { Cookie: header } });
}

const sessionsOf = (userId: string) => m.prisma.session.count({ where: { userId } });

describe("the rules", () => {
  it("refuse yourself, an account already disabled and the last active admin; re-enable only a disabled one", () => {
    const { disableProblem, enableProblem } = m.rules;
    const target = { id: "t", disabled: false, isAdmin: false };
    expect(disableProblem({ actorId: "a", target, otherActiveAdmins: 0 })).toBeNull();
    expect(disableProblem({ actorId: "t", target, otherActiveAdmins: 3 })).toMatch(/your own account/);
    expect(disableProblem({ actorId: "a", target: { ...target, disabled: true }, otherActiveAdmins: 3 })).toMatch(
      /already disabled/,
    );
    const admin = { ...target, isAdmin: true };
    expect(disableProblem({ actorId: "a", target: admin, otherActiveAdmins: 0 })).toMatch(/last active admin/);
    expect(disableProblem({ actorId: "a", target: admin, otherActiveAdmins: 1 })).toBeNull();
    expect(enableProblem({ disabled: false })).toMatch(/already active/);
    expect(enableProblem({ disabled: true })).toBeNull();
  });
});

describe("disabling an account", () => {
  it("ends every session at once, refuses a cookie from before, refuses sign-in even after a password reset", async () => {
    const boss = await account("admin");
    const customer = await account();
    const phone = await signedInSession(customer.id);
    const laptop = await signedInSession(customer.id);
    expect((await m.auth.getAuthContext(await requestWith(phone.id)))?.user.id).toBe(customer.id);
    expect(await m.auth.verifyCredentials(customer.email, PASSWORD)).toBe(customer.id);

    const signedInAt = new Date("2026-11-26T22:00:00Z");
    await m.prisma.auditEvent.create({
      data: { action: "auth.sign_in", actorId: customer.id, subjectUserId: customer.id, createdAt: signedInAt },
    });
    const { sessionsEnded } = await m.admin.disableAccount({
      userId: customer.id,
      actorId: boss.id,
      reason: "Chargeback",
      now,
    });
    expect(sessionsEnded).toBe(2);
    expect(await sessionsOf(customer.id)).toBe(0);
    expect(await m.auth.getAuthContext(await requestWith(laptop.id))).toBeNull();
    const row = await m.prisma.user.findUniqueOrThrow({ where: { id: customer.id } });
    expect(row.disabledAt?.toISOString()).toBe(now.toISOString());
    expect(row.disabledReason).toBe("Chargeback");

    // Sign-in: the right password hears the account is disabled; a wrong one hears nothing more than usual.
    await expect(m.auth.verifyCredentials(customer.email, PASSWORD)).rejects.toThrow(m.rules.DISABLED_SIGN_IN_MESSAGE);
    await expect(m.auth.verifyCredentials(customer.email, "wrong password")).rejects.toThrow(
      "Invalid email or password.",
    );
    // A password reset changes the password, not the state.
    await m.account.replacePassword(customer.id, "another good password");
    await expect(m.auth.verifyCredentials(customer.email, "another good password")).rejects.toThrow(
      m.rules.DISABLED_SIGN_IN_MESSAGE,
    );
    expect(await m.admin.isAccountDisabled(customer.id)).toBe(true);

    // A session row that appears anyway (made while it was being disabled) is refused and removed on its next request.
    const late = await signedInSession(customer.id);
    expect(await m.auth.getAuthContext(await requestWith(late.id))).toBeNull();
    expect(await sessionsOf(customer.id)).toBe(0);

    // The list shows the state and filters by it.
    const disabled = await m.lists.listAccounts(
      { q: customer.email, role: null, state: "disabled" },
      { skip: 0, take: 10 },
      now,
    );
    expect(disabled.users.map((u) => u.id)).toEqual([customer.id]);
    expect(disabled.users[0]?.disabledAt).not.toBeNull();
    // Its sessions are gone, but the list still says when it last signed in (from the audit).
    expect(disabled.users[0]?.lastSignInAt?.toISOString()).toBe(signedInAt.toISOString());
    expect(disabled.users[0]?.signedIn).toBe(false);
    const active = await m.lists.listAccounts(
      { q: customer.email, role: null, state: "active" },
      { skip: 0, take: 10 },
      now,
    );
    expect(active.total).toBe(0);

    // Disabling twice is refused; re-enabling lets the account sign in again.
    await expect(
      m.admin.disableAccount({ userId: customer.id, actorId: boss.id, reason: null, now }),
    ).rejects.toBeInstanceOf(m.admin.AccountAccessRefused);
    await m.admin.enableAccount({ userId: customer.id });
    expect(await m.auth.verifyCredentials(customer.email, "another good password")).toBe(customer.id);
    expect((await m.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).disabledReason).toBeNull();
    await expect(m.admin.enableAccount({ userId: customer.id })).rejects.toThrow(/already active/);
  });

  it("ends the impersonations a disabled admin started", async () => {
    const [a, b, target] = [await account("admin"), await account("admin"), await account()];
    const own = await signedInSession(b.id);
    const imp = await m.prisma.session.create({
      data: {
        userId: target.id,
        impersonatorId: b.id,
        parentSessionId: own.id,
        expiresAt: new Date(Date.now() + 3600_000),
      },
    });
    await m.admin.disableAccount({ userId: b.id, actorId: a.id, reason: null, now });
    expect(await m.prisma.session.count({ where: { id: { in: [own.id, imp.id] } } })).toBe(0);
  });

  it("refuses disabling yourself and the last active admin, and a disabled admin does not count as one", async () => {
    await m.prisma.userRole.deleteMany({ where: { role: "admin" } });
    const [a, b] = [await account("admin"), await account("admin")];
    await expect(m.admin.disableAccount({ userId: a.id, actorId: a.id, reason: null, now })).rejects.toThrow(
      /your own account/,
    );
    await m.admin.disableAccount({ userId: b.id, actorId: a.id, reason: "Left the company", now });
    // b (disabled) cannot leave a without an active admin, by disabling or by demoting.
    await expect(m.admin.disableAccount({ userId: a.id, actorId: b.id, reason: null, now })).rejects.toThrow(
      /last active admin/,
    );
    await expect(m.admin.setUserRoles(a.id, ["customer"], b.id)).rejects.toThrow(/last admin/);
    expect(await m.lists.adminCount()).toBe(1);
    // The disabled admin itself may be demoted: the active one stays.
    await m.admin.setUserRoles(b.id, ["customer"], a.id);
    expect(await m.admin.rolesOf(b.id)).toEqual(["customer"]);
  });
});

describe("signing out everywhere", () => {
  it("ends every session of the account without disabling it", async () => {
    const customer = await account();
    await signedInSession(customer.id);
    await signedInSession(customer.id);
    expect(await m.admin.revokeAccountSessions(customer.id)).toEqual({ sessionsEnded: 2 });
    expect(await sessionsOf(customer.id)).toBe(0);
    expect(await m.admin.isAccountDisabled(customer.id)).toBe(false);
    expect(await m.auth.verifyCredentials(customer.email, PASSWORD)).toBe(customer.id);
    await expect(m.admin.revokeAccountSessions("no-such-user")).rejects.toThrow(/no longer exists/);
  });
});
