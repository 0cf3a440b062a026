-- CreateTable
CREATE TABLE "Engine" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "vesselId" TEXT NOT NULL,
    "label" TEXT,
    "make" TEXT NOT NULL,
    "model" TEXT,
    "serial" TEXT,
    "fuel" TEXT NOT NULL DEFAULT 'diesel',
    "year" INTEGER,
    "hours" REAL NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Engine_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EngineHourReading" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "engineId" TEXT NOT NULL,
    "hours" REAL NOT NULL,
    "meterReplaced" BOOLEAN NOT NULL DEFAULT false,
    "readAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "loggedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EngineHourReading_engineId_fkey" FOREIGN KEY ("engineId") REFERENCES "Engine" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "EngineHourReading_loggedById_fkey" FOREIGN KEY ("loggedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "VesselServiceInterval" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "vesselId" TEXT NOT NULL,
    "serviceType" TEXT NOT NULL,
    "everyHours" INTEGER,
    "everyMonths" INTEGER,
    "lastDoneOn" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "VesselServiceInterval_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "VesselDelegate" (
    "vesselId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("vesselId", "userId"),
    CONSTRAINT "VesselDelegate_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "VesselDelegate_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "VesselTransfer" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "vesselId" TEXT NOT NULL,
    "fromUserId" TEXT NOT NULL,
    "toEmail" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "expiresAt" DATETIME NOT NULL,
    "acceptedById" TEXT,
    "acceptedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "VesselTransfer_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "VesselTransfer_fromUserId_fkey" FOREIGN KEY ("fromUserId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "VesselDocument" (
    "id" TEXT NOT NULL PRIMARY KEY,
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
    "supersededAt" DATETIME,
    "uploadedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "VesselDocument_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "VesselDocument_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "VesselDocument_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "VesselDocument_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DocumentReminder" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "documentId" TEXT NOT NULL,
    "threshold" TEXT NOT NULL,
    "sentAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DocumentReminder_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "VesselDocument" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DocumentShare" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "vesselId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "revokedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DocumentShare_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DocumentShare_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MaintenanceBudget" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "vesselKey" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MaintenanceBudget_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "fullName" TEXT NOT NULL,
    "firstName" TEXT,
    "lastName" TEXT,
    "phone" TEXT,
    "profileType" TEXT NOT NULL DEFAULT 'customer',
    "documentTier" TEXT NOT NULL DEFAULT 'standard',
    "notificationPrefs" TEXT,
    "emailVerifiedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_User" ("createdAt", "email", "emailVerifiedAt", "firstName", "fullName", "id", "lastName", "phone", "profileType", "updatedAt") SELECT "createdAt", "email", "emailVerifiedAt", "firstName", "fullName", "id", "lastName", "phone", "profileType", "updatedAt" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE INDEX "User_fullName_idx" ON "User"("fullName");
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");
CREATE TABLE "new_Vessel" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "lengthMetres" REAL,
    "year" INTEGER,
    "make" TEXT,
    "model" TEXT,
    "registration" TEXT,
    "homeMarina" TEXT,
    "berth" TEXT,
    "notes" TEXT,
    "hullMaterial" TEXT,
    "hin" TEXT,
    "builderPlate" BOOLEAN NOT NULL DEFAULT false,
    "antifoulType" TEXT,
    "antifoulAppliedOn" TEXT,
    "locationKind" TEXT,
    "accessNotes" TEXT,
    "photoKey" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Vessel_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Vessel" ("berth", "createdAt", "homeMarina", "id", "lengthMetres", "make", "model", "name", "notes", "ownerId", "registration", "type", "updatedAt", "year") SELECT "berth", "createdAt", "homeMarina", "id", "lengthMetres", "make", "model", "name", "notes", "ownerId", "registration", "type", "updatedAt", "year" FROM "Vessel";
DROP TABLE "Vessel";
ALTER TABLE "new_Vessel" RENAME TO "Vessel";
CREATE INDEX "Vessel_ownerId_idx" ON "Vessel"("ownerId");
CREATE INDEX "Vessel_name_idx" ON "Vessel"("name");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

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
