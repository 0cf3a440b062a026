// The daily credential-expiry check (issue 15, ADR 151): one e-mail per credential per expiry date about licences,
// certificates and insurance expiring within 30 days. Idempotent however often and on however many processes it
// runs: a CredentialReminder row (unique per credential and expiry date) is claimed before the e-mail is written.
import { addDays, sydneyDateKey } from "~/domain/dates.ts";
import {
  CREDENTIAL_SOON_DAYS,
  credentialExpiryPhrase,
  credentialLabel,
  credentialReminderDue,
} from "~/domain/workforce.ts";
import { getBusinessSettings } from "~/utils/business-settings.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getEnv } from "~/utils/env.server.ts";

const BATCH = 500;

export async function runCredentialReminders({ now }: { now: Date }) {
  const today = sydneyDateKey(now);
  const office = (await getBusinessSettings()).email;
  const sent: { credentialId: string; expiresOn: string; to: string }[] = [];
  let checked = 0;
  let afterId: string | null = null;
  for (;;) {
    const batch: Awaited<ReturnType<typeof dueBatch>> = await dueBatch(today, afterId);
    checked += batch.length;
    for (const c of batch) {
      if (
        !credentialReminderDue(
          c,
          today,
          c.reminders.map((r) => r.expiresOn),
        )
      )
        continue;
      const to = c.holder?.email ?? c.subcontractor?.email ?? office;
      try {
        // The claim: a second run (or a second process) fails on the unique key and sends nothing.
        await prisma.credentialReminder.create({ data: { credentialId: c.id, expiresOn: c.expiresOn!, sentAt: now } });
      } catch {
        continue;
      }
      const who = c.holder?.fullName ?? c.subcontractor?.name ?? "A team member";
      const when = credentialExpiryPhrase(c.expiresOn!, today);
      const url = `${getEnv().appUrl}/admin/credentials?filter=expiring`;
      await sendTemplatedEmail("credential.expiring", to, {
        who,
        credential: credentialLabel(c.type),
        number: c.number,
        issuer: c.issuer,
        when,
        url,
      });
      sent.push({ credentialId: c.id, expiresOn: c.expiresOn!, to });
    }
    if (batch.length < BATCH) break;
    afterId = batch[batch.length - 1]!.id;
  }
  return { checked, sent };
}

function dueBatch(today: string, afterId: string | null) {
  return prisma.credential.findMany({
    where: {
      expiresOn: { gte: today, lte: addDays(today, CREDENTIAL_SOON_DAYS) },
      ...(afterId ? { id: { gt: afterId } } : {}),
    },
    orderBy: { id: "asc" },
    take: BATCH,
    select: {
      id: true,
      type: true,
      number: true,
      issuer: true,
      expiresOn: true,
      reminders: { select: { expiresOn: true }, take: 20 },
      holder: { select: { email: true, fullName: true } },
      subcontractor: { select: { email: true, name: true } },
    },
  });
}
