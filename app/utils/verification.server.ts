import crypto from "node:crypto";
import { prisma } from "./db.server.ts";

export type VerificationType = "reset-password" | "verify-email" | "change-email";

export const VERIFICATION_TTL_MS: Record<VerificationType, number> = {
  "reset-password": 60 * 60 * 1000,
  "verify-email": 7 * 24 * 60 * 60 * 1000,
  "change-email": 24 * 60 * 60 * 1000,
};

export function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Creates a single-use, expiring token; only its hash is stored. Earlier unused ones of the type are revoked. */
export async function createVerificationToken(userId: string, type: VerificationType, now = new Date()) {
  const token = crypto.randomBytes(32).toString("base64url");
  await prisma.$transaction([
    prisma.verification.deleteMany({ where: { userId, type, usedAt: null } }),
    prisma.verification.create({
      data: {
        userId,
        type,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS[type]),
      },
    }),
  ]);
  return token;
}

/** The verification a token names, if it is unused and unexpired (does not consume it). */
export async function findValidVerification(token: string, type: VerificationType, now = new Date()) {
  if (!token) return null;
  return prisma.verification.findFirst({
    where: { tokenHash: hashToken(token), type, usedAt: null, expiresAt: { gt: now } },
    select: { id: true, userId: true },
  });
}

/** Marks the token used; returns the user id, or null if it was already used, expired or unknown. */
export async function consumeVerification(token: string, type: VerificationType, now = new Date()) {
  const found = await findValidVerification(token, type, now);
  if (!found) return null;
  // The usedAt: null condition makes a second, concurrent use lose.
  const { count } = await prisma.verification.updateMany({
    where: { id: found.id, usedAt: null },
    data: { usedAt: now },
  });
  return count === 1 ? found.userId : null;
}
