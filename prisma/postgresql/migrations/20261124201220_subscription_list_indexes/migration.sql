-- DropIndex
DROP INDEX "Subscription_status_idx";

-- CreateIndex
CREATE INDEX "Subscription_status_createdAt_idx" ON "Subscription"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Subscription_status_updatedAt_idx" ON "Subscription"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "Subscription_status_frequency_priceCents_idx" ON "Subscription"("status", "frequency", "priceCents");

-- CreateIndex
CREATE INDEX "Subscription_createdAt_idx" ON "Subscription"("createdAt");
