-- AlterTable
ALTER TABLE "HubItemState" ADD COLUMN "lastCustomerAt" DATETIME;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_InboundMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "channel" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "fromAddress" TEXT NOT NULL,
    "fromName" TEXT,
    "toAddress" TEXT,
    "subject" TEXT,
    "text" TEXT NOT NULL,
    "durationSeconds" INTEGER,
    "recordingUrl" TEXT,
    "attachments" TEXT NOT NULL DEFAULT '[]',
    "outcome" TEXT NOT NULL,
    "matchedBy" TEXT NOT NULL DEFAULT 'none',
    "reason" TEXT NOT NULL,
    "classification" TEXT NOT NULL DEFAULT '{}',
    "jobId" TEXT,
    "customerId" TEXT,
    "quoteId" TEXT,
    "occurredAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "hubStateId" TEXT,
    CONSTRAINT "InboundMessage_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "InboundMessage_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "InboundMessage_hubStateId_fkey" FOREIGN KEY ("hubStateId") REFERENCES "HubItemState" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_InboundMessage" ("attachments", "channel", "classification", "createdAt", "customerId", "durationSeconds", "externalId", "fromAddress", "fromName", "id", "jobId", "matchedBy", "occurredAt", "outcome", "quoteId", "reason", "recordingUrl", "subject", "text", "toAddress") SELECT "attachments", "channel", "classification", "createdAt", "customerId", "durationSeconds", "externalId", "fromAddress", "fromName", "id", "jobId", "matchedBy", "occurredAt", "outcome", "quoteId", "reason", "recordingUrl", "subject", "text", "toAddress" FROM "InboundMessage";
DROP TABLE "InboundMessage";
ALTER TABLE "new_InboundMessage" RENAME TO "InboundMessage";
CREATE INDEX "InboundMessage_hubStateId_occurredAt_idx" ON "InboundMessage"("hubStateId", "occurredAt");
CREATE INDEX "InboundMessage_channel_occurredAt_idx" ON "InboundMessage"("channel", "occurredAt");
CREATE INDEX "InboundMessage_occurredAt_idx" ON "InboundMessage"("occurredAt");
CREATE INDEX "InboundMessage_jobId_idx" ON "InboundMessage"("jobId");
CREATE INDEX "InboundMessage_customerId_idx" ON "InboundMessage"("customerId");
CREATE INDEX "InboundMessage_fromAddress_idx" ON "InboundMessage"("fromAddress");
CREATE UNIQUE INDEX "InboundMessage_channel_externalId_key" ON "InboundMessage"("channel", "externalId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "HubItemState_lastCustomerAt_idx" ON "HubItemState"("lastCustomerAt");

-- CreateIndex
CREATE INDEX "HubReply_messageId_idx" ON "HubReply"("messageId");
