import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during server render and hydration; true once JavaScript has taken over. React answers with the
 * server snapshot while it hydrates — also for a Suspense boundary hydrated later (the home page's login card),
 * which a module-level "first hydration done" flag got wrong.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
