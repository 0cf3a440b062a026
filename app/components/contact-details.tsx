import { defaultHours, openingHoursGroups } from "~/domain/public-business.ts";
import { SERVICE_RADIUS_KM, WIDER_SERVICE_RADIUS_KM } from "~/domain/business.ts";
import { useRootData } from "~/root.tsx";
import { Icon } from "./icons.tsx";

/** Phone, e-mail, location, radius and hours (the business settings, issue 18) and what happens after an enquiry. */
export function ContactDetails() {
  const env = useRootData()?.env;
  return (
    <aside className="space-y-6" aria-label="Contact details">
      <div className="card">
        <h2 className="text-lg font-bold">Talk to a person</h2>
        <ul className="mt-4 space-y-4 text-sm">
          <li className="flex gap-3">
            <Icon name="phone" className="h-5 w-5 shrink-0 text-primary" />
            <a href={`tel:${env?.businessPhone.replace(/\s/g, "")}`} className="font-semibold">
              {env?.businessPhone}
            </a>
          </li>
          <li className="flex gap-3">
            <Icon name="mail" className="h-5 w-5 shrink-0 text-primary" />
            <a href={`mailto:${env?.businessEmail}`} className="font-semibold">
              {env?.businessEmail}
            </a>
          </li>
          <li className="flex gap-3">
            <Icon name="pin" className="h-5 w-5 shrink-0 text-primary" />
            <span>
              {env?.businessLocation} — we come to you within {env?.serviceRadiusKm ?? SERVICE_RADIUS_KM} km, and up to{" "}
              {env?.widerServiceRadiusKm ?? WIDER_SERVICE_RADIUS_KM} km by arrangement.
            </span>
          </li>
          <li className="flex gap-3">
            <Icon name="clock" className="h-5 w-5 shrink-0 text-primary" />
            <span>
              {openingHoursGroups(env?.hours ?? defaultHours()).map((h) => (
                <span key={h.label} className="block">
                  {h.label} {h.opens}–{h.closes}
                </span>
              ))}
            </span>
          </li>
        </ul>
      </div>
      <div className="card">
        <h2 className="text-lg font-bold">What happens next</h2>
        <ol className="mt-4 space-y-3 text-sm">
          {[
            "We read your enquiry and may call to check details or ask for photos.",
            "You get an itemised quote by e-mail, usually within one business day.",
            "Accept online, choose a date, and we book the right professional.",
          ].map((step, i) => (
            <li key={step} className="flex gap-3">
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-white">
                {i + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </div>
    </aside>
  );
}
