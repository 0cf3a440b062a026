// Account settings shared by the owner portal and the account area: notification preferences and the signed-in
// devices list. Pure.

/** Only what the owner may switch off; receipts, invoices, booking changes and security e-mails always go. */
export const NOTIFICATION_KEYS = ["maintenanceDue", "documentExpiry"] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export type NotificationPrefs = Record<NotificationKey, boolean>;

export const NOTIFICATION_LABELS: Record<NotificationKey, string> = {
  maintenanceDue: "Maintenance falling due on my boats (once for each service each time)",
  documentExpiry: "Reminders before my documents expire (30 days, 7 days and on the day)",
};

/** Stored JSON → preferences; anything missing or unreadable is on (people opt out, never in by accident). */
export function parsePrefs(json: string | null | undefined): NotificationPrefs {
  let stored: Record<string, unknown> = {};
  try {
    const value = json ? JSON.parse(json) : {};
    if (value && typeof value === "object" && !Array.isArray(value)) stored = value as Record<string, unknown>;
  } catch {
    stored = {};
  }
  return Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, stored[k] !== false])) as NotificationPrefs;
}

/** The ticked boxes of the form → preferences (an unticked box is not sent, so it is off). */
export function prefsFromForm(ticked: readonly string[]): NotificationPrefs {
  return Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, ticked.includes(k)])) as NotificationPrefs;
}

/** "Chrome on Android", "Safari on iPhone", "Firefox on Windows" from a User-Agent; "Unknown device" otherwise. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  if (!ua) return "Unknown device";
  const os = /iPhone/.test(ua)
    ? "iPhone"
    : /iPad/.test(ua)
      ? "iPad"
      : /Android/.test(ua)
        ? "Android"
        : /Windows/.test(ua)
          ? "Windows"
          : /Mac OS X|Macintosh/.test(ua)
            ? "Mac"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\/|CriOS\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : null;
  if (!browser && !os) return "Unknown device";
  return [browser ?? "Browser", os ? `on ${os}` : null].filter(Boolean).join(" ");
}
