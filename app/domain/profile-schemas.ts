import { z } from "zod";
import { profileSchema } from "./account-schemas.ts";

export const profileDetailsSchema = profileSchema.extend({ marketing: z.boolean().optional() });

export const emailChangeSchema = z.object({
  newEmail: z
    .string({ required_error: "Enter the new e-mail address" })
    .trim()
    .toLowerCase()
    .max(254, "That e-mail address is too long")
    .email("Enter a valid e-mail address"),
  currentPassword: z.string({ required_error: "Enter your current password" }).min(1, "Enter your current password"),
});
