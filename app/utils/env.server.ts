import { z } from "zod";
import { isValidAbn } from "~/domain/invoice.ts";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().default("file:./data/bosun.db"),
  /** Comma-separated list; the first signs new cookies, all verify (rotation). */
  SESSION_SECRET: z.string().optional(),
  APP_URL: z.string().url().optional(),
  PORT: z.string().default("3000"),
  /** 1: automation webhooks may call private addresses (a receiver on the same network; tests). Default: refused. */
  AUTOMATION_WEBHOOKS_ALLOW_PRIVATE: z.enum(["0", "1"]).default("0"),
  /** Seals stored webhook secrets (AES-256-GCM, ADR 201): 32 bytes as hex or base64. Required in production. */
  AUTOMATION_SECRET_KEY: z.string().optional(),
  /** Keys used before the current one (comma-separated): still open stored secrets until re-sealed (ADR 201). */
  AUTOMATION_SECRET_KEY_PREVIOUS: z.string().optional(),
  /** Shared secret the mail provider signs inbound e-mail with (ADR 201). Required in production to accept mail. */
  INBOUND_EMAIL_SECRET: z.string().optional(),
  /** Shared secret the telephony provider signs call events with (ADR 201). Required in production to accept calls. */
  TELEPHONY_WEBHOOK_SECRET: z.string().optional(),
  /**
   * The mailbox whose mail reaches the inbound-mail webhook (e.g. replies@bosun.example): e-mails about a job or quote
   * set Reply-To to it with a signed +tag (ADR 201 addendum). Unset in production: no Reply-To is set.
   */
  INBOUND_REPLY_ADDRESS: z.string().email().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Bosun Marine Services <hello@bosun.example>"),
  BUSINESS_NAME: z.string().default("Bosun Marine Services"),
  BUSINESS_PHONE: z.string().default("1300 267 862"),
  BUSINESS_EMAIL: z.string().email().default("info@bosun.example"),
  BUSINESS_LOCATION: z.string().default("Sydney, NSW"),
  /** Printed on every invoice; must pass the ATO checksum. The default is a checksum-valid demo number. */
  BUSINESS_ABN: z
    .string()
    .default("83 601 234 518")
    .refine(isValidAbn, "BUSINESS_ABN is not a valid ABN (11 digits that pass the ATO checksum)"),
  /** "false" when the business is not registered for GST: it then issues 'Invoice' without GST. */
  GST_REGISTERED: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  INVOICE_PAYMENT_TERMS_DAYS: z.coerce.number().int().min(0).max(120).default(14),
  /** Bank-transfer details printed on invoices (the invoice number is the payment reference). */
  BANK_ACCOUNT_NAME: z.string().default("Bosun Marine Services Pty Ltd"),
  BANK_BSB: z
    .string()
    .regex(/^\d{3}-?\d{3}$/, "BANK_BSB must be six digits, e.g. 062-000")
    .default("062-000"),
  BANK_ACCOUNT_NUMBER: z.string().default("1048 2277"),
  /** An overdue invoice gets at most one reminder per this many days, and at most INVOICE_REMINDER_MAX in all. */
  INVOICE_REMINDER_INTERVAL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  INVOICE_REMINDER_MAX: z.coerce.number().int().min(0).max(20).default(4),
  /** The account that sees every portal link in the header (spec §6); configuration, not code. */
  SUPER_ADMIN_EMAIL: z.string().optional(),
  /** Owner documents (ADR 133): a folder on local disk by default; an S3-compatible bucket when S3_BUCKET is set. */
  UPLOAD_DIR: z.string().default("data/uploads"),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("ap-southeast-2"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** How often the server books and bills subscription visits (minutes; 0 turns the timer off). */
  SUBSCRIPTIONS_RUN_EVERY_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  /** How often the in-process worker runs due background tasks and schedules (ms; 0 turns it off, ADR 120). */
  TASK_WORKER_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /** How often the reminder schedules (invoices, maintenance, documents) run (minutes; 0 turns them off). */
  REMINDERS_RUN_EVERY_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** Only for the end-to-end suite: lets a test pin the server clock per request. Never in production. */
  ENABLE_TEST_HOOKS: z.enum(["0", "1"]).default("0"),
  /** Multiplies the sign-in/sign-up/reset rate limits (the e2e suite signs in many times). */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
});

export type Env = z.infer<typeof schema> & { sessionSecrets: string[]; appUrl: string };

let cached: Env | null = null;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment variables:\n${issues}`);
  }
  const env = parsed.data;
  let secrets = (env.SESSION_SECRET ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (secrets.length === 0) {
    if (env.NODE_ENV === "production") {
      throw new Error("SESSION_SECRET must be set in production (a comma-separated list of long random strings).");
    }
    secrets = ["development-only-session-secret-change-me"];
  }
  if (env.NODE_ENV === "production" && env.ENABLE_TEST_HOOKS === "1" && !process.env.E2E) {
    throw new Error("ENABLE_TEST_HOOKS must not be used in production.");
  }
  cached = {
    ...env,
    sessionSecrets: secrets,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
  };
  return cached;
}

/** The subset of configuration the browser may see. */
export function getPublicEnv() {
  const env = getEnv();
  return {
    businessName: env.BUSINESS_NAME,
    businessPhone: env.BUSINESS_PHONE,
    businessEmail: env.BUSINESS_EMAIL,
    businessLocation: env.BUSINESS_LOCATION,
    /** The canonical origin for links, canonical URLs and Open Graph tags. */
    appUrl: env.appUrl,
  };
}
export type PublicEnv = ReturnType<typeof getPublicEnv>;
