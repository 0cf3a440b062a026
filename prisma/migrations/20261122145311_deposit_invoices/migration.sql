-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Invoice" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "number" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "publicToken" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'standard',
    "quoteId" TEXT,
    "jobId" TEXT,
    "customerId" TEXT,
    "customerName" TEXT NOT NULL,
    "customerEmail" TEXT NOT NULL,
    "customerAbn" TEXT,
    "customerAddress" TEXT,
    "amountsIncludeGst" BOOLEAN NOT NULL DEFAULT true,
    "businessName" TEXT NOT NULL,
    "businessAbn" TEXT NOT NULL,
    "gstRegistered" BOOLEAN NOT NULL DEFAULT true,
    "taxRateBasisPoints" INTEGER NOT NULL DEFAULT 1000,
    "subtotalCents" INTEGER NOT NULL DEFAULT 0,
    "gstCents" INTEGER NOT NULL DEFAULT 0,
    "totalCents" INTEGER NOT NULL DEFAULT 0,
    "creditedCents" INTEGER NOT NULL DEFAULT 0,
    "paidCents" INTEGER NOT NULL DEFAULT 0,
    "outstandingCents" INTEGER NOT NULL DEFAULT 0,
    "paymentTermsDays" INTEGER NOT NULL DEFAULT 14,
    "notes" TEXT,
    "issuedAt" DATETIME,
    "dueAt" DATETIME,
    "paidAt" DATETIME,
    "voidedAt" DATETIME,
    "voidReason" TEXT,
    "voidedById" TEXT,
    "lastEmailedAt" DATETIME,
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Invoice_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Invoice_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Invoice_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Invoice_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Invoice_voidedById_fkey" FOREIGN KEY ("voidedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Invoice" ("amountsIncludeGst", "businessAbn", "businessName", "createdAt", "createdById", "creditedCents", "customerAbn", "customerAddress", "customerEmail", "customerId", "customerName", "dueAt", "gstCents", "gstRegistered", "id", "issuedAt", "jobId", "lastEmailedAt", "notes", "number", "outstandingCents", "paidAt", "paidCents", "paymentTermsDays", "publicToken", "status", "subtotalCents", "taxRateBasisPoints", "totalCents", "updatedAt", "voidReason", "voidedAt", "voidedById") SELECT "amountsIncludeGst", "businessAbn", "businessName", "createdAt", "createdById", "creditedCents", "customerAbn", "customerAddress", "customerEmail", "customerId", "customerName", "dueAt", "gstCents", "gstRegistered", "id", "issuedAt", "jobId", "lastEmailedAt", "notes", "number", "outstandingCents", "paidAt", "paidCents", "paymentTermsDays", "publicToken", "status", "subtotalCents", "taxRateBasisPoints", "totalCents", "updatedAt", "voidReason", "voidedAt", "voidedById" FROM "Invoice";
DROP TABLE "Invoice";
ALTER TABLE "new_Invoice" RENAME TO "Invoice";
CREATE UNIQUE INDEX "Invoice_number_key" ON "Invoice"("number");
CREATE UNIQUE INDEX "Invoice_publicToken_key" ON "Invoice"("publicToken");
CREATE INDEX "Invoice_jobId_idx" ON "Invoice"("jobId");
CREATE INDEX "Invoice_quoteId_idx" ON "Invoice"("quoteId");
CREATE INDEX "Invoice_customerId_status_idx" ON "Invoice"("customerId", "status");
CREATE INDEX "Invoice_createdById_idx" ON "Invoice"("createdById");
CREATE INDEX "Invoice_voidedById_idx" ON "Invoice"("voidedById");
CREATE INDEX "Invoice_status_dueAt_idx" ON "Invoice"("status", "dueAt");
CREATE INDEX "Invoice_issuedAt_idx" ON "Invoice"("issuedAt");
CREATE INDEX "Invoice_customerName_idx" ON "Invoice"("customerName");
CREATE INDEX "Invoice_customerEmail_idx" ON "Invoice"("customerEmail");
CREATE INDEX "Invoice_createdAt_idx" ON "Invoice"("createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
