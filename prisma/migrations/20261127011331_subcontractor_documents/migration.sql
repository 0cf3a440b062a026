-- CreateTable
CREATE TABLE "WorkOrderEmail" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "workOrderId" TEXT NOT NULL,
    "linkId" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WorkOrderEmail_workOrderId_fkey" FOREIGN KEY ("workOrderId") REFERENCES "WorkOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WorkOrderEmail_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "SubcontractorLink" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Credential" (
    "id" TEXT NOT NULL PRIMARY KEY,
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
    "verifiedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "submittedByLinkId" TEXT,
    CONSTRAINT "Credential_holderUserId_fkey" FOREIGN KEY ("holderUserId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Credential_subcontractorId_fkey" FOREIGN KEY ("subcontractorId") REFERENCES "Subcontractor" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Credential_verifiedById_fkey" FOREIGN KEY ("verifiedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Credential_submittedByLinkId_fkey" FOREIGN KEY ("submittedByLinkId") REFERENCES "SubcontractorLink" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Credential" ("contentType", "createdAt", "expiresOn", "fileName", "holderUserId", "id", "issuer", "number", "storageKey", "subcontractorId", "type", "updatedAt", "verifiedAt", "verifiedById") SELECT "contentType", "createdAt", "expiresOn", "fileName", "holderUserId", "id", "issuer", "number", "storageKey", "subcontractorId", "type", "updatedAt", "verifiedAt", "verifiedById" FROM "Credential";
DROP TABLE "Credential";
ALTER TABLE "new_Credential" RENAME TO "Credential";
CREATE UNIQUE INDEX "Credential_storageKey_key" ON "Credential"("storageKey");
CREATE INDEX "Credential_submittedByLinkId_idx" ON "Credential"("submittedByLinkId");
CREATE INDEX "Credential_holderUserId_type_idx" ON "Credential"("holderUserId", "type");
CREATE INDEX "Credential_subcontractorId_idx" ON "Credential"("subcontractorId");
CREATE INDEX "Credential_expiresOn_idx" ON "Credential"("expiresOn");
CREATE INDEX "Credential_verifiedById_idx" ON "Credential"("verifiedById");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "WorkOrderEmail_linkId_key" ON "WorkOrderEmail"("linkId");

-- CreateIndex
CREATE INDEX "WorkOrderEmail_workOrderId_createdAt_idx" ON "WorkOrderEmail"("workOrderId", "createdAt");
