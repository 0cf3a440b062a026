// GET /api/shared-carts (spec §7; staff and admins): ?status=shared,viewed&limit=25&cursor=… → { sharedCarts, nextCursor }.
// The share links' tokens are never part of it: they open the cart for the customer.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listSharedCartsPage, sharedCartListQuery } from "~/models/api-lists.server.ts";
import { onlyGet, pagedList } from "~/utils/api.server.ts";

const list = pagedList({
  portal: "staff",
  query: sharedCartListQuery,
  key: "sharedCarts",
  list: async (query, after) => {
    const { sharedCarts, lastId } = await listSharedCartsPage(query, after);
    return { rows: sharedCarts, lastId };
  },
});

export const loader = ({ request }: LoaderFunctionArgs) => list(request);
export const action = onlyGet;
