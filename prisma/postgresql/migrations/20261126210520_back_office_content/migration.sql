-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "retriedById" TEXT,
ADD COLUMN     "template" TEXT;

-- AlterTable
ALTER TABLE "GalleryImage" ADD COLUMN     "altText" TEXT,
ADD COLUMN     "category" TEXT,
ADD COLUMN     "storageKey" TEXT;

-- CreateIndex
CREATE INDEX "EmailMessage_status_createdAt_idx" ON "EmailMessage"("status", "createdAt");

-- CreateIndex
CREATE INDEX "EmailMessage_template_createdAt_idx" ON "EmailMessage"("template", "createdAt");
