import { z } from "zod";
import { phoneField, requiredText } from "./form-fields.ts";
import { newPasswordField } from "./password-policy.ts";

export const profileSchema = z.object({
  fullName: requiredText("Name is required", { max: 120, tooLong: "Name is too long" }),
  phone: phoneField(),
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
