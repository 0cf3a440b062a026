// Customers as the operations team sees them: accounts with the customer or owner role, their vessels,
// quotes and jobs (matched by account or by contact e-mail, for enquiries made before they signed up).
import { findPage, prisma, type Prisma, textContains } from "~/utils/db.server.ts";
import { listQuotesFor } from "./quote.server.ts";
import { jobRowSelect, toJobListRow } from "./job-ops.server.ts";
import { vesselCardSelect } from "./vessel.server.ts";
import { accountContactSelect } from "./account.server.ts";

export const CUSTOMER_ROLES = ["customer", "owner"] as const;

export async function listCustomers(opts: { q: string; skip: number; take: number }) {
  const where: Prisma.UserWhereInput = {
    roles: { some: { role: { in: [...CUSTOMER_ROLES] } } },
    ...(opts.q
      ? {
          OR: [
            { email: textContains(opts.q.toLowerCase()) },
            { fullName: textContains(opts.q) },
            { phone: textContains(opts.q) },
          ],
        }
      : {}),
  };
  const { total, rows: customers } = await findPage(prisma.user, opts, {
    where,
    orderBy: [{ fullName: "asc" }, { id: "asc" }],
    select: {
      ...accountContactSelect,
      createdAt: true,
      _count: { select: { vessels: true, jobsAsCustomer: true, quotesAsCustomer: true } },
    },
  });
  return { total, customers };
}

export async function getCustomer(id: string, now: Date) {
  const customer = await prisma.user.findFirst({
    where: { id, roles: { some: { role: { in: [...CUSTOMER_ROLES] } } } },
    select: {
      ...accountContactSelect,
      profileType: true,
      createdAt: true,
      vessels: {
        orderBy: { name: "asc" },
        take: 50,
        select: { ...vesselCardSelect, registration: true },
      },
    },
  });
  if (!customer) return null;
  const byCustomer = { OR: [{ customerId: customer.id }, { customerContactEmail: customer.email }] };
  const [quotes, jobs, jobCount] = await Promise.all([
    listQuotesFor({ OR: [{ customerId: customer.id }, { contactEmail: customer.email }] }, now),
    prisma.job.findMany({
      where: byCustomer,
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take: 20,
      select: jobRowSelect,
    }),
    prisma.job.count({ where: byCustomer }),
  ]);
  return { customer, quotes, jobs: jobs.map((j) => toJobListRow(j, now)), jobCount };
}
