-- CreateTable
CREATE TABLE "FleetAccount" (
    "id" TEXT NOT NULL,
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
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FleetAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FleetMember" (
    "fleetAccountId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FleetMember_pkey" PRIMARY KEY ("fleetAccountId","userId")
);

-- CreateTable
CREATE TABLE "FleetVessel" (
    "vesselId" TEXT NOT NULL,
    "fleetAccountId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FleetVessel_pkey" PRIMARY KEY ("vesselId")
);

-- CreateTable
CREATE TABLE "FleetStatementSend" (
    "id" TEXT NOT NULL,
    "fleetAccountId" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "closingCents" INTEGER NOT NULL,
    "emailMessageId" TEXT,
    "sentAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FleetStatementSend_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "FleetMember" ADD CONSTRAINT "FleetMember_fleetAccountId_fkey" FOREIGN KEY ("fleetAccountId") REFERENCES "FleetAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FleetMember" ADD CONSTRAINT "FleetMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FleetVessel" ADD CONSTRAINT "FleetVessel_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FleetVessel" ADD CONSTRAINT "FleetVessel_fleetAccountId_fkey" FOREIGN KEY ("fleetAccountId") REFERENCES "FleetAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FleetStatementSend" ADD CONSTRAINT "FleetStatementSend_fleetAccountId_fkey" FOREIGN KEY ("fleetAccountId") REFERENCES "FleetAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;
