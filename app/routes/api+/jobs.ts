// GET /api/jobs (spec §7; staff and admins): ?status=a,b&priority=high&sort=createdAt&order=desc&limit=25&cursor=…
// → { jobs, nextCursor }. Filtering, sorting and the limit happen in the database.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { jobListQuery, listJobsPage } from "~/models/api-lists.server.ts";
import { onlyGet, pagedList } from "~/utils/api.server.ts";

const list = pagedList({
  portal: "staff",
  query: jobListQuery,
  key: "jobs",
  list: async (query, after) => {
    const { jobs, lastId } = await listJobsPage(query, after);
    return { rows: jobs, lastId };
  },
});

export const loader = ({ request }: LoaderFunctionArgs) => list(request);
export const action = onlyGet;
