-- AlterTable
ALTER TABLE "Credential" ADD COLUMN     "submittedByLinkId" TEXT;

-- CreateTable
CREATE TABLE "WorkOrderEmail" (
    "id" TEXT NOT NULL,
    "workOrderId" TEXT NOT NULL,
    "linkId" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WorkOrderEmail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WorkOrderEmail_linkId_key" ON "WorkOrderEmail"("linkId");

-- CreateIndex
CREATE INDEX "WorkOrderEmail_workOrderId_createdAt_idx" ON "WorkOrderEmail"("workOrderId", "createdAt");

-- CreateIndex
CREATE INDEX "Credential_submittedByLinkId_idx" ON "Credential"("submittedByLinkId");

-- AddForeignKey
ALTER TABLE "Credential" ADD CONSTRAINT "Credential_submittedByLinkId_fkey" FOREIGN KEY ("submittedByLinkId") REFERENCES "SubcontractorLink"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkOrderEmail" ADD CONSTRAINT "WorkOrderEmail_workOrderId_fkey" FOREIGN KEY ("workOrderId") REFERENCES "WorkOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkOrderEmail" ADD CONSTRAINT "WorkOrderEmail_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "SubcontractorLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;
