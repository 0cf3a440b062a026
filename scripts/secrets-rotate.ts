// npm run secrets:rotate [-- --dry-run]
// Re-seals every stored webhook signing secret under the current AUTOMATION_SECRET_KEY (ADR 201, rotation addendum).
// To rotate: generate a key (`openssl rand -hex 32`); set it as AUTOMATION_SECRET_KEY and move the old one to
// AUTOMATION_SECRET_KEY_PREVIOUS (comma-separated if several); restart (each server's worker re-seals at start-up too);
// run this and, once it reports nothing left under an old key, remove AUTOMATION_SECRET_KEY_PREVIOUS. Safe to run
// again and on several hosts at once (each rewrite is a conditional update). Exits 1 while any secret opens with no
// configured key, and lists those rules: re-type their secret in the rule builder or configure the key they need.
import { parseArgs } from "node:util";
import { resealWebhookSecrets } from "../app/models/automations.server.ts";
import { prisma } from "../app/utils/db.server.ts";
import { secretKeys } from "../app/utils/secrets.server.ts";

async function main() {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false } } });
  const dryRun = values["dry-run"] ?? false;
  const keys = secretKeys();
  const report = await resealWebhookSecrets({ keys, dryRun });
  console.log(
    `${report.checked} rule version(s) hold webhook secrets; ${report.resealed} ${
      dryRun ? "would be" : "were"
    } re-sealed under the current key (${keys.previous.length} previous key(s) configured).`,
  );
  for (const u of report.unreadable)
    console.log(
      `  ✖ rule "${u.ruleName}" (${u.ruleId}) version ${u.version}, step ${u.step}: no configured key opens it`,
    );
  if (report.unreadable.length) {
    console.error(
      `${report.unreadable.length} secret(s) cannot be opened: re-type them in the rule builder, or add the key that sealed them to AUTOMATION_SECRET_KEY_PREVIOUS.`,
    );
    process.exitCode = 1;
  } else if (!dryRun) {
    console.log("Every stored secret is sealed with the current key: AUTOMATION_SECRET_KEY_PREVIOUS may be removed.");
  }
}

main()
  .catch((error) => {
    console.error("Re-sealing failed:", error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());
