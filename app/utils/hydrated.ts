import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during server render and hydration; true once JavaScript has taken over. React answers with the
 * server snapshot while it hydrates — also for any Suspense boundary hydrated later, which a module-level
 * "first hydration done" flag would get wrong.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
