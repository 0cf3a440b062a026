// The operations screens that the admin portal and the staff portal both show (quotes today): one route module
// serves both URL trees — the staff file is an alias of the admin one — and the portal is read from the address the
// visitor opened, which picks the guard (ops-portal.server.ts), the links and the words of that portal.
import type { MetaFunction } from "@remix-run/node";
import { useLocation } from "@remix-run/react";

export type OpsPortal = "admin" | "staff";

export function opsPortalOf(pathname: string): OpsPortal {
  return pathname === "/admin" || pathname.startsWith("/admin/") ? "admin" : "staff";
}

export interface OpsLinks {
  portal: OpsPortal;
  /** Page titles end with this. */
  name: string;
  quotes: string;
  newQuote: string;
  quote: (id: string) => string;
  editQuote: (id: string) => string;
  job: (id: string) => string;
  customer: (id: string) => string;
  words: { quotesTitle: string; quotesDescription: string; newQuoteTitle: string; newQuoteButton: string };
}

export const OPS: Record<OpsPortal, OpsLinks> = {
  admin: {
    portal: "admin",
    name: "Bosun admin",
    quotes: "/admin/quote-builder",
    newQuote: "/admin/quotes/create",
    quote: (id) => `/admin/quotes/${id}`,
    editQuote: (id) => `/admin/quotes/${id}/edit`,
    job: (id) => `/admin/jobs/${id}`,
    customer: (id) => `/admin/users/${id}`,
    words: {
      quotesTitle: "Quote builder",
      quotesDescription: "Build, send and follow up quotes. Accepted ones move on to Quote to job for scheduling.",
      newQuoteTitle: "New quote",
      newQuoteButton: "New quote",
    },
  },
  staff: {
    portal: "staff",
    name: "Bosun operations",
    quotes: "/staff/quotes",
    newQuote: "/staff/create-quote",
    quote: (id) => `/staff/quotes/${id}`,
    editQuote: (id) => `/staff/quotes/${id}/edit`,
    job: (id) => `/staff/jobs/${id}`,
    customer: (id) => `/staff/customers/${id}`,
    words: {
      quotesTitle: "Quotes",
      quotesDescription: "Every quote, newest activity first. Drafts are only visible to the team.",
      newQuoteTitle: "Create a quote",
      newQuoteButton: "Create a quote",
    },
  },
};

/** The links and words of the portal this page was opened in. */
export function useOps(): OpsLinks {
  return OPS[opsPortalOf(useLocation().pathname)];
}

/** A page title in the portal it was opened in, e.g. "Quote | Bosun admin". */
export function opsMeta(title: string | ((ops: OpsLinks) => string)): MetaFunction {
  return ({ location }) => {
    const ops = OPS[opsPortalOf(location.pathname)];
    return [{ title: `${typeof title === "string" ? title : title(ops)} | ${ops.name}` }];
  };
}
