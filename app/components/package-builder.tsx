// A service builder: tick services in a GET form, the server prices the package with the best bundle, then
// "Request a quote" opens the enquiry form with the package filled in. Works without JavaScript; with it, the
// estimate refreshes as boxes are ticked.
import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/utils/hydrated.ts";
import { Icon } from "./icons.tsx";
import { formatPrice, formatPriceRange, type PackageEstimate, type PriceRange } from "~/domain/catalogue.ts";

export interface BuilderData {
  options: {
    serviceType: string;
    serviceName: string;
    summary: string;
    pageSlug: string | null;
    range: PriceRange;
    hours: string;
    weatherDependent: boolean;
    outOfWater: boolean;
  }[];
  offers: { slug: string; name: string; description: string }[];
  selected: string[];
  lengthText: string;
  lengthInvalid: boolean;
  estimate: PackageEstimate;
  bundleConditions: string | null;
}

export function quoteHrefFor(data: Pick<BuilderData, "estimate" | "selected">) {
  const params = new URLSearchParams({ services: data.selected.join(","), source: "builder" });
  if (data.estimate.lengthMetres) params.set("length", String(data.estimate.lengthMetres));
  if (data.estimate.bundle) params.set("bundle", data.estimate.bundle.slug);
  return `/contact?${params}#enquiry`;
}

function withService(selected: string[], add: string, lengthText: string) {
  const params = new URLSearchParams();
  for (const s of [...selected, add]) params.append("service", s);
  if (lengthText) params.set("length", lengthText);
  return `?${params}#estimate`;
}

export function PackageBuilder({ data, path }: { data: BuilderData; path: string }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const updating = navigation.state === "loading" && navigation.location?.pathname === path;
  const { estimate } = data;
  // One link per missing service, naming every offer it would unlock.
  const suggestions = estimate.suggestions.reduce<{ serviceType: string; serviceName: string; offers: string[] }[]>(
    (acc, s) => {
      const missing = s.missing[0]!;
      const found = acc.find((a) => a.serviceType === missing.serviceType);
      if (found) found.offers.push(s.name);
      else acc.push({ serviceType: missing.serviceType, serviceName: missing.serviceName, offers: [s.name] });
      return acc;
    },
    [],
  );

  // Links ("Add Internal Clean …") change the selection without the form: keep the boxes in step.
  const selectedKey = data.selected.join(",");
  useEffect(() => {
    const boxes = formRef.current?.querySelectorAll<HTMLInputElement>('input[name="service"]') ?? [];
    for (const box of boxes) box.checked = selectedKey.split(",").includes(box.value);
  }, [selectedKey]);

  // A refresh still waiting (typing in the length) must not fire after the visitor has moved on — pressed the
  // button, followed a suggestion or left for the quote form — or it would undo that navigation.
  const cancelPending = () => clearTimeout(timer.current);
  useEffect(() => cancelPending, []);

  const refresh = (delay = 0) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
    }, delay);
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <Form
        ref={formRef}
        method="get"
        action={path}
        preventScrollReset
        onSubmit={cancelPending}
        className="space-y-6"
        aria-label="Choose your services"
      >
        <fieldset>
          <legend className="font-heading text-lg font-semibold text-secondary">1. Choose your services</legend>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {data.options.map((o) => (
              <li key={o.serviceType}>
                <label className="flex h-full cursor-pointer gap-3 rounded-theme-lg border-2 border-line bg-white p-4 transition has-[:checked]:border-accent has-[:checked]:bg-accent/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent">
                  <input
                    type="checkbox"
                    name="service"
                    value={o.serviceType}
                    defaultChecked={data.selected.includes(o.serviceType)}
                    onChange={() => refresh()}
                    className="mt-1 h-5 w-5 shrink-0 rounded border-line text-primary focus:ring-accent"
                  />
                  <span className="flex-1">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-heading font-semibold text-secondary">{o.serviceName}</span>
                      <span className="text-sm font-semibold text-primary">{formatPriceRange(o.range)}</span>
                    </span>
                    <span className="mt-1 block text-sm text-ink">{o.summary}</span>
                    <span className="mt-2 flex flex-wrap gap-2 text-xs">
                      <span className="badge bg-surface text-secondary">{o.hours}</span>
                      {o.weatherDependent ? (
                        <span className="badge bg-surface text-secondary">Weather window</span>
                      ) : null}
                      {o.outOfWater ? <span className="badge bg-surface text-secondary">Out of the water</span> : null}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        <fieldset>
          <legend className="font-heading text-lg font-semibold text-secondary">2. Your vessel (optional)</legend>
          <div className="mt-4 max-w-xs">
            <label htmlFor="builder-length" className="field-label">
              Length in metres
            </label>
            <input
              id="builder-length"
              name="length"
              type="text"
              inputMode="decimal"
              defaultValue={data.lengthText}
              placeholder="e.g. 12.5"
              aria-invalid={data.lengthInvalid || undefined}
              aria-describedby="builder-length-hint"
              onChange={() => refresh(600)}
              className="field-input"
            />
            <p id="builder-length-hint" className={`mt-1 text-xs ${data.lengthInvalid ? "text-danger" : "text-ink"}`}>
              {data.lengthInvalid
                ? "Enter a length between 1 and 100 metres, or leave it blank."
                : "Leave blank for a range from 8 m to 20 m boats."}
            </p>
          </div>
        </fieldset>

        {/* Without JavaScript this button prices the package; with it the estimate updates as you tick. */}
        <button type="submit" className={hydrated ? "btn-secondary" : "btn-primary"}>
          {hydrated ? "Refresh estimate" : "Show my estimate"}
        </button>
      </Form>

      <section
        id="estimate"
        aria-labelledby="estimate-heading"
        aria-live="polite"
        aria-busy={updating}
        className={`h-fit rounded-theme-lg bg-secondary p-6 text-white shadow-lg lg:sticky lg:top-24 ${updating ? "opacity-80" : ""}`}
        data-testid="builder-estimate"
      >
        <h2 id="estimate-heading" className="text-xl font-bold text-white">
          Your estimate
        </h2>
        {estimate.services.length === 0 ? (
          <p className="mt-3 text-white/90">Tick at least one service to see your price and any bundle saving.</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-white/80">
              {estimate.lengthMetres ? `For a vessel of ${estimate.lengthMetres} m` : "From vessels up to 8 m to 20 m"},
              GST incl.
            </p>
            <dl className="mt-4 space-y-2 text-sm">
              {estimate.services.map((s) => (
                <div key={s.serviceType} className="flex justify-between gap-4">
                  <dt>{s.serviceName}</dt>
                  <dd className="whitespace-nowrap font-semibold">
                    {formatPriceRange({ fromCents: s.fromCents, toCents: s.toCents })}
                  </dd>
                </div>
              ))}
              {estimate.bundle ? (
                <div
                  className="flex justify-between gap-4 border-t border-white/20 pt-2 text-accent-light"
                  data-testid="builder-bundle"
                >
                  <dt>
                    {estimate.bundle.name}
                    {data.bundleConditions ? (
                      <span className="block text-xs text-white/80">{data.bundleConditions}</span>
                    ) : null}
                  </dt>
                  <dd className="whitespace-nowrap font-semibold">−{formatPriceRange(estimate.bundle.saving)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-4 border-t border-white/20 pt-3 text-base">
                <dt className="font-heading font-semibold">Estimated total</dt>
                <dd className="font-heading text-xl font-bold" data-testid="builder-total">
                  {formatPriceRange(estimate.total)}
                </dd>
              </div>
            </dl>
            {estimate.bundle ? (
              <p className="mt-3 rounded-theme bg-white/10 px-3 py-2 text-sm">
                You save {formatPrice(estimate.bundle.saving.fromCents)}
                {estimate.bundle.saving.toCents !== estimate.bundle.saving.fromCents
                  ? ` to ${formatPrice(estimate.bundle.saving.toCents)}`
                  : ""}{" "}
                with the {estimate.bundle.name}.
              </p>
            ) : null}
            <ul className="mt-4 space-y-1 text-sm text-white/90">
              <li className="flex gap-2">
                <Icon name="clock" className="h-4 w-4 shrink-0" /> About {estimate.hours.estimated} hours of work (
                {estimate.hours.min}–{estimate.hours.max} h)
              </li>
              {estimate.weatherDependent ? (
                <li className="flex gap-2">
                  <Icon name="cloud" className="h-4 w-4 shrink-0" /> Booked into a dry, calm weather window
                </li>
              ) : null}
              {estimate.outOfWater ? (
                <li className="flex gap-2">
                  <Icon name="crane" className="h-4 w-4 shrink-0" /> Your vessel must be out of the water
                </li>
              ) : null}
            </ul>
            {suggestions.length ? (
              <div className="mt-4 border-t border-white/20 pt-3 text-sm">
                <p className="font-semibold">Save more</p>
                <ul className="mt-1 space-y-1">
                  {suggestions.map((s) => (
                    <li key={s.serviceType}>
                      <Link
                        to={withService(data.selected, s.serviceType, data.lengthText)}
                        preventScrollReset
                        onClick={cancelPending}
                        className="text-accent-light underline-offset-2 hover:underline"
                      >
                        Add {s.serviceName} for the {s.offers.join(" or the ")}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Link to={quoteHrefFor(data)} onClick={cancelPending} className="btn-accent mt-6 w-full py-3 text-base">
              Request a quote
              <Icon name="arrow" className="h-4 w-4" />
            </Link>
            <p className="mt-2 text-center text-xs text-white/80">
              Free and without obligation. Your quote is exact for your boat.
            </p>
          </>
        )}
      </section>
      {data.offers.length ? (
        <section
          aria-labelledby="builder-offers"
          className="rounded-theme-lg border border-line bg-white p-5 lg:col-start-1"
        >
          <h2 id="builder-offers" className="font-heading text-base font-semibold">
            Bundle offers in this builder
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            {data.offers.map((o) => (
              <li key={o.slug}>
                <span className="font-semibold text-secondary">{o.name}.</span> {o.description}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
