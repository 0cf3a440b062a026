// Overdue reminders: at most one per interval per invoice, capped in number. Safe to run as often as you like
// (a cron, the admin button, two at once): a reminder is claimed by inserting its (invoice, sequence) row first,
// which only one run can do.
import { reminderDue } from "~/domain/invoice.ts";
import { prisma } from "~/utils/db.server.ts";
import { sendInvoiceEmail } from "./invoice-email.server.ts";
import { invoiceSettings } from "./invoice.server.ts";

export interface ReminderRun {
  checked: number;
  sent: { invoiceId: string; number: number; sequence: number }[];
}

export async function runInvoiceReminders(opts: {
  now: Date;
  intervalDays?: number;
  maxReminders?: number;
  /** Sends one reminder and returns the EmailMessage id (injected by tests). */
  send?: (invoiceId: string, now: Date) => Promise<string | null>;
}): Promise<ReminderRun> {
  const settings = await invoiceSettings();
  const intervalDays = opts.intervalDays ?? settings.reminderIntervalDays;
  const maxReminders = opts.maxReminders ?? settings.reminderMax;
  const send = opts.send ?? ((invoiceId: string, now: Date) => sendInvoiceEmail(invoiceId, { now, kind: "reminder" }));
  const run: ReminderRun = { checked: 0, sent: [] };
  let cursor: string | undefined;
  for (;;) {
    const batch = await prisma.invoice.findMany({
      where: { status: { in: ["sent", "part_paid"] }, dueAt: { lt: opts.now }, outstandingCents: { gt: 0 } },
      orderBy: { id: "asc" },
      take: 200,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
      select: {
        id: true,
        number: true,
        status: true,
        dueAt: true,
        outstandingCents: true,
        reminders: { orderBy: { sequence: "desc" }, take: 1, select: { sequence: true, sentAt: true } },
      },
    });
    if (batch.length === 0) break;
    cursor = batch[batch.length - 1]!.id;
    for (const inv of batch) {
      run.checked += 1;
      const last = inv.reminders[0];
      const due = reminderDue({
        invoice: inv,
        now: opts.now,
        lastReminderAt: last?.sentAt ?? null,
        remindersSent: last?.sequence ?? 0,
        intervalDays,
        maxReminders,
      });
      if (!due) continue;
      const sequence = (last?.sequence ?? 0) + 1;
      const claimed = await prisma.invoiceReminder
        .create({ data: { invoiceId: inv.id, sequence, sentAt: opts.now }, select: { id: true } })
        .catch((error: { code?: string }) => {
          if (error.code === "P2002") return null; // another run claimed this reminder
          throw error;
        });
      if (!claimed) continue;
      const emailMessageId = await send(inv.id, opts.now);
      await prisma.invoiceReminder.update({ where: { id: claimed.id }, data: { emailMessageId } });
      run.sent.push({ invoiceId: inv.id, number: inv.number, sequence });
    }
  }
  return run;
}
