-- AlterTable
ALTER TABLE "User" ADD COLUMN "disabledAt" DATETIME;
ALTER TABLE "User" ADD COLUMN "disabledReason" TEXT;

-- CreateIndex
CREATE INDEX "User_disabledAt_idx" ON "User"("disabledAt");
