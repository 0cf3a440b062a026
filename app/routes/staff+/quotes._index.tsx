// The staff portal shows the same screen as the admin portal (guarded by the address: app/screens/ops-portal.ts).
export { default, loader, meta, ErrorBoundary } from "../admin+/quote-builder.tsx";
