// GET /api/staff (spec §7; issue 15): the staff list for signed-in staff and admins, never customers.
// ?q=name&skill=cleaning&limit=25&cursor=… → { staff, nextCursor }.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { SERVICE_CATEGORIES } from "~/domain/service-types.ts";
import { pageQuery } from "~/models/api-lists.server.ts";
import { staffApiPage } from "~/models/workforce.server.ts";
import { onlyGet, pagedList } from "~/utils/api.server.ts";

const staffQuery = z.object({
  q: z.string().trim().max(100, "q is at most 100 characters").optional(),
  skill: z
    .enum(SERVICE_CATEGORIES, { errorMap: () => ({ message: `Skill is one of: ${SERVICE_CATEGORIES.join(", ")}` }) })
    .optional(),
  ...pageQuery,
});

const list = pagedList({
  portal: "staff",
  query: staffQuery,
  key: "staff",
  list: async (query, after) => {
    const { staff, lastId } = await staffApiPage(query, after);
    return { rows: staff, lastId };
  },
});

export const loader = ({ request }: LoaderFunctionArgs) => list(request);
export const action = onlyGet;
