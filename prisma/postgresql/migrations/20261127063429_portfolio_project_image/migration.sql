-- AlterTable
ALTER TABLE "PortfolioProject" ADD COLUMN     "imageAlt" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "imageKey" TEXT;
