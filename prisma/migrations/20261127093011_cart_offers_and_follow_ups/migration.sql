-- AlterTable
ALTER TABLE "Cart" ADD COLUMN "bundleOffers" TEXT;

-- AlterTable
ALTER TABLE "SharedCartMessage" ADD COLUMN "inboundMessageId" TEXT;

-- CreateIndex
CREATE INDEX "InboundMessage_quoteId_occurredAt_idx" ON "InboundMessage"("quoteId", "occurredAt");

-- CreateIndex
CREATE UNIQUE INDEX "SharedCartMessage_inboundMessageId_key" ON "SharedCartMessage"("inboundMessageId");
