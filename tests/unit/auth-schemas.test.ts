import { describe, expect, it } from "vitest";
import { cardRegisterSchema, joinFullName, loginSchema, signupSchema } from "~/domain/auth-schemas.ts";
import { resolveAuthView } from "~/domain/auth-view.ts";

describe("login schema (spec §5)", () => {
  it("requires an e-mail and a password", () => {
    expect(loginSchema.safeParse({}).success).toBe(false);
    expect(loginSchema.safeParse({ email: "a@b.co" }).success).toBe(false);
    expect(loginSchema.safeParse({ email: "not-an-email", password: "x" }).success).toBe(false);
    expect(loginSchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
  });
});

describe("signup schema (spec §5)", () => {
  it("does not require a full name and defaults the profile type to customer", () => {
    const r = signupSchema.parse({ email: "a@b.co", password: "tide-chart-anchor" });
    expect(r.profileType).toBe("customer");
    expect(r.fullName).toBeUndefined();
  });
  it("accepts only the five profile types", () => {
    expect(
      signupSchema.safeParse({ email: "a@b.co", password: "tide-chart-anchor", profileType: "vessel_owner" }).success,
    ).toBe(true);
    expect(
      signupSchema.safeParse({ email: "a@b.co", password: "tide-chart-anchor", profileType: "admin" }).success,
    ).toBe(false);
  });
  it("needs a password of 8 characters or more that is not a common one (issue 10)", () => {
    expect(signupSchema.safeParse({ email: "a@b.co", password: "1" }).success).toBe(false);
    expect(signupSchema.safeParse({ email: "a@b.co", password: "password1" }).success).toBe(false);
    expect(signupSchema.safeParse({ email: "a@b.co", password: "tide-chart-anchor" }).success).toBe(true);
    expect(signupSchema.safeParse({ email: "a@b.co", password: "" }).success).toBe(false);
  });
});

describe("card register schema (spec §5)", () => {
  const valid = {
    firstName: "Robin",
    lastName: "Keel",
    email: "r@k.co",
    password: "tide-chart-anchor",
    confirmPassword: "tide-chart-anchor",
    terms: "on",
  };
  it("accepts a complete form", () => {
    expect(cardRegisterSchema.safeParse(valid).success).toBe(true);
  });
  it("requires every field and the terms box", () => {
    for (const key of Object.keys(valid)) {
      const { [key as keyof typeof valid]: _, ...rest } = valid;
      expect(cardRegisterSchema.safeParse(rest).success, key).toBe(false);
    }
  });
  it("refuses mismatched passwords with the spec's text", () => {
    const r = cardRegisterSchema.safeParse({ ...valid, confirmPassword: "q" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("Passwords do not match. Please verify your entries.");
  });
  it("joins first and last name with a space", () => {
    expect(joinFullName(" Robin ", "Keel ")).toBe("Robin Keel");
  });
});

describe("resolveAuthView (spec §2 mode/tab query)", () => {
  const view = (qs: string) => resolveAuthView(new URLSearchParams(qs));
  it("defaults to the create-account form only", () => {
    expect(view("")).toEqual({ tabs: false, tab: "register" });
    expect(view("mode=signup")).toEqual({ tabs: false, tab: "register" });
  });
  it("shows tabs for any other mode", () => {
    expect(view("mode=both")).toEqual({ tabs: true, tab: "login" });
    expect(view("mode=both&tab=register")).toEqual({ tabs: true, tab: "register" });
  });
  it("shows tabs when a tab is named (header links)", () => {
    expect(view("tab=login")).toEqual({ tabs: true, tab: "login" });
  });
});
