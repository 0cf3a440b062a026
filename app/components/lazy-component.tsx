// A part of a page that only shows after something happened (the cart form under a Nereus answer), with its code in
// a script of its own that the browser loads when the part first renders, not with the page (ADR 030 addendum
// 2026-11-27, helper 11c: the JavaScript budget).
// The server must never wait for it: a suspended part would leave the shell with an empty fallback and stream the
// content after it, to be swapped in by a script, so a browser without JavaScript would not see it. So the server
// loads the module as it starts (its bundle holds it; the import settles within a tick) and the lazy component then
// resolves synchronously (a thenable that calls back at once). In the browser, hydration keeps the server's HTML of
// a part whose script has not arrived yet and hydrates it when it has (React's Suspense hydration).
import { Suspense, lazy, type ComponentType } from "react";

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const start = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  // A failed import is not lost: the lazy component calls start() again when it renders and throws to the error
  // boundary there, so this early start must not end the server with an unhandled rejection.
  if (typeof document === "undefined") start().catch(() => undefined);
  const Lazy = lazy(() =>
    loaded
      ? // Already loaded (always so on the server): resolve without a tick, so nothing suspends.
        ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as never)
      : start(),
  ) as unknown as ComponentType<P>;
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
