import { z } from "zod";
import { profileSchema } from "./account-schemas.ts";
import { contactEmailField } from "./form-fields.ts";

export const profileDetailsSchema = profileSchema.extend({ marketing: z.boolean().optional() });

export const emailChangeSchema = z.object({
  newEmail: contactEmailField("Enter the new e-mail address"),
  currentPassword: z.string({ required_error: "Enter your current password" }).min(1, "Enter your current password"),
});
