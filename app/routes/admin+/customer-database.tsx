// /admin/customer-database is the customers list under the spec's other name (issue 17).
export { default, loader, meta, ErrorBoundary } from "./customers._index.tsx";
