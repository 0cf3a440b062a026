-- AlterTable
ALTER TABLE "Subcontractor" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "contactName" TEXT,
ADD COLUMN     "gstRegistered" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "ratesNote" TEXT;

-- CreateTable
CREATE TABLE "StaffProfile" (
    "userId" TEXT NOT NULL,
    "skills" TEXT NOT NULL DEFAULT '[]',
    "workingHours" TEXT NOT NULL DEFAULT '{}',
    "homeBase" TEXT,
    "hourlyCostCents" INTEGER,
    "contactPhone" TEXT,
    "emergencyContact" TEXT,
    "dispatchable" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StaffProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "StaffLeave" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "startsOn" TEXT NOT NULL,
    "endsOn" TEXT NOT NULL,
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StaffLeave_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Credential" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "expiresOn" TEXT,
    "holderUserId" TEXT,
    "subcontractorId" TEXT,
    "storageKey" TEXT,
    "fileName" TEXT,
    "contentType" TEXT,
    "verifiedById" TEXT,
    "verifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Credential_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HaulOut" (
    "id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "jobId" TEXT,
    "vesselName" TEXT NOT NULL,
    "yard" TEXT NOT NULL,
    "method" TEXT NOT NULL DEFAULT 'slipway',
    "outOn" TEXT NOT NULL,
    "backInOn" TEXT NOT NULL,
    "costCents" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'requested',
    "notes" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HaulOut_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StaffProfile_dispatchable_idx" ON "StaffProfile"("dispatchable");

-- CreateIndex
CREATE INDEX "StaffLeave_userId_startsOn_idx" ON "StaffLeave"("userId", "startsOn");

-- CreateIndex
CREATE INDEX "StaffLeave_startsOn_endsOn_idx" ON "StaffLeave"("startsOn", "endsOn");

-- CreateIndex
CREATE UNIQUE INDEX "Credential_storageKey_key" ON "Credential"("storageKey");

-- CreateIndex
CREATE INDEX "Credential_holderUserId_type_idx" ON "Credential"("holderUserId", "type");

-- CreateIndex
CREATE INDEX "Credential_subcontractorId_idx" ON "Credential"("subcontractorId");

-- CreateIndex
CREATE INDEX "Credential_expiresOn_idx" ON "Credential"("expiresOn");

-- CreateIndex
CREATE INDEX "Credential_verifiedById_idx" ON "Credential"("verifiedById");

-- CreateIndex
CREATE UNIQUE INDEX "HaulOut_number_key" ON "HaulOut"("number");

-- CreateIndex
CREATE INDEX "HaulOut_jobId_idx" ON "HaulOut"("jobId");

-- CreateIndex
CREATE INDEX "HaulOut_status_outOn_idx" ON "HaulOut"("status", "outOn");

-- CreateIndex
CREATE INDEX "HaulOut_outOn_idx" ON "HaulOut"("outOn");

-- AddForeignKey
ALTER TABLE "StaffProfile" ADD CONSTRAINT "StaffProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffLeave" ADD CONSTRAINT "StaffLeave_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Credential" ADD CONSTRAINT "Credential_holderUserId_fkey" FOREIGN KEY ("holderUserId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Credential" ADD CONSTRAINT "Credential_subcontractorId_fkey" FOREIGN KEY ("subcontractorId") REFERENCES "Subcontractor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Credential" ADD CONSTRAINT "Credential_verifiedById_fkey" FOREIGN KEY ("verifiedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HaulOut" ADD CONSTRAINT "HaulOut_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE SET NULL ON UPDATE CASCADE;

