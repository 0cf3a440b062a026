// Texts shared by the auth schemas and the browser, kept apart from Zod so forms can use them without bundling it.

/** Spec §5/§8: the register card's toast when the two passwords differ. */
export const PASSWORD_MISMATCH = {
  title: "Password Mismatch",
  description: "Passwords do not match. Please verify your entries.",
} as const;
