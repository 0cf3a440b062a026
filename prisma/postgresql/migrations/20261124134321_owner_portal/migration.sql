-- AlterTable
ALTER TABLE "VesselServiceInterval" ADD COLUMN     "lastDoneOn" TEXT;
