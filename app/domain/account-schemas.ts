import { z } from "zod";
import { newPasswordField } from "./password-policy.ts";

export const profileSchema = z.object({
  fullName: z
    .string({ required_error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(120, "Name is too long"),
  phone: z
    .string()
    .trim()
    .max(30, "Phone number is too long")
    .regex(/^[+\d ()-]*$/, "Use digits, spaces, brackets, + or - only")
    .optional(),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ required_error: "Enter your current password" }).min(1, "Enter your current password"),
    newPassword: newPasswordField("Choose a new password"),
    confirmPassword: z.string({ required_error: "Please confirm your new password" }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match. Please verify your entries.",
  });
