// The "hamburger" button that opens a <details> menu on small screens (the site header and the portal shells).

export function MenuSummary({ label, iconClassName }: { label: string; iconClassName: string }) {
  return (
    <summary className="flex cursor-pointer list-none items-center rounded-theme p-2 text-secondary hover:bg-surface [&::-webkit-details-marker]:hidden">
      <span className="sr-only">{label}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={iconClassName}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
      </svg>
    </summary>
  );
}
