-- CreateTable
CREATE TABLE "DomainEvent" (
    "seq" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "type" TEXT NOT NULL,
    "subjectType" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "data" TEXT NOT NULL DEFAULT '{}',
    "audience" TEXT NOT NULL DEFAULT '[]',
    "actorId" TEXT,
    "occurredAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "QueuedTask" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "payload" TEXT NOT NULL DEFAULT '{}',
    "status" TEXT NOT NULL DEFAULT 'queued',
    "runAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL DEFAULT 4,
    "dedupeKey" TEXT,
    "lockedBy" TEXT,
    "lockedUntil" DATETIME,
    "lastError" TEXT,
    "result" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "finishedAt" DATETIME
);

-- CreateTable
CREATE TABLE "TaskSchedule" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "everySeconds" INTEGER NOT NULL,
    "nextRunAt" DATETIME NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "lastRunAt" DATETIME,
    "lastTaskId" TEXT,
    "lastStatus" TEXT,
    "lastError" TEXT,
    "lastDurationMs" INTEGER,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "DomainEvent_type_occurredAt_idx" ON "DomainEvent"("type", "occurredAt");

-- CreateIndex
CREATE INDEX "DomainEvent_subjectType_subjectId_idx" ON "DomainEvent"("subjectType", "subjectId");

-- CreateIndex
CREATE INDEX "DomainEvent_occurredAt_idx" ON "DomainEvent"("occurredAt");

-- CreateIndex
CREATE UNIQUE INDEX "QueuedTask_dedupeKey_key" ON "QueuedTask"("dedupeKey");

-- CreateIndex
CREATE INDEX "QueuedTask_status_runAt_idx" ON "QueuedTask"("status", "runAt");

-- CreateIndex
CREATE INDEX "QueuedTask_name_status_idx" ON "QueuedTask"("name", "status");

-- CreateIndex
CREATE INDEX "QueuedTask_lockedUntil_idx" ON "QueuedTask"("lockedUntil");

-- CreateIndex
CREATE INDEX "QueuedTask_createdAt_idx" ON "QueuedTask"("createdAt");
