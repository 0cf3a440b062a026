// A few line icons (24×24, stroke) for the public site. Decorative: always aria-hidden.
const PATHS = {
  sparkles:
    "M12 3l1.8 4.6L18 9.4l-4.2 1.8L12 16l-1.8-4.8L6 9.4l4.2-1.8L12 3zM19 15l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8.8-2zM5 15l.6 1.4L7 17l-1.4.6L5 19l-.6-1.4L3 17l1.4-.6L5 15z",
  hammer: "M14 6l4 4M3 21l9-9M12.5 7.5L16 4l4 4-3.5 3.5M10 10l4 4",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7l1-8z",
  anchor: "M12 8a2 2 0 100-4 2 2 0 000 4zM12 8v13M5 12H3a9 9 0 0018 0h-2M8 11h8",
  clipboard: "M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12l2.5 2.5L16 9",
  dive: "M3 12c3 0 3-2 6-2s3 2 6 2 3-2 6-2M3 17c3 0 3-2 6-2s3 2 6 2 3-2 6-2M12 3v4",
  engine: "M4 10h3l2-3h6l2 3h3v7h-3l-2 2H9l-2-2H4zM9 13h6",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5",
  tag: "M3 12V4h8l10 10-8 8L3 12zM7.5 8.5h.01",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3z",
  brain:
    "M9 4a3 3 0 00-3 3v.5A3 3 0 004 10.5 3 3 0 005 13a3 3 0 002 5 3 3 0 005 1V5a2 2 0 00-3-1zM15 4a3 3 0 013 3v.5a3 3 0 012 3 3 3 0 01-1 2.5 3 3 0 01-2 5 3 3 0 01-5 1",
  check: "M5 12.5l4.5 4.5L19 7.5",
  clock: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2",
  cloud: "M7 18h10a4 4 0 00.5-8A6 6 0 006 9.5 4.3 4.3 0 007 18zM8 21l1-2M12 21l1-2M16 21l1-2",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
  pin: "M12 21s7-6.2 7-12a7 7 0 10-14 0c0 5.8 7 12 7 12zM12 11.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  arrow: "M5 12h14M13 6l6 6-6 6",
  wrench: "M14.7 6.3a4 4 0 00-5.4 5.2L3 17.8V21h3.2l6.3-6.3a4 4 0 005.2-5.4l-2.6 2.6-2.4-.6-.6-2.4 2.6-2.6z",
  chat: "M4 5h16v11H8l-4 4V5zM8 9h8M8 12h5",
  calendar: "M4 6h16v15H4zM4 10h16M8 3v4M16 3v4",
  crane: "M4 21V5l10-2v4M4 7h14M18 7v6M16 13h4v3h-4zM2 21h8",
  cart: "M3 4h2l2.4 10.2a2 2 0 002 1.5h7.7a2 2 0 001.9-1.4L21 8H6.2M10 21.3a1.3 1.3 0 100-2.6 1.3 1.3 0 000 2.6zM17 21.3a1.3 1.3 0 100-2.6 1.3 1.3 0 000 2.6z",
  truck: "M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

export const CATEGORY_ICONS: Record<string, IconName> = {
  detailing: "sparkles",
  hull: "dive",
  electrical: "bolt",
  shipwright: "hammer",
  maintenance: "wrench",
  project_management: "clipboard",
  delivery: "anchor",
};
