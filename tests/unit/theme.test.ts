import { describe, expect, it } from "vitest";
import {
  THEME_DEFAULTS,
  contrastProblems,
  contrastRatio,
  formatRatio,
  mergeTheme,
  shadeForContrast,
  themeCss,
  themeCssVariables,
  themeSchema,
} from "~/domain/theme.ts";

describe("contrast maths (WCAG 2.x)", () => {
  it("measures the known ratios", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#FFFFFF", "#FFFFFF")).toBe(1);
    expect(contrastRatio("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#003F5C", "#FFFFFF")).toBeGreaterThan(10);
    // Symmetric.
    expect(contrastRatio("#4A4A4A", "#F4F4F6")).toBe(contrastRatio("#F4F4F6", "#4A4A4A"));
  });

  it("rounds down when shown, so a failing ratio never reads as 4.50:1", () => {
    expect(formatRatio(4.4999)).toBe("4.49:1");
    expect(formatRatio(21)).toBe("21.00:1");
  });

  it("shades a colour until it reaches the target", () => {
    const strong = shadeForContrast("#4BA3A3", "#FFFFFF", 4.5, "dark");
    expect(contrastRatio(strong, "#FFFFFF")).toBeGreaterThanOrEqual(4.5);
    expect(shadeForContrast("#003F5C", "#FFFFFF", 4.5, "dark")).toBe("#003F5C");
  });
});

describe("theme settings (spec §3, §4, §9)", () => {
  it("the §9 defaults pass every text pair", () => {
    expect(contrastProblems(THEME_DEFAULTS)).toEqual([]);
  });

  it("merge stored values over the defaults, ignoring bad and unknown ones", () => {
    const t = mergeTheme({ primaryColor: "#112233", textColor: "red", headingFont: "Comic Sans", evil: "x" });
    expect(t.primaryColor).toBe("#112233");
    expect(t.textColor).toBe(THEME_DEFAULTS.textColor);
    expect(t.headingFont).toBe("Montserrat");
    expect(mergeTheme(null)).toEqual(THEME_DEFAULTS);
  });

  it("refuse a pair that fails AA, with the measured ratio in the message on the field", () => {
    const r = themeSchema.safeParse({ ...THEME_DEFAULTS, textColor: "#AAAAAA" });
    expect(r.success).toBe(false);
    const issue = r.error!.issues.find((i) => i.path[0] === "textColor")!;
    expect(issue.message).toContain(formatRatio(contrastRatio("#AAAAAA", "#F4F4F6")));
    expect(issue.message).toMatch(/WCAG AA needs at least 4\.5:1/);
  });

  it("put a failing white-text pair on the coloured field", () => {
    const r = themeSchema.safeParse({ ...THEME_DEFAULTS, primaryColor: "#7FD4FF" });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0])).toContain("primaryColor");
  });

  it("accept an accessible theme and refuse malformed colours", () => {
    expect(themeSchema.safeParse({ ...THEME_DEFAULTS, primaryColor: "#7a1f3d" }).success).toBe(true);
    const bad = themeSchema.safeParse({ ...THEME_DEFAULTS, primaryColor: "red;}body{display:none" });
    expect(bad.success).toBe(false);
  });

  it("emit the CSS variables the stylesheet reads", () => {
    const vars = themeCssVariables({ ...THEME_DEFAULTS, primaryColor: "#7A1F3D", buttonStyle: "pill" });
    expect(vars["--color-primary"]).toBe("122 31 61");
    expect(vars["--button-radius"]).toBe("9999px");
    expect(vars["--radius"]).toBe("8px");
    expect(themeCss(THEME_DEFAULTS)).toMatch(/^:root\{--color-primary:0 63 92;/);
  });
});
