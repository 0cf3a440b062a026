// GET /api/shared-carts (spec §7; staff and admins): ?status=shared,viewed&limit=25&cursor=… → { sharedCarts, nextCursor }.
// The share links' tokens are never part of it: they open the cart for the customer.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listSharedCartsPage, sharedCartListQuery } from "~/models/api-lists.server.ts";
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
    const query = readQuery(request, sharedCartListQuery);
    const after = decodeCursor(query.cursor ?? null);
    if (query.cursor && !after)
      return apiError("invalid", "The cursor is not one this API gave out.", {
        fields: { cursor: ["Unknown cursor"] },
      });
    const { sharedCarts, lastId } = await listSharedCartsPage(query, after);
    return apiJson({ sharedCarts, nextCursor: lastId ? encodeCursor(lastId) : null });
  });
export const action = () => apiError("method_not_allowed", "Use GET here.", { headers: { Allow: "GET" } });
