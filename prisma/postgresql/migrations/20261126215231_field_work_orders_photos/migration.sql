-- AlterTable
ALTER TABLE "JobFieldReport" ADD COLUMN     "signatureKey" TEXT;

-- CreateTable
CREATE TABLE "SubcontractorLink" (
    "id" TEXT NOT NULL,
    "subcontractorId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "lastUsedAt" TIMESTAMP(3),
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SubcontractorLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkOrder" (
    "id" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "subcontractorId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'sent',
    "instructions" TEXT,
    "declineReason" TEXT,
    "completionNote" TEXT,
    "respondedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "sentById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkOrderTime" (
    "id" TEXT NOT NULL,
    "workOrderId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "workedOn" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WorkOrderTime_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobPhoto" (
    "id" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "originalKey" TEXT NOT NULL,
    "originalType" TEXT NOT NULL,
    "originalBytes" INTEGER NOT NULL,
    "displayKey" TEXT,
    "width" INTEGER,
    "height" INTEGER,
    "byId" TEXT,
    "postKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SubcontractorLink_tokenHash_key" ON "SubcontractorLink"("tokenHash");

-- CreateIndex
CREATE INDEX "SubcontractorLink_subcontractorId_createdAt_idx" ON "SubcontractorLink"("subcontractorId", "createdAt");

-- CreateIndex
CREATE INDEX "WorkOrder_subcontractorId_createdAt_idx" ON "WorkOrder"("subcontractorId", "createdAt");

-- CreateIndex
CREATE INDEX "WorkOrder_jobId_status_idx" ON "WorkOrder"("jobId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "WorkOrderTime_key_key" ON "WorkOrderTime"("key");

-- CreateIndex
CREATE INDEX "WorkOrderTime_workOrderId_workedOn_idx" ON "WorkOrderTime"("workOrderId", "workedOn");

-- CreateIndex
CREATE UNIQUE INDEX "JobPhoto_postKey_key" ON "JobPhoto"("postKey");

-- CreateIndex
CREATE INDEX "JobPhoto_jobId_createdAt_idx" ON "JobPhoto"("jobId", "createdAt");

-- AddForeignKey
ALTER TABLE "SubcontractorLink" ADD CONSTRAINT "SubcontractorLink_subcontractorId_fkey" FOREIGN KEY ("subcontractorId") REFERENCES "Subcontractor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkOrder" ADD CONSTRAINT "WorkOrder_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkOrder" ADD CONSTRAINT "WorkOrder_subcontractorId_fkey" FOREIGN KEY ("subcontractorId") REFERENCES "Subcontractor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkOrderTime" ADD CONSTRAINT "WorkOrderTime_workOrderId_fkey" FOREIGN KEY ("workOrderId") REFERENCES "WorkOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobPhoto" ADD CONSTRAINT "JobPhoto_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;
