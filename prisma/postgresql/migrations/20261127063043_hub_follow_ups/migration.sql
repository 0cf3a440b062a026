-- AlterTable
ALTER TABLE "InboundMessage" ADD COLUMN     "hubStateId" TEXT;

-- AlterTable
ALTER TABLE "HubItemState" ADD COLUMN     "lastCustomerAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "InboundMessage_hubStateId_occurredAt_idx" ON "InboundMessage"("hubStateId", "occurredAt");

-- CreateIndex
CREATE INDEX "HubItemState_lastCustomerAt_idx" ON "HubItemState"("lastCustomerAt");

-- CreateIndex
CREATE INDEX "HubReply_messageId_idx" ON "HubReply"("messageId");

-- AddForeignKey
ALTER TABLE "InboundMessage" ADD CONSTRAINT "InboundMessage_hubStateId_fkey" FOREIGN KEY ("hubStateId") REFERENCES "HubItemState"("id") ON DELETE SET NULL ON UPDATE CASCADE;
