// GET /api/jobs (spec §7; staff and admins): ?status=a,b&priority=high&sort=createdAt&order=desc&limit=25&cursor=…
// → { jobs, nextCursor }. Filtering, sorting and the limit happen in the database.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { jobListQuery, listJobsPage } from "~/models/api-lists.server.ts";
import {
  apiError,
  apiHandler,
  apiJson,
  decodeCursor,
  encodeCursor,
  readQuery,
  requireApiPortal,
} from "~/utils/api.server.ts";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireApiPortal(request, "staff");
    const query = readQuery(request, jobListQuery);
    const after = decodeCursor(query.cursor ?? null);
    if (query.cursor && !after)
      return apiError("invalid", "The cursor is not one this API gave out.", {
        fields: { cursor: ["Unknown cursor"] },
      });
    const { jobs, lastId } = await listJobsPage(query, after);
    return apiJson({ jobs, nextCursor: lastId ? encodeCursor(lastId) : null });
  });
export const action = () => apiError("method_not_allowed", "Use GET here.", { headers: { Allow: "GET" } });
