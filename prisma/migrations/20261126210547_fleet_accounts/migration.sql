-- CreateTable
CREATE TABLE "FleetAccount" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "abn" TEXT,
    "billingName" TEXT NOT NULL,
    "billingEmail" TEXT NOT NULL,
    "billingPhone" TEXT,
    "billingAddress" TEXT,
    "paymentTermsDays" INTEGER NOT NULL DEFAULT 14,
    "statementByEmail" BOOLEAN NOT NULL DEFAULT false,
    "notes" TEXT,
    "archivedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "FleetMember" (
    "fleetAccountId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("fleetAccountId", "userId"),
    CONSTRAINT "FleetMember_fleetAccountId_fkey" FOREIGN KEY ("fleetAccountId") REFERENCES "FleetAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FleetMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FleetVessel" (
    "vesselId" TEXT NOT NULL PRIMARY KEY,
    "fleetAccountId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FleetVessel_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FleetVessel_fleetAccountId_fkey" FOREIGN KEY ("fleetAccountId") REFERENCES "FleetAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FleetStatementSend" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "fleetAccountId" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "closingCents" INTEGER NOT NULL,
    "emailMessageId" TEXT,
    "sentAt" DATETIME NOT NULL,
    CONSTRAINT "FleetStatementSend_fleetAccountId_fkey" FOREIGN KEY ("fleetAccountId") REFERENCES "FleetAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "FleetAccount_name_idx" ON "FleetAccount"("name");

-- CreateIndex
CREATE INDEX "FleetAccount_billingEmail_idx" ON "FleetAccount"("billingEmail");

-- CreateIndex
CREATE INDEX "FleetAccount_kind_idx" ON "FleetAccount"("kind");

-- CreateIndex
CREATE INDEX "FleetAccount_createdAt_idx" ON "FleetAccount"("createdAt");

-- CreateIndex
CREATE INDEX "FleetMember_userId_idx" ON "FleetMember"("userId");

-- CreateIndex
CREATE INDEX "FleetVessel_fleetAccountId_createdAt_idx" ON "FleetVessel"("fleetAccountId", "createdAt");

-- CreateIndex
CREATE INDEX "FleetStatementSend_sentAt_idx" ON "FleetStatementSend"("sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "FleetStatementSend_fleetAccountId_period_trigger_key" ON "FleetStatementSend"("fleetAccountId", "period", "trigger");
