// The test e-mail of /admin/communication-test (issue 18): where it goes and what it says.
import { z } from "zod";

export const testEmailSchema = z.object({
  to: z
    .string({ required_error: "Enter the address to send the test to" })
    .trim()
    .email("Enter an e-mail address like you@example.com")
    .max(200),
  note: z.string().trim().max(500, "Keep the note under 500 characters").optional(),
});
