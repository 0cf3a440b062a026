-- AlterTable
ALTER TABLE "User" ADD COLUMN "marketingConsentAt" DATETIME;
ALTER TABLE "User" ADD COLUMN "pendingEmail" TEXT;
