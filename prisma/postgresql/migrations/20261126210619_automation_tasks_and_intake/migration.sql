-- CreateTable
CREATE TABLE "StaffTask" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "notes" TEXT,
    "assigneeId" TEXT,
    "jobId" TEXT,
    "dueAt" TIMESTAMP(3),
    "status" TEXT NOT NULL DEFAULT 'open',
    "source" TEXT NOT NULL DEFAULT 'manual',
    "automationRunId" TEXT,
    "createdById" TEXT,
    "completedAt" TIMESTAMP(3),
    "completedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StaffTask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InboundMessage" (
    "id" TEXT NOT NULL,
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
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InboundMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StaffTask_status_dueAt_idx" ON "StaffTask"("status", "dueAt");

-- CreateIndex
CREATE INDEX "StaffTask_assigneeId_status_dueAt_idx" ON "StaffTask"("assigneeId", "status", "dueAt");

-- CreateIndex
CREATE INDEX "StaffTask_jobId_idx" ON "StaffTask"("jobId");

-- CreateIndex
CREATE INDEX "StaffTask_automationRunId_idx" ON "StaffTask"("automationRunId");

-- CreateIndex
CREATE INDEX "InboundMessage_channel_occurredAt_idx" ON "InboundMessage"("channel", "occurredAt");

-- CreateIndex
CREATE INDEX "InboundMessage_occurredAt_idx" ON "InboundMessage"("occurredAt");

-- CreateIndex
CREATE INDEX "InboundMessage_jobId_idx" ON "InboundMessage"("jobId");

-- CreateIndex
CREATE INDEX "InboundMessage_customerId_idx" ON "InboundMessage"("customerId");

-- CreateIndex
CREATE INDEX "InboundMessage_fromAddress_idx" ON "InboundMessage"("fromAddress");

-- CreateIndex
CREATE UNIQUE INDEX "InboundMessage_channel_externalId_key" ON "InboundMessage"("channel", "externalId");

-- CreateIndex
CREATE INDEX "Job_customerContactPhone_idx" ON "Job"("customerContactPhone");

-- AddForeignKey
ALTER TABLE "StaffTask" ADD CONSTRAINT "StaffTask_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffTask" ADD CONSTRAINT "StaffTask_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboundMessage" ADD CONSTRAINT "InboundMessage_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboundMessage" ADD CONSTRAINT "InboundMessage_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
