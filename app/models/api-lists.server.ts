// The staff lists behind GET /api/jobs and GET /api/shared-carts (spec §7, issue 12): filtered, sorted and limited
// in the database (not in the browser, as the original did) and paginated with a keyset cursor.
import { z } from "zod";
import { JOB_PRIORITIES, JOB_STATUSES } from "~/domain/job-lifecycle.ts";
import { SHARED_CART_STATUSES } from "~/domain/shared-cart.ts";
import { prisma } from "~/utils/db.server.ts";
import { jobRefSelect } from "./job.server.ts";

const list = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .string()
    .max(400)
    .transform((s) =>
      s
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.enum(values, { errorMap: () => ({ message: `Unknown ${label}. Use: ${values.join(", ")}` }) })).max(20),
    );

/** The page size and cursor every list of the API takes. */
export const pageQuery = {
  limit: z.coerce
    .number({ invalid_type_error: "Limit is a number from 1 to 100" })
    .int("Limit is a whole number")
    .min(1, "Limit is at least 1")
    .max(100, "Limit is at most 100")
    .default(25),
  cursor: z.string().max(200).optional(),
};

/** The rows of one page (read with `take: limit + 1`) and the id to continue after, or null on the last page. */
function cursorPage<T extends { id: string }>(rows: T[], limit: number) {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { page, lastId: more ? page[page.length - 1]!.id : null };
}

export const JOB_SORTS = ["createdAt", "scheduledStartAt", "number", "updatedAt"] as const;

export const jobListQuery = z.object({
  status: list(JOB_STATUSES, "status").optional(),
  priority: list(JOB_PRIORITIES, "priority").optional(),
  sort: z
    .enum(JOB_SORTS, { errorMap: () => ({ message: `Sort by one of: ${JOB_SORTS.join(", ")}` }) })
    .default("createdAt"),
  order: z.enum(["asc", "desc"], { errorMap: () => ({ message: "Order is asc or desc" }) }).default("desc"),
  ...pageQuery,
});
export type JobListQuery = z.infer<typeof jobListQuery>;

export async function listJobsPage(query: JobListQuery, afterId: string | null) {
  const rows = await prisma.job.findMany({
    where: {
      ...(query.status?.length ? { status: { in: query.status } } : {}),
      ...(query.priority?.length ? { priority: { in: query.priority } } : {}),
    },
    orderBy: [{ [query.sort]: query.order }, { id: query.order }],
    ...(afterId ? { cursor: { id: afterId }, skip: 1 } : {}),
    take: query.limit + 1,
    select: {
      ...jobRefSelect,
      priority: true,
      source: true,
      customerContactName: true,
      customerContactEmail: true,
      vesselName: true,
      serviceCategory: true,
      scheduledStartAt: true,
      scheduledEndAt: true,
      assignedStaffId: true,
      totalCents: true,
      createdAt: true,
      updatedAt: true,
    },
  });
  const { page, lastId } = cursorPage(rows, query.limit);
  return {
    jobs: page.map(({ customerContactName, customerContactEmail, ...job }) => ({
      ...job,
      customerName: customerContactName,
      customerEmail: customerContactEmail,
    })),
    lastId,
  };
}

export const sharedCartListQuery = z.object({
  status: list(SHARED_CART_STATUSES, "status").optional(),
  ...pageQuery,
});
export type SharedCartListQuery = z.infer<typeof sharedCartListQuery>;

export async function listSharedCartsPage(query: SharedCartListQuery, afterId: string | null) {
  const rows = await prisma.sharedCart.findMany({
    where: query.status?.length ? { status: { in: query.status } } : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    ...(afterId ? { cursor: { id: afterId }, skip: 1 } : {}),
    take: query.limit + 1,
    select: {
      id: true,
      status: true,
      recipientName: true,
      recipientEmail: true,
      priority: true,
      customerId: true,
      createdById: true,
      expiresAt: true,
      viewedAt: true,
      createdAt: true,
      updatedAt: true,
      _count: { select: { messages: true } },
    },
  });
  const { page, lastId } = cursorPage(rows, query.limit);
  return { sharedCarts: page.map(({ _count, ...cart }) => ({ ...cart, messageCount: _count.messages })), lastId };
}
