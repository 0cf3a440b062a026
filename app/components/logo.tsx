import { Link } from "@remix-run/react";

export function Logo({ to = "/", tone = "dark" }: { to?: string; tone?: "dark" | "light" }) {
  return (
    <Link to={to} className="flex items-center gap-2 no-underline" aria-label="Bosun Marine Services, home">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-8 w-8">
        <rect width="64" height="64" rx="12" fill="#003F5C" />
        <path
          d="M32 10v34M20 24h24M14 38c4 10 12 14 18 14s14-4 18-14"
          stroke="#4BA3A3"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="32" cy="10" r="4" fill="#fff" />
      </svg>
      <span
        className={`font-logo text-2xl font-bold tracking-tight ${tone === "dark" ? "text-primary" : "text-white"}`}
      >
        Bosun
      </span>
    </Link>
  );
}
