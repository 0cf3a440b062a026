// /admin is the admin home (spec §4: the return from impersonation lands here).
export { default, loader, meta, ErrorBoundary } from "./dashboard.tsx";
