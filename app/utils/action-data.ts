import { useActionData, useLocation } from "@remix-run/react";
import { useRef } from "react";

/**
 * The action's answer (a refusal and what was typed) for as long as the person stays on the page it came back to.
 * Remix's own useActionData is cleared by any revalidation — on a page with <LiveUpdates> someone else's change
 * would wipe a refusal off the screen a moment after it was shown. A revalidation keeps the location's key; a
 * navigation or a new submission gets a new one, so the kept answer goes exactly when the person moves on.
 */
export function useLastActionData<T>(): T | undefined {
  const data = useActionData() as T | undefined;
  const { key } = useLocation();
  const kept = useRef<{ key: string; data: T } | null>(null);
  if (data !== undefined && data !== null) kept.current = { key, data };
  return kept.current?.key === key ? kept.current.data : undefined;
}
