// Reference data every environment needs (production included), upserted so re-runs change nothing.
import type { PrismaClient } from "../app/generated/prisma/client.ts";

export async function seedReference(_prisma: PrismaClient) {
  // The service catalogue and bundle offers are added by the catalogue work (app/domain/catalogue.ts).
}
