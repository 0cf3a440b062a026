// The staff portal shows the same screen as the admin portal (guarded by the address: app/screens/ops-portal.ts).
export { default, loader, action, meta, ErrorBoundary } from "../admin+/quotes.$id._index.tsx";
