-- CreateTable
CREATE TABLE "PaymentWebhookRejection" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "provider" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "PaymentTestRun" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "amountCents" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'started',
    "createdById" TEXT NOT NULL,
    "paidAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "ImportRun" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "source" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "fileSha256" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'previewed',
    "plan" TEXT NOT NULL,
    "createdCount" INTEGER NOT NULL DEFAULT 0,
    "unchangedCount" INTEGER NOT NULL DEFAULT 0,
    "skippedCount" INTEGER NOT NULL DEFAULT 0,
    "createdById" TEXT NOT NULL,
    "appliedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "ImportedRecord" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "source" TEXT NOT NULL,
    "sourceKey" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "importRunId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ImportedRecord_importRunId_fkey" FOREIGN KEY ("importRunId") REFERENCES "ImportRun" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "PaymentWebhookRejection_receivedAt_idx" ON "PaymentWebhookRejection"("receivedAt");

-- CreateIndex
CREATE INDEX "PaymentTestRun_createdAt_idx" ON "PaymentTestRun"("createdAt");

-- CreateIndex
CREATE INDEX "ImportRun_source_createdAt_idx" ON "ImportRun"("source", "createdAt");

-- CreateIndex
CREATE INDEX "ImportedRecord_importRunId_idx" ON "ImportedRecord"("importRunId");

-- CreateIndex
CREATE UNIQUE INDEX "ImportedRecord_source_sourceKey_key" ON "ImportedRecord"("source", "sourceKey");
