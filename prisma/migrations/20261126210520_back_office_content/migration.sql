-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN "retriedById" TEXT;
ALTER TABLE "EmailMessage" ADD COLUMN "template" TEXT;

-- AlterTable
ALTER TABLE "GalleryImage" ADD COLUMN "altText" TEXT;
ALTER TABLE "GalleryImage" ADD COLUMN "category" TEXT;
ALTER TABLE "GalleryImage" ADD COLUMN "storageKey" TEXT;

-- CreateIndex
CREATE INDEX "EmailMessage_status_createdAt_idx" ON "EmailMessage"("status", "createdAt");

-- CreateIndex
CREATE INDEX "EmailMessage_template_createdAt_idx" ON "EmailMessage"("template", "createdAt");
