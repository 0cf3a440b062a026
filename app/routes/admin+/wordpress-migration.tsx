// /admin/wordpress-migration: the {name}-migration spelling of /admin/migrate-wordpress (spec §2), the same page.
export { action, default, ErrorBoundary, loader, meta } from "./migrate-wordpress.tsx";
