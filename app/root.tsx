import {
  json,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useNavigation,
  useRouteLoaderData,
} from "@remix-run/react";
import { GeneralErrorBoundary } from "./components/error-boundary.tsx";
import { ImpersonationBanner } from "./components/impersonation-banner.tsx";
import { StylesheetFirstScripts } from "./components/stylesheet-first-scripts.tsx";
import { ToastProvider } from "./components/toaster.tsx";
import { headerLinksFor } from "./domain/roles.ts";
import stylesheet from "./styles/tailwind.css";
import { cartItemCount } from "./models/cart.server.ts";
import { getAuthContext } from "./utils/auth.server.ts";
import { getNow } from "./utils/clock.server.ts";
import { publicBusinessInfo } from "./domain/public-business.ts";
import { getBusinessSettings } from "./utils/business-settings.server.ts";
import { getThemeSettings } from "./utils/theme.server.ts";
import { isDefaultTheme, themeCss } from "./utils/theme.server.ts";
import { getEnv, getPublicEnv } from "./utils/env.server.ts";
import { combineHeaders } from "./utils/misc.ts";
import { useNonce } from "./utils/nonce.tsx";
import { getToast } from "./utils/toast.server.ts";

// The stylesheet is the only thing first paint waits for: nothing is preloaded ahead of it (fonts swap in, ADR 112).
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export const meta: MetaFunction = () => [{ title: "Bosun Marine Services" }];

async function loadAuthContext(request: Request) {
  try {
    return await getAuthContext(request);
  } catch (error) {
    // Spec §8 'Authentication initialization failed': the page still renders, signed out.
    console.error("Authentication initialization failed", error);
    return null;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await loadAuthContext(request);
  const { toast, headers: toastHeaders } = await getToast(request);
  const env = getEnv();
  const [business, theme] = await Promise.all([getBusinessSettings(), getThemeSettings()]);
  const user = ctx
    ? {
        id: ctx.user.id,
        fullName: ctx.user.fullName,
        email: ctx.user.email,
        roles: ctx.user.roles,
        emailVerified: ctx.user.emailVerified,
      }
    : null;
  return json(
    {
      user,
      impersonation: ctx?.impersonator
        ? { adminName: ctx.impersonator.fullName, userName: ctx.user.fullName, userEmail: ctx.user.email }
        : null,
      headerLinks: ctx ? headerLinksFor(ctx.user, env.SUPER_ADMIN_EMAIL) : [],
      cartCount: ctx ? await cartItemCount(ctx.user.id, getNow(request)) : 0,
      toast,
      env: { ...getPublicEnv(), ...publicBusinessInfo(business) },
      /** The theme settings as CSS custom properties over the stylesheet's §9 defaults (null: the defaults). */
      themeCss: isDefaultTheme(theme) ? null : themeCss(theme),
    },
    { headers: combineHeaders(toastHeaders) },
  );
}

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export type RootLoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

/** Root data for any component (user, header links, public configuration). */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root") as RootLoaderData | undefined;
}

function Document({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const theme = useRootData()?.themeCss;
  return (
    <html lang="en-AU" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e293b" />
        <Meta />
        <Links />
        {theme ? <style id="site-theme" dangerouslySetInnerHTML={{ __html: theme }} /> : null}
      </head>
      <body className="flex min-h-full flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <StylesheetFirstScripts nonce={nonce} />
      </body>
    </html>
  );
}

/** While a page loads after a client-side navigation: a progress bar and, for slow loads, a short status. */
function GlobalPending() {
  const navigation = useNavigation();
  const busy = navigation.state === "loading";
  const text = navigation.location?.pathname === "/dashboard" ? "Loading Your Dashboard" : "Loading...";
  return (
    <>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-[70] h-1 origin-left bg-accent transition-transform duration-500 ${busy ? "scale-x-75" : "scale-x-0"}`}
      />
      {busy ? (
        <div
          role="status"
          className="fixed left-1/2 top-3 z-[70] -translate-x-1/2 rounded-full bg-secondary px-4 py-1.5 text-xs font-semibold text-white shadow-lg animate-[fadein_0.2s_ease-in_0.4s_both]"
        >
          {text}
        </div>
      ) : null}
    </>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  return (
    <Document>
      <ToastProvider initial={data.toast}>
        <GlobalPending />
        <a
          href="#main"
          className="sr-only-focusable fixed left-2 top-2 z-[80] rounded bg-white px-3 py-2 text-primary shadow"
        >
          Skip to content
        </a>
        {data.impersonation ? <ImpersonationBanner {...data.impersonation} /> : null}
        <Outlet />
      </ToastProvider>
    </Document>
  );
}

export function ErrorBoundary() {
  return (
    <Document>
      <main id="main" className="flex-1">
        <GeneralErrorBoundary />
      </main>
    </Document>
  );
}
