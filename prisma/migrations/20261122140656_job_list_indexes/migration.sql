-- CreateIndex
CREATE INDEX "Job_status_scheduledEndAt_idx" ON "Job"("status", "scheduledEndAt");

-- CreateIndex
CREATE INDEX "Job_priority_updatedAt_idx" ON "Job"("priority", "updatedAt");

-- CreateIndex
CREATE INDEX "Job_source_idx" ON "Job"("source");
