import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { formatBytes, TIERS, type DocumentTier } from "~/domain/documents.ts";

const INCLUDES: Record<"premium" | "ultra", string[]> = {
  premium: [
    `${formatBytes(TIERS.premium.quotaBytes)} of storage (standard has ${formatBytes(TIERS.standard.quotaBytes)})`,
    "Every version of a document kept: last year's insurance stays when you upload this year's",
    "Expiry reminders 30 days and 7 days before, and on the day",
  ],
  ultra: [
    `Everything in Premium, with ${formatBytes(TIERS.ultra.quotaBytes)} of storage`,
    "Time-limited, revocable share links for a buyer, surveyor or insurer — no account needed to open one",
    "A service-history pack: the boat's documents and her full service history (PDF) in the same link",
  ],
};

/** What a tier includes; the tier's own tools when the owner has it, how to get it when not. */
export function TierPage({
  tier,
  current,
  has,
  children,
}: {
  tier: "premium" | "ultra";
  current: DocumentTier;
  has: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={`${TIERS[tier].label} documents`}
        description={
          has ? `Your account is on ${TIERS[current].label}.` : `Your account is on ${TIERS[current].label}.`
        }
        links={[{ to: "/owner/documents", label: "All documents" }]}
      />
      <section className="card mb-6" aria-labelledby="includes">
        <h2 id="includes" className="text-lg font-bold">
          {TIERS[tier].label} includes
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          {INCLUDES[tier].map((line) => (
            <li key={line} className="flex gap-2">
              <span className="text-accent-strong" aria-hidden>
                ✓
              </span>
              {line}
            </li>
          ))}
        </ul>
        {!has ? (
          <p className="mt-4 text-sm">
            To move to {TIERS[tier].label}, <Link to="/contact">ask us</Link> — our team switches it on for your
            account.
          </p>
        ) : null}
      </section>
      {has ? <section className="card">{children}</section> : null}
    </>
  );
}
