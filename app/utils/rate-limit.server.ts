// Rate limits and sign-in failure delays, counted in the database (table RateLimit) so that several
// server processes share them. Two kinds:
// - form limits: a fixed window per key (e.g. enquiries per address per hour). Actions ask `peekLimit`
//   before they parse a form and `hitLimit` once a submission is accepted, so typos never use up the quota;
// - sign-in failures: counted per account AND address together, with a growing delay after a few failures.
//   A stranger failing from elsewhere never delays the owner, and successful sign-ins count nothing, so one
//   office or mobile carrier's shared address is never locked out by its own users signing in.
import { getEnv } from "./env.server.ts";
import { prisma } from "./db.server.ts";

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

// Limits keyed on an address are generous (an office or a mobile carrier puts many people behind one);
// limits keyed on an e-mail address are tight (they stop one inbox being flooded).
export const RATE_LIMITS = {
  signUpPerAddress: { limit: 30, windowMs: 60 * 60 * 1000 },
  passwordResetPerAddress: { limit: 30, windowMs: 60 * 60 * 1000 },
  publicForm: { limit: 30, windowMs: 60 * 60 * 1000 },
  /** Sign-ups, reset links and enquiries for one e-mail address. */
  perEmail: { limit: 5, windowMs: 60 * 60 * 1000 },
  /** Failed sign-ins from one address across all accounts (password spraying). */
  signInFailuresPerAddress: { limit: 50, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;

/** Sign-in failures for one account from one address: free tries, then a delay that doubles per failure. */
export const SIGN_IN_DELAY = {
  freeFailures: 5,
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * 60 * 1000,
  /** Failures are forgotten this long after the last one. */
  memoryMs: 24 * 60 * 60 * 1000,
};

function scaled(rule: RateLimitRule): RateLimitRule {
  return { ...rule, limit: Math.ceil(rule.limit * getEnv().RATE_LIMIT_MULTIPLIER) };
}

export function waitMessage(ms: number): string {
  if (ms < 60_000) {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return `Too many attempts. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`;
  }
  const minutes = Math.ceil(ms / 60_000);
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/** The message to show when `key` is already over its limit, else null. Counts nothing. */
export async function peekLimit(key: string, rule: RateLimitRule, now = new Date()): Promise<string | null> {
  const row = await prisma.rateLimit.findUnique({ where: { key } });
  if (!row || row.resetAt <= now) return null;
  return row.count >= scaled(rule).limit ? waitMessage(row.resetAt.getTime() - now.getTime()) : null;
}

/** Counts one use of `key`; returns the message when this use is over the limit, else null. */
export async function hitLimit(key: string, rule: RateLimitRule, now = new Date()): Promise<string | null> {
  const { count, resetAt } = await increment(key, rule.windowMs, now);
  return count > scaled(rule).limit ? waitMessage(resetAt.getTime() - now.getTime()) : null;
}

export type LimitKey = readonly [key: string, rule: RateLimitRule];

/** Sign-ups (form or JSON) are limited per address and per e-mail address. */
export function signUpLimits(ip: string, email: string): LimitKey[] {
  return [
    [`signup-ip:${ip}`, RATE_LIMITS.signUpPerAddress],
    [`signup-email:${email}`, RATE_LIMITS.perEmail],
  ];
}

/** The first of these limits already reached (message), else null. Counts nothing: call before parsing. */
export async function peekLimits(keys: readonly LimitKey[], now = new Date()): Promise<string | null> {
  for (const [key, rule] of keys) {
    const message = await peekLimit(key, rule, now);
    if (message) return message;
  }
  return null;
}

/** Counts one use against each limit; the first one now exceeded (message), else null. */
export async function hitLimits(keys: readonly LimitKey[], now = new Date()): Promise<string | null> {
  let first: string | null = null;
  for (const [key, rule] of keys) first ??= await hitLimit(key, rule, now);
  return first;
}

async function increment(key: string, windowMs: number, now: Date) {
  return prisma.$transaction(async (tx) => {
    const row = await tx.rateLimit.findUnique({ where: { key } });
    const data =
      !row || row.resetAt <= now
        ? { count: 1, resetAt: new Date(now.getTime() + windowMs), blockedUntil: null }
        : { count: row.count + 1, resetAt: row.resetAt, blockedUntil: row.blockedUntil };
    return tx.rateLimit.upsert({ where: { key }, create: { key, ...data }, update: data });
  });
}

const failureKey = (email: string, ip: string) => `signin-fail:${email}|${ip}`;
const addressKey = (ip: string) => `signin-fail-ip:${ip}`;

/** Before checking a password: the message when this account and address must wait, else null. */
export async function signInWait(email: string, ip: string, now = new Date()): Promise<string | null> {
  const rows = await prisma.rateLimit.findMany({ where: { key: { in: [failureKey(email, ip), addressKey(ip)] } } });
  for (const row of rows) {
    if (row.blockedUntil && row.blockedUntil > now) return waitMessage(row.blockedUntil.getTime() - now.getTime());
    if (
      row.key === addressKey(ip) &&
      row.resetAt > now &&
      row.count >= scaled(RATE_LIMITS.signInFailuresPerAddress).limit
    )
      return waitMessage(row.resetAt.getTime() - now.getTime());
  }
  return null;
}

/** The delay after the n-th consecutive failure (0 while failures are still free). Pure. */
export function signInDelayMs(failures: number, freeFailures = SIGN_IN_DELAY.freeFailures): number {
  if (failures < freeFailures) return 0;
  const doublings = Math.min(20, failures - freeFailures);
  return Math.min(SIGN_IN_DELAY.maxDelayMs, SIGN_IN_DELAY.firstDelayMs * 2 ** doublings);
}

/** A wrong password (or unknown account): count it against this account+address and this address. */
export async function recordSignInFailure(email: string, ip: string, now = new Date()) {
  const free = Math.ceil(SIGN_IN_DELAY.freeFailures * getEnv().RATE_LIMIT_MULTIPLIER);
  const row = await increment(failureKey(email, ip), SIGN_IN_DELAY.memoryMs, now);
  const delay = signInDelayMs(row.count, free);
  if (delay > 0) {
    await prisma.rateLimit.update({
      where: { key: row.key },
      data: {
        blockedUntil: new Date(now.getTime() + delay),
        resetAt: new Date(now.getTime() + SIGN_IN_DELAY.memoryMs),
      },
    });
  }
  await increment(addressKey(ip), RATE_LIMITS.signInFailuresPerAddress.windowMs, now);
}

/** A correct password clears this account+address's failures. */
export async function clearSignInFailures(email: string, ip: string) {
  await prisma.rateLimit.deleteMany({ where: { key: failureKey(email, ip) } });
}

/** Drops finished windows; run now and then (the sign-in path calls it on a small share of requests). */
export async function pruneRateLimits(now = new Date()) {
  await prisma.rateLimit.deleteMany({
    where: { resetAt: { lte: now }, OR: [{ blockedUntil: null }, { blockedUntil: { lte: now } }] },
  });
}
