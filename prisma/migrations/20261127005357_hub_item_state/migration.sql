-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN "headers" TEXT;

-- CreateTable
CREATE TABLE "HubItemState" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "sourceType" TEXT NOT NULL,
    "sourceId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "assigneeId" TEXT,
    "jobId" TEXT,
    "cartMessageId" TEXT,
    "quoteResponseId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "HubItemState_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "HubItemState_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "HubItemState_cartMessageId_fkey" FOREIGN KEY ("cartMessageId") REFERENCES "SharedCartMessage" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "HubItemState_quoteResponseId_fkey" FOREIGN KEY ("quoteResponseId") REFERENCES "QuoteResponse" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "HubReply" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "stateId" TEXT NOT NULL,
    "authorId" TEXT,
    "authorName" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "emailMessageId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "HubReply_stateId_fkey" FOREIGN KEY ("stateId") REFERENCES "HubItemState" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "HubReply_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "HubItemState_jobId_key" ON "HubItemState"("jobId");

-- CreateIndex
CREATE UNIQUE INDEX "HubItemState_cartMessageId_key" ON "HubItemState"("cartMessageId");

-- CreateIndex
CREATE UNIQUE INDEX "HubItemState_quoteResponseId_key" ON "HubItemState"("quoteResponseId");

-- CreateIndex
CREATE INDEX "HubItemState_status_idx" ON "HubItemState"("status");

-- CreateIndex
CREATE INDEX "HubItemState_assigneeId_status_idx" ON "HubItemState"("assigneeId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "HubItemState_sourceType_sourceId_key" ON "HubItemState"("sourceType", "sourceId");

-- CreateIndex
CREATE INDEX "HubReply_stateId_createdAt_idx" ON "HubReply"("stateId", "createdAt");

-- CreateIndex
CREATE INDEX "HubReply_authorId_idx" ON "HubReply"("authorId");

-- CreateIndex
CREATE INDEX "Job_source_createdAt_idx" ON "Job"("source", "createdAt");

-- CreateIndex
CREATE INDEX "QuoteResponse_kind_createdAt_idx" ON "QuoteResponse"("kind", "createdAt");

-- CreateIndex
CREATE INDEX "SharedCartMessage_authorType_createdAt_idx" ON "SharedCartMessage"("authorType", "createdAt");
