// What both pages of a subcontractor's link show (issue 16, ADR 161 and its addendum): the header, and the business's
// cover in one line. Their own module so neither page loads the other's code (the upload form, the job card; ADR 030).
import { Link } from "@remix-run/react";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatDate } from "~/domain/dates.ts";
import type { InsuranceState } from "~/domain/subcontractor-document-types.ts";
import { SUBCONTRACTOR_UPLOAD_PATH, workOrderLinkPath } from "~/domain/work-order-links.ts";

export interface InsuranceNoticeStatus {
  state: InsuranceState;
  expiresOn: string | null;
  verified: boolean;
}

const STATE_TEXT: Record<InsuranceState, string> = {
  missing: "We have no insurance certificate for you yet.",
  expired: "Your insurance certificate on file has expired.",
  expiring: "Your insurance certificate on file expires soon.",
  valid: "Your insurance certificate is on file.",
};

const STATE_STYLE: Record<InsuranceState, string> = {
  missing: "border-amber-300 bg-amber-50 text-amber-900",
  expired: "border-red-400 bg-red-50 text-red-900",
  expiring: "border-amber-300 bg-amber-50 text-amber-900",
  valid: "border-emerald-300 bg-emerald-50 text-emerald-900",
};

/** The business's cover in one line, with the way to send a new certificate (also on the dashboard). */
export function InsuranceNotice({
  token,
  status,
  showLink = true,
}: {
  token: string;
  status: InsuranceNoticeStatus;
  showLink?: boolean;
}) {
  return (
    <section
      className={`space-y-2 rounded-theme border-2 p-3 text-sm ${STATE_STYLE[status.state]}`}
      aria-label="Your insurance"
      data-testid="insurance-notice"
    >
      <p>
        <strong>{STATE_TEXT[status.state]}</strong>
        {status.expiresOn ? ` Cover ends ${formatServiceDate(status.expiresOn)}.` : ""}
      </p>
      {showLink ? (
        <p>
          <Link to={workOrderLinkPath(token, SUBCONTRACTOR_UPLOAD_PATH)} className="btn-secondary min-h-12 w-full">
            {status.state === "valid" ? "Send a new insurance certificate" : "Upload your insurance certificate"}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

export function SubcontractorHeader({ business, expiresAt }: { business: string; expiresAt: string }) {
  return (
    <header className="space-y-1">
      <p className="text-xs font-semibold uppercase tracking-wide text-accent-strong">Work orders from Bosun</p>
      <h1 className="text-2xl font-bold">{business}</h1>
      <p className="text-sm text-ink/80">
        This link works until {formatDate(expiresAt)}. Keep it to your team: anyone holding it can answer for {business}
        .
      </p>
    </header>
  );
}
