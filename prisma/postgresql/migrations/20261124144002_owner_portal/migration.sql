-- AlterTable
ALTER TABLE "User" ADD COLUMN     "documentTier" TEXT NOT NULL DEFAULT 'standard',
ADD COLUMN     "notificationPrefs" TEXT;

-- AlterTable
ALTER TABLE "Vessel" ADD COLUMN     "accessNotes" TEXT,
ADD COLUMN     "antifoulAppliedOn" TEXT,
ADD COLUMN     "antifoulType" TEXT,
ADD COLUMN     "builderPlate" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "hin" TEXT,
ADD COLUMN     "hullMaterial" TEXT,
ADD COLUMN     "locationKind" TEXT,
ADD COLUMN     "photoKey" TEXT;

-- CreateTable
CREATE TABLE "Engine" (
    "id" TEXT NOT NULL,
    "vesselId" TEXT NOT NULL,
    "label" TEXT,
    "make" TEXT NOT NULL,
    "model" TEXT,
    "serial" TEXT,
    "fuel" TEXT NOT NULL DEFAULT 'diesel',
    "year" INTEGER,
    "hours" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Engine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EngineHourReading" (
    "id" TEXT NOT NULL,
    "engineId" TEXT NOT NULL,
    "hours" DOUBLE PRECISION NOT NULL,
    "meterReplaced" BOOLEAN NOT NULL DEFAULT false,
    "readAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "loggedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EngineHourReading_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VesselServiceInterval" (
    "id" TEXT NOT NULL,
    "vesselId" TEXT NOT NULL,
    "serviceType" TEXT NOT NULL,
    "everyHours" INTEGER,
    "everyMonths" INTEGER,
    "lastDoneOn" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "VesselServiceInterval_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VesselDelegate" (
    "vesselId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VesselDelegate_pkey" PRIMARY KEY ("vesselId","userId")
);

-- CreateTable
CREATE TABLE "VesselTransfer" (
    "id" TEXT NOT NULL,
    "vesselId" TEXT NOT NULL,
    "fromUserId" TEXT NOT NULL,
    "toEmail" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "acceptedById" TEXT,
    "acceptedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VesselTransfer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VesselDocument" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "vesselId" TEXT,
    "jobId" TEXT,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "storageKey" TEXT NOT NULL,
    "expiresOn" TEXT,
    "private" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "replacesId" TEXT,
    "supersededAt" TIMESTAMP(3),
    "uploadedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "VesselDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentReminder" (
    "id" TEXT NOT NULL,
    "documentId" TEXT NOT NULL,
    "threshold" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DocumentReminder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentShare" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "vesselId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DocumentShare_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MaintenanceBudget" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "vesselKey" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MaintenanceBudget_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Engine_vesselId_idx" ON "Engine"("vesselId");

-- CreateIndex
CREATE INDEX "EngineHourReading_engineId_readAt_idx" ON "EngineHourReading"("engineId", "readAt");

-- CreateIndex
CREATE INDEX "EngineHourReading_loggedById_idx" ON "EngineHourReading"("loggedById");

-- CreateIndex
CREATE UNIQUE INDEX "VesselServiceInterval_vesselId_serviceType_key" ON "VesselServiceInterval"("vesselId", "serviceType");

-- CreateIndex
CREATE INDEX "VesselDelegate_userId_idx" ON "VesselDelegate"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "VesselTransfer_tokenHash_key" ON "VesselTransfer"("tokenHash");

-- CreateIndex
CREATE INDEX "VesselTransfer_vesselId_status_idx" ON "VesselTransfer"("vesselId", "status");

-- CreateIndex
CREATE INDEX "VesselTransfer_fromUserId_idx" ON "VesselTransfer"("fromUserId");

-- CreateIndex
CREATE UNIQUE INDEX "VesselDocument_storageKey_key" ON "VesselDocument"("storageKey");

-- CreateIndex
CREATE INDEX "VesselDocument_ownerId_createdAt_idx" ON "VesselDocument"("ownerId", "createdAt");

-- CreateIndex
CREATE INDEX "VesselDocument_ownerId_supersededAt_expiresOn_idx" ON "VesselDocument"("ownerId", "supersededAt", "expiresOn");

-- CreateIndex
CREATE INDEX "VesselDocument_vesselId_idx" ON "VesselDocument"("vesselId");

-- CreateIndex
CREATE INDEX "VesselDocument_jobId_idx" ON "VesselDocument"("jobId");

-- CreateIndex
CREATE INDEX "VesselDocument_expiresOn_idx" ON "VesselDocument"("expiresOn");

-- CreateIndex
CREATE INDEX "VesselDocument_uploadedById_idx" ON "VesselDocument"("uploadedById");

-- CreateIndex
CREATE INDEX "VesselDocument_replacesId_idx" ON "VesselDocument"("replacesId");

-- CreateIndex
CREATE UNIQUE INDEX "DocumentReminder_documentId_threshold_key" ON "DocumentReminder"("documentId", "threshold");

-- CreateIndex
CREATE UNIQUE INDEX "DocumentShare_tokenHash_key" ON "DocumentShare"("tokenHash");

-- CreateIndex
CREATE INDEX "DocumentShare_ownerId_idx" ON "DocumentShare"("ownerId");

-- CreateIndex
CREATE INDEX "DocumentShare_vesselId_idx" ON "DocumentShare"("vesselId");

-- CreateIndex
CREATE UNIQUE INDEX "MaintenanceBudget_ownerId_vesselKey_year_key" ON "MaintenanceBudget"("ownerId", "vesselKey", "year");

-- AddForeignKey
ALTER TABLE "Engine" ADD CONSTRAINT "Engine_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EngineHourReading" ADD CONSTRAINT "EngineHourReading_engineId_fkey" FOREIGN KEY ("engineId") REFERENCES "Engine"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EngineHourReading" ADD CONSTRAINT "EngineHourReading_loggedById_fkey" FOREIGN KEY ("loggedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VesselServiceInterval" ADD CONSTRAINT "VesselServiceInterval_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VesselDelegate" ADD CONSTRAINT "VesselDelegate_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VesselDelegate" ADD CONSTRAINT "VesselDelegate_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VesselTransfer" ADD CONSTRAINT "VesselTransfer_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VesselTransfer" ADD CONSTRAINT "VesselTransfer_fromUserId_fkey" FOREIGN KEY ("fromUserId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VesselDocument" ADD CONSTRAINT "VesselDocument_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VesselDocument" ADD CONSTRAINT "VesselDocument_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VesselDocument" ADD CONSTRAINT "VesselDocument_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VesselDocument" ADD CONSTRAINT "VesselDocument_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentReminder" ADD CONSTRAINT "DocumentReminder_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "VesselDocument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentShare" ADD CONSTRAINT "DocumentShare_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentShare" ADD CONSTRAINT "DocumentShare_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MaintenanceBudget" ADD CONSTRAINT "MaintenanceBudget_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
