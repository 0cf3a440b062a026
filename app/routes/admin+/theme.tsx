// /admin/theme (issue 18, spec §3, §4, §9; ADR 180): the site theme merged over the §9 defaults. Saving applies it to
// every visitor on their next page load (the root layout emits it as CSS custom properties); reset returns to the
// defaults; colour pairs that fail WCAG AA for text are refused with the measured ratio. With JavaScript the sample
// and its contrast table follow the form as it is typed; without, "Preview" opens the plain preview page with the
// typed values (with JavaScript it opens it once the typed theme passes).
import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList, Field, FormSection, SelectField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { formatDateTime } from "~/domain/dates.ts";
import {
  BUTTON_STYLES,
  CARD_STYLES,
  COLOR_KEYS,
  COLOR_LABELS,
  CONTAINER_WIDTHS,
  FONT_CHOICES,
  RADIUS_SIZES,
  SPACINGS,
  mergeTheme,
  themeCss,
  themeSchema,
  type ThemeSettings,
} from "~/domain/theme.ts";
import { resetTheme, saveTheme, themeHistory } from "~/models/theme.server.ts";
import { ThemeSample } from "~/screens/theme/theme-preview.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { getThemeSettings } from "~/utils/theme.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Site theme | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [theme, history] = await Promise.all([getThemeSettings(), themeHistory()]);
  return json({ theme, history });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  switch (formData.get("intent")) {
    case "save": {
      const submission = parseForm(formData, { schema: themeSchema });
      if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
      const changes = await saveTheme(submission.value as ThemeSettings, ctx.actor.id);
      return redirectWithToast("/admin/theme", {
        type: "success",
        title: changes.length ? "Theme saved" : "Nothing changed",
        description: changes.length ? "Every visitor sees it from their next page load." : undefined,
      });
    }
    case "reset": {
      await resetTheme(ctx.actor.id);
      return redirectWithToast("/admin/theme", { type: "success", title: "Theme reset to the defaults" });
    }
    default:
      throw unknownIntent();
  }
}

const options = (values: readonly string[]) =>
  values.map((v) => ({ value: v, label: v[0]!.toUpperCase() + v.slice(1) }));

export default function AdminTheme() {
  const { theme, history } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Site theme"
        description="Colours, fonts and shapes of the whole site. Text colours must keep WCAG AA contrast (4.5:1)."
      />
      <ThemeForm key={history[0]?.id ?? "defaults"} theme={theme as ThemeSettings} />
      <TitledSection id="theme-history" className="mt-8" title="Recent changes">
        {history.length === 0 ? (
          <p className="mt-2 text-sm">None yet: the site uses the default theme.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {history.map((h) => (
              <li key={h.id}>
                {formatDateTime(h.at)} by {h.by}
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </>
  );
}

function ThemeForm({ theme }: { theme: ThemeSettings }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(themeSchema, {
    id: "theme",
    lastResult: actionData?.result,
    defaultValue: theme,
  });
  // The live preview (JavaScript): the sample follows what is typed; invalid colours keep their last good value.
  const [live, setLive] = useState<ThemeSettings>(theme);
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    setLive(mergeTheme({ ...live, ...Object.fromEntries(new FormData(event.currentTarget)) }));
  };
  const f = fields as unknown as Record<string, (typeof fields)["primaryColor"]>;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <Form method="post" {...getFormProps(form)} onChange={onChange} className="space-y-6">
        <ErrorList id={form.errorId} errors={form.errors} />
        <FormSection legend="Colours">
          <div className="grid gap-4 sm:grid-cols-2">
            {COLOR_KEYS.map((key) => (
              <div key={key} className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="mt-7 h-10 w-10 shrink-0 rounded-theme border border-line"
                  style={{ backgroundColor: live[key] }}
                />
                <Field meta={f[key]!} label={COLOR_LABELS[key]} placeholder="#003F5C" className="flex-1" />
              </div>
            ))}
          </div>
        </FormSection>
        <FormSection legend="Type and shape">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField meta={fields.headingFont} label="Heading font" options={options(Object.keys(FONT_CHOICES))} />
            <SelectField meta={fields.bodyFont} label="Body font" options={options(Object.keys(FONT_CHOICES))} />
            <SelectField meta={fields.logoFont} label="Logo font" options={options(Object.keys(FONT_CHOICES))} />
            <SelectField meta={fields.buttonStyle} label="Button style" options={options(BUTTON_STYLES)} />
            <SelectField meta={fields.cardStyle} label="Card style" options={options(CARD_STYLES)} />
            <SelectField
              meta={fields.borderRadius}
              label="Corner radius"
              options={options(Object.keys(RADIUS_SIZES))}
            />
            <SelectField
              meta={fields.containerWidth}
              label="Page width"
              options={options(Object.keys(CONTAINER_WIDTHS))}
            />
            <SelectField meta={fields.spacing} label="Spacing" options={options(Object.keys(SPACINGS))} />
          </div>
        </FormSection>
        <div className="flex flex-wrap gap-3">
          <StatusButton value="save" pendingText="Saving...">
            Save theme
          </StatusButton>
          <button
            type="submit"
            formMethod="get"
            formAction="/admin/theme/preview"
            formNoValidate
            className="btn-secondary"
          >
            Preview
          </button>
        </div>
      </Form>
      <aside aria-labelledby="live-preview-heading" className="space-y-3">
        <h2 id="live-preview-heading" className="text-lg font-bold">
          Preview
        </h2>
        <ThemeSample theme={live} css={themeCss(live, "#theme-preview")} />
        <Form method="post" className="card p-4">
          <p className="text-sm">Back to the colours, fonts and shapes of the brand (spec defaults).</p>
          <StatusButton value="reset" pendingText="Resetting..." className="btn-secondary mt-3">
            Reset to defaults
          </StatusButton>
        </Form>
      </aside>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
