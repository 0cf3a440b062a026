-- AlterTable
ALTER TABLE "User" ADD COLUMN "paymentCustomerRef" TEXT;

-- CreateTable
CREATE TABLE "SavedCard" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "provider" TEXT NOT NULL DEFAULT 'stripe',
    "providerRef" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "last4" TEXT NOT NULL,
    "expMonth" INTEGER NOT NULL,
    "expYear" INTEGER NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SavedCard_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Subscription" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "number" INTEGER NOT NULL,
    "customerId" TEXT NOT NULL,
    "vesselId" TEXT,
    "vesselName" TEXT NOT NULL,
    "serviceType" TEXT NOT NULL,
    "serviceName" TEXT NOT NULL,
    "frequency" TEXT NOT NULL,
    "weekday" INTEGER NOT NULL,
    "windowStart" TEXT NOT NULL,
    "windowEnd" TEXT NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "startDate" TEXT NOT NULL,
    "anchorDate" TEXT NOT NULL,
    "billing" TEXT NOT NULL,
    "savedCardId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "pausedUntil" TEXT,
    "endsOn" TEXT,
    "locationAccessType" TEXT,
    "locationMarina" TEXT,
    "locationAddress" TEXT NOT NULL,
    "notes" TEXT,
    "signupToken" TEXT NOT NULL,
    "activatedAt" DATETIME,
    "cancelledAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Subscription_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Subscription_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Subscription_savedCardId_fkey" FOREIGN KEY ("savedCardId") REFERENCES "SavedCard" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SubscriptionVisit" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "subscriptionId" TEXT NOT NULL,
    "visitDate" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'booked',
    "orderId" TEXT,
    "jobId" TEXT,
    "invoiceId" TEXT,
    "amountCents" INTEGER NOT NULL DEFAULT 0,
    "chargeStatus" TEXT NOT NULL DEFAULT 'none',
    "chargeAttempts" INTEGER NOT NULL DEFAULT 0,
    "firstFailedAt" DATETIME,
    "nextChargeAt" DATETIME,
    "lastChargeError" TEXT,
    "note" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "SubscriptionVisit_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SubscriptionChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "subscriptionId" TEXT NOT NULL,
    "actorId" TEXT,
    "kind" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SubscriptionChange_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "SubscriptionChange_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "SavedCard_providerRef_key" ON "SavedCard"("providerRef");

-- CreateIndex
CREATE INDEX "SavedCard_userId_idx" ON "SavedCard"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Subscription_number_key" ON "Subscription"("number");

-- CreateIndex
CREATE UNIQUE INDEX "Subscription_signupToken_key" ON "Subscription"("signupToken");

-- CreateIndex
CREATE INDEX "Subscription_customerId_createdAt_idx" ON "Subscription"("customerId", "createdAt");

-- CreateIndex
CREATE INDEX "Subscription_status_idx" ON "Subscription"("status");

-- CreateIndex
CREATE INDEX "Subscription_vesselId_idx" ON "Subscription"("vesselId");

-- CreateIndex
CREATE INDEX "Subscription_savedCardId_idx" ON "Subscription"("savedCardId");

-- CreateIndex
CREATE INDEX "SubscriptionVisit_chargeStatus_nextChargeAt_idx" ON "SubscriptionVisit"("chargeStatus", "nextChargeAt");

-- CreateIndex
CREATE INDEX "SubscriptionVisit_jobId_idx" ON "SubscriptionVisit"("jobId");

-- CreateIndex
CREATE INDEX "SubscriptionVisit_invoiceId_idx" ON "SubscriptionVisit"("invoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "SubscriptionVisit_subscriptionId_visitDate_key" ON "SubscriptionVisit"("subscriptionId", "visitDate");

-- CreateIndex
CREATE INDEX "SubscriptionChange_subscriptionId_createdAt_idx" ON "SubscriptionChange"("subscriptionId", "createdAt");

-- CreateIndex
CREATE INDEX "SubscriptionChange_actorId_idx" ON "SubscriptionChange"("actorId");

-- CreateIndex
CREATE UNIQUE INDEX "User_paymentCustomerRef_key" ON "User"("paymentCustomerRef");
