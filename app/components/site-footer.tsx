import { Link } from "@remix-run/react";
import { useRootData } from "~/root.tsx";
import { Logo } from "./logo.tsx";

export function SiteFooter() {
  const env = useRootData()?.env;
  return (
    <footer className="mt-auto bg-secondary text-white/90">
      <div className="container-page grid gap-8 py-12 md:grid-cols-3">
        <div>
          <Logo tone="light" />
          <p className="mt-3 max-w-xs text-sm">
            Marine detailing, maintenance and project management for vessels across Sydney and NSW, by verified professionals.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-heading text-sm font-semibold uppercase tracking-wide text-white">Explore</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link to="/services" className="text-white/90 hover:text-white">Services</Link></li>
            <li><Link to="/why-us" className="text-white/90 hover:text-white">Why us</Link></li>
            <li><Link to="/contact" className="text-white/90 hover:text-white">Contact</Link></li>
          </ul>
        </nav>
        <div>
          <h2 className="font-heading text-sm font-semibold uppercase tracking-wide text-white">Talk to us</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><a href={`tel:${env?.businessPhone.replace(/\s/g, "")}`} className="text-white/90 hover:text-white">{env?.businessPhone}</a></li>
            <li><a href={`mailto:${env?.businessEmail}`} className="text-white/90 hover:text-white">{env?.businessEmail}</a></li>
            <li>{env?.businessLocation}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-4 text-xs text-white/80">© 2024 {env?.businessName}. All rights reserved.</p>
      </div>
    </footer>
  );
}
