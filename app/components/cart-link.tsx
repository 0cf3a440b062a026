import { Link } from "@remix-run/react";
import { useRootData } from "~/root.tsx";

/** Header cart link with the item count badge — for signed-in users only (spec §2). */
export function CartLink({ className = "" }: { className?: string }) {
  const root = useRootData();
  if (!root?.user) return null;
  const count = root.cartCount ?? 0;
  return (
    <Link
      to="/cart"
      className={`relative inline-flex items-center gap-2 rounded-theme px-3 py-2 font-heading text-sm font-semibold text-secondary no-underline hover:bg-surface ${className}`}
      aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}
      data-testid="header-cart"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      <span>Cart</span>
      <span data-testid="cart-count" className="badge min-w-[1.5rem] justify-center bg-accent text-white">
        {count}
      </span>
    </Link>
  );
}
