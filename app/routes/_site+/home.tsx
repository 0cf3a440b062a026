// /home is the same page as / (spec §2); sign-in success lands here. The card posts to /?index.
export { default, headers, loader, meta, ErrorBoundary } from "./_index.tsx";
