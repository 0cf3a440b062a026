// The site theme (spec §3 theme settings, §4 merge/update/reset, §9 defaults; issue 18, ADR 180): settings merged over
// the defaults, WCAG contrast checks for the colour pairs the pages use for text, and the CSS custom properties the
// root layout emits (app/styles/tailwind.css reads them). Pure; stored by models/theme.server.ts.
import { z } from "zod";

export const FONT_CHOICES = {
  Montserrat: '"Montserrat", ui-sans-serif, system-ui, sans-serif',
  "Open Sans": '"Open Sans", ui-sans-serif, system-ui, sans-serif',
  "Zilla Slab": '"Zilla Slab", Georgia, serif',
  "System sans-serif": "ui-sans-serif, system-ui, sans-serif",
  Georgia: "Georgia, ui-serif, serif",
} as const;
export type FontChoice = keyof typeof FONT_CHOICES;
const FONT_NAMES = Object.keys(FONT_CHOICES) as [FontChoice, ...FontChoice[]];

export const BUTTON_STYLES = ["rounded", "square", "pill"] as const;
export const CARD_STYLES = ["shadow", "flat", "bordered"] as const;
export const RADIUS_SIZES = { small: 4, medium: 8, large: 12 } as const;
export const CONTAINER_WIDTHS = { narrow: "64rem", normal: "72rem", wide: "80rem", full: "100%" } as const;
export const SPACINGS = { compact: "1rem", comfortable: "1.5rem", spacious: "2rem" } as const;

export const COLOR_KEYS = [
  "primaryColor",
  "secondaryColor",
  "accentColor",
  "warningColor",
  "backgroundColor",
  "textColor",
  "borderColor",
  "whiteColor",
] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];

export interface ThemeSettings {
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  warningColor: string;
  backgroundColor: string;
  textColor: string;
  borderColor: string;
  whiteColor: string;
  headingFont: FontChoice;
  bodyFont: FontChoice;
  logoFont: FontChoice;
  buttonStyle: (typeof BUTTON_STYLES)[number];
  cardStyle: (typeof CARD_STYLES)[number];
  borderRadius: keyof typeof RADIUS_SIZES;
  containerWidth: keyof typeof CONTAINER_WIDTHS;
  spacing: keyof typeof SPACINGS;
}

/** Spec §9. */
export const THEME_DEFAULTS: ThemeSettings = {
  primaryColor: "#003F5C",
  secondaryColor: "#2C3E50",
  accentColor: "#4BA3A3",
  warningColor: "#1E293B",
  backgroundColor: "#F4F4F6",
  textColor: "#4A4A4A",
  borderColor: "#E5E7EB",
  whiteColor: "#FFFFFF",
  headingFont: "Montserrat",
  bodyFont: "Open Sans",
  logoFont: "Zilla Slab",
  buttonStyle: "rounded",
  cardStyle: "shadow",
  borderRadius: "medium",
  containerWidth: "wide",
  spacing: "comfortable",
};

export const COLOR_LABELS: Record<ColorKey, string> = {
  primaryColor: "Primary",
  secondaryColor: "Secondary (headings, footer)",
  accentColor: "Accent",
  warningColor: "Warning",
  backgroundColor: "Background",
  textColor: "Text",
  borderColor: "Border",
  whiteColor: "White (cards, text on dark)",
};

const COLOR_NAMES: Record<ColorKey, string> = {
  primaryColor: "Primary",
  secondaryColor: "Secondary",
  accentColor: "Accent",
  warningColor: "Warning",
  backgroundColor: "Background",
  textColor: "Text",
  borderColor: "Border",
  whiteColor: "White",
};

// ── colour maths (WCAG 2.x)

const HEX = /^#[0-9a-fA-F]{6}$/;

export function isHexColor(value: unknown): value is string {
  return typeof value === "string" && HEX.test(value);
}

export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`.toUpperCase();
}

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Rounded down to two decimals, so a ratio shown as passing really passes: 4.4999 → "4.49:1". */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

/** The pairs the pages set text in (foreground on background), each checked against AA. */
export const TEXT_PAIRS: { fg: ColorKey; bg: ColorKey; use: string }[] = [
  { fg: "textColor", bg: "backgroundColor", use: "body text on the page background" },
  { fg: "textColor", bg: "whiteColor", use: "body text on cards" },
  { fg: "secondaryColor", bg: "backgroundColor", use: "headings on the page background" },
  { fg: "secondaryColor", bg: "whiteColor", use: "headings on cards" },
  { fg: "primaryColor", bg: "whiteColor", use: "links on cards" },
  { fg: "whiteColor", bg: "primaryColor", use: "button text on primary buttons" },
  { fg: "whiteColor", bg: "secondaryColor", use: "footer text" },
  { fg: "whiteColor", bg: "warningColor", use: "text on warning banners" },
];

export interface ContrastProblem {
  fg: ColorKey;
  bg: ColorKey;
  ratio: number;
  message: string;
}

export function contrastProblems(theme: ThemeSettings): ContrastProblem[] {
  const seen = new Set<string>();
  const out: ContrastProblem[] = [];
  for (const p of TEXT_PAIRS) {
    const key = [p.fg, p.bg].sort().join("/");
    if (seen.has(key)) continue;
    seen.add(key);
    const ratio = contrastRatio(theme[p.fg], theme[p.bg]);
    if (ratio < AA_TEXT) {
      out.push({
        fg: p.fg,
        bg: p.bg,
        ratio,
        message: `${COLOR_NAMES[p.fg]} colour ${theme[p.fg]} on ${COLOR_NAMES[p.bg].toLowerCase()} colour ${theme[p.bg]} has a contrast of ${formatRatio(ratio)} (${p.use}); WCAG AA needs at least 4.5:1.`,
      });
    }
  }
  return out;
}

/** The colour moved towards black (or white) until it reaches `target` against `against`; itself if it already does. */
export function shadeForContrast(hex: string, against: string, target: number, toward: "dark" | "light"): string {
  if (contrastRatio(hex, against) >= target) return hex;
  const rgb = hexToRgb(hex);
  const end = toward === "dark" ? 0 : 255;
  for (let t = 0.05; t <= 1.0001; t += 0.05) {
    const c = rgbToHex(rgb.map((v) => v + (end - v) * t) as [number, number, number]);
    if (contrastRatio(c, against) >= target) return c;
  }
  return toward === "dark" ? "#000000" : "#FFFFFF";
}

// ── stored settings and the form

const themeShape = {
  primaryColor: z.string().regex(HEX, "Choose a colour like #003F5C"),
  secondaryColor: z.string().regex(HEX, "Choose a colour like #2C3E50"),
  accentColor: z.string().regex(HEX, "Choose a colour like #4BA3A3"),
  warningColor: z.string().regex(HEX, "Choose a colour like #1E293B"),
  backgroundColor: z.string().regex(HEX, "Choose a colour like #F4F4F6"),
  textColor: z.string().regex(HEX, "Choose a colour like #4A4A4A"),
  borderColor: z.string().regex(HEX, "Choose a colour like #E5E7EB"),
  whiteColor: z.string().regex(HEX, "Choose a colour like #FFFFFF"),
  headingFont: z.enum(FONT_NAMES, { errorMap: () => ({ message: "Choose a font from the list" }) }),
  bodyFont: z.enum(FONT_NAMES, { errorMap: () => ({ message: "Choose a font from the list" }) }),
  logoFont: z.enum(FONT_NAMES, { errorMap: () => ({ message: "Choose a font from the list" }) }),
  buttonStyle: z.enum(BUTTON_STYLES, { errorMap: () => ({ message: "Choose a button style" }) }),
  cardStyle: z.enum(CARD_STYLES, { errorMap: () => ({ message: "Choose a card style" }) }),
  borderRadius: z.enum(["small", "medium", "large"], { errorMap: () => ({ message: "Choose a radius" }) }),
  containerWidth: z.enum(["narrow", "normal", "wide", "full"], { errorMap: () => ({ message: "Choose a width" }) }),
  spacing: z.enum(["compact", "comfortable", "spacious"], { errorMap: () => ({ message: "Choose a spacing" }) }),
};

/** §4 merge: each stored field that is still valid over its default; unknown or bad fields are ignored. */
export function mergeTheme(stored: unknown): ThemeSettings {
  const out: Record<string, unknown> = { ...THEME_DEFAULTS };
  if (stored && typeof stored === "object") {
    for (const [key, schema] of Object.entries(themeShape)) {
      const parsed = schema.safeParse((stored as Record<string, unknown>)[key]);
      if (parsed.success) out[key] = key.endsWith("Color") ? (parsed.data as string).toUpperCase() : parsed.data;
    }
  }
  return out as unknown as ThemeSettings;
}

const hexInput = (label: string) =>
  z
    .string({ required_error: `Choose the ${label} colour` })
    .trim()
    .regex(HEX, `Enter the ${label} colour as #RRGGBB, e.g. #003F5C`)
    .transform((v) => v.toUpperCase());

/** The theme form: every field, colours as #RRGGBB, and every text pair at WCAG AA (the ratio in the message). */
export const themeSchema = z
  .object({
    ...themeShape,
    primaryColor: hexInput("primary"),
    secondaryColor: hexInput("secondary"),
    accentColor: hexInput("accent"),
    warningColor: hexInput("warning"),
    backgroundColor: hexInput("background"),
    textColor: hexInput("text"),
    borderColor: hexInput("border"),
    whiteColor: hexInput("white"),
  })
  .superRefine((theme, ctx) => {
    for (const p of contrastProblems(theme as ThemeSettings)) {
      // The message goes on the foreground field unless that is white (then on the coloured background).
      const field = p.fg === "whiteColor" ? p.bg : p.fg;
      ctx.addIssue({ code: "custom", path: [field], message: p.message });
    }
  });

/** The CSS custom properties of app/styles/tailwind.css for a theme (values validated, so safe to emit). */
export function themeCssVariables(theme: ThemeSettings): Record<string, string> {
  const rgb = (hex: string) => hexToRgb(hex).join(" ");
  const radius = `${RADIUS_SIZES[theme.borderRadius]}px`;
  const accentStrong = shadeForContrast(theme.accentColor, theme.whiteColor, AA_TEXT, "dark");
  const accentLight = shadeForContrast(theme.accentColor, theme.secondaryColor, AA_TEXT, "light");
  return {
    "--color-primary": rgb(theme.primaryColor),
    "--color-secondary": rgb(theme.secondaryColor),
    "--color-accent": rgb(theme.accentColor),
    "--color-accent-strong": rgb(accentStrong),
    "--color-accent-light": rgb(accentLight),
    "--color-warning": rgb(theme.warningColor),
    "--color-background": rgb(theme.backgroundColor),
    "--color-text": rgb(theme.textColor),
    "--color-border": rgb(theme.borderColor),
    "--color-white": rgb(theme.whiteColor),
    "--font-heading": FONT_CHOICES[theme.headingFont],
    "--font-body": FONT_CHOICES[theme.bodyFont],
    "--font-logo": FONT_CHOICES[theme.logoFont],
    "--radius": radius,
    "--button-radius": theme.buttonStyle === "pill" ? "9999px" : theme.buttonStyle === "square" ? "0px" : radius,
    "--card-shadow": theme.cardStyle === "shadow" ? "0 1px 2px 0 rgb(0 0 0 / 0.05)" : "0 0 #0000",
    "--card-border-width": theme.cardStyle === "bordered" ? "2px" : "1px",
    "--card-padding": SPACINGS[theme.spacing],
    "--container-width": CONTAINER_WIDTHS[theme.containerWidth],
  };
}

/** A `:root { … }` block (or any selector) with the theme's variables. */
export function themeCss(theme: ThemeSettings, selector = ":root"): string {
  const body = Object.entries(themeCssVariables(theme))
    .map(([k, v]) => `${k}:${v}`)
    .join(";");
  return `${selector}{${body}}`;
}

export function isDefaultTheme(theme: ThemeSettings): boolean {
  return (Object.keys(THEME_DEFAULTS) as (keyof ThemeSettings)[]).every((k) => theme[k] === THEME_DEFAULTS[k]);
}

/** What changed, for the audit log and the toast. */
export function themeChanges(before: ThemeSettings, after: ThemeSettings) {
  return (Object.keys(THEME_DEFAULTS) as (keyof ThemeSettings)[])
    .filter((k) => before[k] !== after[k])
    .map((k) => ({ field: k, before: before[k], after: after[k] }));
}
