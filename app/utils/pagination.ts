export const DEFAULT_PAGE_SIZE = 25;

/** Reads ?page= safely (bad input → page 1). */
export function getPagination(url: URL, pageSize = DEFAULT_PAGE_SIZE) {
  const raw = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(raw) && raw > 0 ? Math.min(raw, 100_000) : 1;
  return { page, pageSize, skip: (page - 1) * pageSize, take: pageSize };
}

/** How many rows a page of someone's own list shows (their orders, invoices, payments). */
export const OWN_LIST_PAGE_SIZE = 20;

/**
 * The page of a signed-in person's own list that the URL asks for: `list` reads the rows of that range, and
 * `paging` is what the page's pager needs.
 */
export async function ownListPage<L extends { total: number }>(
  request: Request,
  list: (range: { skip: number; take: number }) => Promise<L>,
) {
  const { page, pageSize, skip, take } = getPagination(new URL(request.url), OWN_LIST_PAGE_SIZE);
  const found = await list({ skip, take });
  return { found, paging: { page, pageSize, total: found.total } };
}

export function pageCount(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Lists over tables that grow to 100,000 rows count at most this many matches. Counting every match of a filtered
 * list costs more than the page itself (at 100k customers, "has unpaid invoices" took half a second to count to
 * 10,000 and 30 ms to count to 1,000), and nobody pages past the thousandth row of an admin list: they search or
 * filter. A model counts `take: COUNT_CAP + 1` and passes the answer through `cappedTotal`; the list shows "1,000+".
 */
export const COUNT_CAP = 1_000;

/** The total to show and whether there are more than COUNT_CAP (shown as "1,000+"). */
export function cappedTotal(counted: number): { total: number; capped: boolean } {
  return counted > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: counted, capped: false };
}
