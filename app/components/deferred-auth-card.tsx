// The home page's login/register card is shown on large screens only (spec §2) and brings Conform and Zod
// with it (~30 KB gzip). Phones should not pay for what they never show: the server renders the card as
// usual, and the browser hydrates it only once the viewport is at least 1024 px wide (Tailwind `lg`), loading
// its code then. Until then React leaves the server HTML in place (a dehydrated Suspense boundary); without
// JavaScript the card is a plain, working form. See docs/decisions/030-public-site-and-catalogue.md.
import { Suspense, lazy, memo, type ComponentProps } from "react";
import type { AuthCard as AuthCardComponent } from "./auth-card.tsx";
import { AuthCard as ServerAuthCard } from "./auth-card.server.tsx";

type Props = ComponentProps<typeof AuthCardComponent>;

const LARGE_SCREEN = "(min-width: 1024px)";
const LazyAuthCard = lazy(() => import("./auth-card.tsx").then((m) => ({ default: m.AuthCard })));

let largeScreenSeen = false;
let largeScreen: Promise<void> | null = null;

/** Suspends until the viewport is large; resolves at once on desktops. */
function WhenLargeScreen({ children }: { children: React.ReactNode }) {
  if (!largeScreenSeen) {
    const mq = window.matchMedia(LARGE_SCREEN);
    if (mq.matches) largeScreenSeen = true;
    else {
      largeScreen ??= new Promise<void>((resolve) => {
        const onChange = () => {
          if (!mq.matches) return;
          largeScreenSeen = true;
          mq.removeEventListener("change", onChange);
          resolve();
        };
        mq.addEventListener("change", onChange);
      });
      throw largeScreen;
    }
  }
  return <>{children}</>;
}

export const DeferredAuthCard = memo(function DeferredAuthCard(props: Props) {
  if (typeof document === "undefined") {
    return (
      <Suspense fallback={null}>
        <ServerAuthCard {...props} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <WhenLargeScreen>
        <LazyAuthCard {...props} />
      </WhenLargeScreen>
    </Suspense>
  );
});
