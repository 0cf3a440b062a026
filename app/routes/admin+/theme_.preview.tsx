// /admin/theme/preview (issue 18): the plain preview page, without JavaScript — the theme form's typed values in the
// query (anything invalid falls back to the saved theme), shown as a sample with its contrast table. Nothing is saved.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { contrastProblems, mergeTheme, themeCss, type ThemeSettings } from "~/domain/theme.ts";
import { ThemeSample } from "~/screens/theme/theme-preview.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getThemeSettings } from "~/utils/theme.server.ts";

export const meta: MetaFunction = () => [{ title: "Theme preview | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const saved = await getThemeSettings();
  const typed = Object.fromEntries(
    [...new URL(request.url).searchParams].map(([k, v]) => [k, k.endsWith("Color") ? v.trim().toUpperCase() : v]),
  );
  const theme = mergeTheme({ ...saved, ...typed });
  return json({ theme, problems: contrastProblems(theme).map((p) => p.message) });
}

export default function ThemePreview() {
  const { theme, problems } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Theme preview"
        description="How the site looks in the typed theme. Nothing is saved: go back to the theme to save it."
      />
      {problems.length ? (
        <div role="alert" className="mb-4 rounded-theme border border-danger bg-white p-4 text-sm text-danger">
          <p className="font-semibold">This theme cannot be saved:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="max-w-2xl">
        <ThemeSample theme={theme as ThemeSettings} css={themeCss(theme as ThemeSettings, "#theme-preview")} />
      </div>
      <p className="mt-6">
        <Link to="/admin/theme" className="btn-link">
          Back to the site theme
        </Link>
      </p>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
