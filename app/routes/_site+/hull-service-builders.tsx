// The hull builder is the same page as the detailing builder; the address picks which (domain/builders.ts).
export { default, loader, meta, headers, ErrorBoundary } from "./detailing-service-builders.tsx";
