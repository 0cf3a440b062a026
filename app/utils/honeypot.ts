/** A field people never see or fill in; bots filling every input reveal themselves. */
export const HONEYPOT_FIELD = "company_website";

export function isHoneypotTripped(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
