// Validation for the auth forms (spec §5). One schema per form, used by the action and by Conform.
import { z } from "zod";
import { emailField, requiredText } from "./form-fields.ts";
import { PASSWORD_MISMATCH } from "./auth-messages.ts";
import { PROFILE_TYPES } from "./roles.ts";
import { newPasswordField } from "./password-policy.ts";

const newPassword = newPasswordField();

const email = emailField();

// Signing in checks only that a password was typed; a password being chosen follows the policy.
const password = z
  .string({ required_error: "Password is required" })
  .min(1, "Password is required")
  .max(200, "Password is too long");

export const loginSchema = z.object({
  email,
  password,
  remember: z.literal("on").optional(),
  redirectTo: z.string().optional(),
});

export const signupSchema = z.object({
  fullName: z.string().trim().max(120, "Name is too long").optional(),
  email,
  password: newPassword,
  profileType: z
    .enum(PROFILE_TYPES, { errorMap: () => ({ message: "Choose what describes you best" }) })
    .default("customer"),
  redirectTo: z.string().optional(),
});

export { PASSWORD_MISMATCH };

/** The embedded register card on the home page (spec §2, §5). */
export const cardRegisterSchema = z
  .object({
    firstName: requiredText("First name is required", { max: 60 }),
    lastName: requiredText("Last name is required", { max: 60 }),
    email,
    password: newPassword,
    confirmPassword: z
      .string({ required_error: "Please confirm your password" })
      .min(1, "Please confirm your password"),
    terms: z.literal("on", { errorMap: () => ({ message: "Please accept the terms to continue" }) }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORD_MISMATCH.description,
  });

export const cardLoginSchema = loginSchema;

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: newPassword,
    confirmPassword: z.string({ required_error: "Please confirm your password" }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORD_MISMATCH.description,
  });

/** Full name for the card: first and last name joined by a space (spec §5). */
export function joinFullName(firstName: string, lastName: string) {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}
