// The §9 service details in customer words: how you pay, how long, how often, bundle saving, what to know.
import {
  bookingNotes,
  bundleDiscountText,
  durationText,
  formatPriceRange,
  frequencyText,
  paymentTermsText,
  serviceTypePriceRange,
  type CatalogueDefinition,
} from "~/domain/catalogue.ts";

export function ServiceTypeTable({
  definitions,
  className = "",
}: {
  definitions: CatalogueDefinition[];
  className?: string;
}) {
  return (
    <div className={`space-y-4 ${className}`}>
      {definitions.map((d) => {
        const notes = bookingNotes(d);
        return (
          <article key={d.serviceType} className="card p-5" data-testid={`service-type-${d.serviceType}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-semibold">{d.serviceName}</h3>
              <p className="font-heading font-semibold text-primary">{formatPriceRange(serviceTypePriceRange(d))}</p>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-secondary">How you pay</dt>
                <dd>{paymentTermsText(d)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-secondary">Time on the boat</dt>
                <dd>{durationText(d)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-secondary">How often</dt>
                <dd>{frequencyText(d)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-secondary">Bundle saving</dt>
                <dd>{bundleDiscountText(d)}</dd>
              </div>
              {notes.length ? (
                <div className="sm:col-span-2">
                  <dt className="font-semibold text-secondary">Good to know</dt>
                  <dd>{notes.join(". ")}.</dd>
                </div>
              ) : null}
            </dl>
          </article>
        );
      })}
    </div>
  );
}
