import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * The hub's search in the admin header on every admin page (ADR 171): a plain GET form to /admin/hub, so it works
 * without JavaScript; with it, ⌘K / Ctrl-K from anywhere puts the cursor in the box.
 */
export function AdminSearch() {
  const input = useRef<HTMLInputElement>(null);
  const location = useLocation();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && !e.altKey && e.key.toLowerCase() === "k") {
        e.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const current = location.pathname === "/admin/hub" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    <Form method="get" action="/admin/hub" role="search" className="flex min-w-0 flex-1 items-center sm:max-w-md">
      <label htmlFor="admin-search" className="sr-only">
        Find any record
      </label>
      <input
        ref={input}
        id="admin-search"
        key={current}
        name="q"
        type="search"
        defaultValue={current}
        placeholder="Find a record… (Ctrl K)"
        aria-keyshortcuts="Control+K Meta+K"
        className="field-input w-full py-1.5"
      />
    </Form>
  );
}
