// Money is integer cents everywhere; this module is the one place that formats and taxes it.

export const CURRENCY = "AUD";
/** GST in basis points: 1000 = 10 % (spec §9). */
export const GST_RATE_BP = 1000;

const audFormatter = new Intl.NumberFormat("en-AU", { style: "currency", currency: CURRENCY });

/** 123456 → "$1,234.56" (en-AU, AUD). */
export function formatCents(cents: number): string {
  return audFormatter.format(cents / 100);
}

/** Rounds half away from zero to whole cents. */
export function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** GST to add on a GST-exclusive amount. */
export function gstOnExclusive(exclusiveCents: number, rateBp = GST_RATE_BP): number {
  return roundCents((exclusiveCents * rateBp) / 10_000);
}

/** The GST contained in a GST-inclusive amount (1/11 at 10 %). */
export function gstInInclusive(inclusiveCents: number, rateBp = GST_RATE_BP): number {
  return roundCents((inclusiveCents * rateBp) / (10_000 + rateBp));
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** Parses a dollars string typed by a person ("1,234.5", "$99") into cents, or null. */
export function parseDollarsToCents(input: string): number | null {
  // Strict: an optional sign and "$", then digits either plain or grouped in threes by commas, then at most
  // two decimals. "1,0,0", "12.345", "1e3" and "" are not amounts. The one money parser (issue 10).
  const match = /^(-)?\$?(\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.(\d{1,2}))?$/.exec(input.trim().replace(/^\$\s*/, "$"));
  if (!match) return null;
  const whole = match[2]!.replace(/,/g, "");
  if (whole.length > 12) return null;
  const cents = Number(whole) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

/** Cents shown in a form input: 12345 → "123.45". */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
