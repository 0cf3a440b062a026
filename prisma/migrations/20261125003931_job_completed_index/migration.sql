-- CreateIndex
CREATE INDEX "Job_completedAt_idx" ON "Job"("completedAt");
