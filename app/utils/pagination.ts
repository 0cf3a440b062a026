export const DEFAULT_PAGE_SIZE = 25;

/** Reads ?page= safely (bad input → page 1). */
export function getPagination(url: URL, pageSize = DEFAULT_PAGE_SIZE) {
  const raw = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(raw) && raw > 0 ? Math.min(raw, 100_000) : 1;
  return { page, pageSize, skip: (page - 1) * pageSize, take: pageSize };
}

export function pageCount(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize));
}
