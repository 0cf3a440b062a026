import { Form, Link, useLocation } from "@remix-run/react";
import { defaultHours, openingHoursText } from "~/domain/public-business.ts";
import { useRootData } from "~/root.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { Logo } from "./logo.tsx";

const EXPLORE = [
  { to: "/services", label: "Services" },
  { to: "/why-us", label: "Why us" },
  { to: "/contact", label: "Contact" },
  { to: "/portfolio", label: "Our work" },
  { to: "/service-details", label: "Service details" },
  { to: "/sydney-marine-services", label: "Where we work" },
  { to: "/about-us", label: "About us" },
];

/** Footer sign-up: a plain POST to /newsletter, which comes back here with a toast (works without JavaScript). */
function NewsletterSignup() {
  const location = useLocation();
  return (
    <Form
      method="post"
      action="/newsletter"
      preventScrollReset
      className="relative mt-3"
      aria-label="Newsletter sign-up"
    >
      <HoneypotField />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <label htmlFor="footer-newsletter-email" className="text-sm text-white/90">
        Maintenance reminders and offers, a few times a year.
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="footer-newsletter-email"
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          className="min-w-0 flex-1 rounded-theme border border-white/20 bg-white/10 px-3 py-2 text-sm text-white placeholder:text-white/60 focus:border-accent-light focus:outline-none"
        />
        <button type="submit" className="btn-accent shrink-0 px-3 py-2">
          Subscribe
        </button>
      </div>
    </Form>
  );
}

export function SiteFooter() {
  const env = useRootData()?.env;
  return (
    <footer className="mt-auto bg-secondary text-white/90">
      <div className="container-page grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-3 max-w-xs text-sm">
            Marine detailing, maintenance and project management for vessels across Sydney and NSW, by verified
            professionals.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-heading text-sm font-semibold uppercase tracking-wide text-white">Explore</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-1">
            {EXPLORE.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-white/90 hover:text-white">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-heading text-sm font-semibold uppercase tracking-wide text-white">Talk to us</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`tel:${env?.businessPhone.replace(/\s/g, "")}`} className="text-white/90 hover:text-white">
                {env?.businessPhone}
              </a>
            </li>
            <li>
              <a href={`mailto:${env?.businessEmail}`} className="text-white/90 hover:text-white">
                {env?.businessEmail}
              </a>
            </li>
            <li>{env?.businessLocation}</li>
            <li className="text-white/80">{openingHoursText(env?.hours ?? defaultHours())}</li>
          </ul>
        </div>
        <div>
          <h2 className="font-heading text-sm font-semibold uppercase tracking-wide text-white">Newsletter</h2>
          <NewsletterSignup />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-4 text-xs text-white/80">© 2024 {env?.businessName}. All rights reserved.</p>
      </div>
    </footer>
  );
}
