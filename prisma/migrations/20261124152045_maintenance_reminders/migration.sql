-- CreateTable
CREATE TABLE "MaintenanceReminder" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "vesselId" TEXT NOT NULL,
    "serviceType" TEXT NOT NULL,
    "periodKey" TEXT NOT NULL,
    "sentAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MaintenanceReminder_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "MaintenanceReminder_vesselId_serviceType_periodKey_key" ON "MaintenanceReminder"("vesselId", "serviceType", "periodKey");
