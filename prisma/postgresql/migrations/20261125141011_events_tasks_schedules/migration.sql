-- CreateTable
CREATE TABLE "DomainEvent" (
    "seq" SERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "subjectType" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "data" TEXT NOT NULL DEFAULT '{}',
    "audience" TEXT NOT NULL DEFAULT '[]',
    "actorId" TEXT,
    "occurredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DomainEvent_pkey" PRIMARY KEY ("seq")
);

-- CreateTable
CREATE TABLE "QueuedTask" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "payload" TEXT NOT NULL DEFAULT '{}',
    "status" TEXT NOT NULL DEFAULT 'queued',
    "runAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL DEFAULT 4,
    "dedupeKey" TEXT,
    "lockedBy" TEXT,
    "lockedUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "result" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "QueuedTask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TaskSchedule" (
    "name" TEXT NOT NULL,
    "everySeconds" INTEGER NOT NULL,
    "nextRunAt" TIMESTAMP(3) NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "lastRunAt" TIMESTAMP(3),
    "lastTaskId" TEXT,
    "lastStatus" TEXT,
    "lastError" TEXT,
    "lastDurationMs" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TaskSchedule_pkey" PRIMARY KEY ("name")
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
