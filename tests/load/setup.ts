// Test data for the load and fault tests, made through the same models the app uses (never raw SQL):
// `tsx tests/load/setup.ts '{"customers":100,"quotes":400,"jobs":200}'` prints one JSON line:
// { customers: [email], quotes: [token], jobs: [id], staff: the manager's email }. Every password is demo-password.
import { createManualJob } from "../../app/models/job-ops.server.ts";
import { saveQuote, sendQuote } from "../../app/models/quote.server.ts";
import { prisma } from "../../app/utils/db.server.ts";
import { hashPassword } from "../../app/utils/password.server.ts";

const counts = JSON.parse(process.argv[2] ?? "{}") as { customers?: number; quotes?: number; jobs?: number };
const now = new Date();
const run = `${now.getTime().toString(36)}`;
const dayKey = (days: number) => {
  const d = new Date(now.getTime() + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const admin = await prisma.user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
const staff = await prisma.user.findUniqueOrThrow({ where: { email: "staff@example.com" } });
// The office moves jobs on: a manager may move any job one stage forward without a reason.
const manager = await prisma.user.findUniqueOrThrow({ where: { email: "manager@example.com" } });
const hash = await hashPassword("demo-password");

const customers: string[] = [];
for (let i = 0; i < (counts.customers ?? 0); i++) {
  const email = `load-${run}-${i}@example.test`;
  await prisma.user.create({
    data: {
      email,
      fullName: `Load Customer ${i}`,
      firstName: "Load",
      lastName: `Customer ${i}`,
      profileType: "customer",
      emailVerifiedAt: now,
      password: { create: { hash } },
      roles: { create: [{ role: "customer" }] },
    },
  });
  customers.push(email);
}

const quotes: string[] = [];
for (let i = 0; i < (counts.quotes ?? 0); i++) {
  const saved = await saveQuote(
    {
      title: `Hull inspection ${i}`,
      customerName: `Quote Customer ${i}`,
      customerEmail: `load-quote-${run}-${i}@example.test`,
      validUntil: dayKey(30),
      depositType: "none",
      items: [{ name: "Hull inspection", quantity: 1, unitPrice: "250", serviceType: "hull_inspection" }],
    },
    { actorId: admin.id, now },
  );
  if (!saved.ok) throw new Error(JSON.stringify(saved.fieldErrors));
  const sent = await sendQuote({ quoteId: saved.id, actorId: admin.id, now });
  if (!sent.ok) throw new Error(sent.message);
  const { token } = await prisma.quote.findUniqueOrThrow({ where: { id: saved.id }, select: { token: true } });
  quotes.push(token);
}

const jobs: string[] = [];
for (let i = 0; i < (counts.jobs ?? 0); i++) {
  const job = await createManualJob(
    {
      title: `Deck wash ${i}`,
      status: "job_scheduled",
      priority: "normal",
      customerName: `Job Customer ${i}`,
      customerEmail: `load-job-${run}-${i}@example.test`,
      vesselName: `Load Boat ${i}`,
      date: dayKey(2 + (i % 20)),
      startTime: "09:00",
      durationHours: 2,
      staffId: staff.id,
      items: [{ name: "Deck wash", quantity: 1, unitPrice: "300" }],
    },
    { actorId: admin.id, onBehalfOfId: null },
  );
  jobs.push(job.id);
}

await prisma.$disconnect();
console.log(JSON.stringify({ customers, quotes, jobs, staff: manager.email }));
