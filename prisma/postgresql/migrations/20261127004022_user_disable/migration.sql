-- AlterTable
ALTER TABLE "User" ADD COLUMN     "disabledAt" TIMESTAMP(3),
ADD COLUMN     "disabledReason" TEXT;

-- CreateIndex
CREATE INDEX "User_disabledAt_idx" ON "User"("disabledAt");
