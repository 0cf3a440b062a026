-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_PortfolioProject" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "vesselName" TEXT NOT NULL,
    "vesselType" TEXT NOT NULL,
    "lengthMetres" REAL,
    "location" TEXT NOT NULL,
    "services" TEXT NOT NULL DEFAULT '[]',
    "highlights" TEXT NOT NULL DEFAULT '[]',
    "durationText" TEXT NOT NULL,
    "completedOn" DATETIME NOT NULL,
    "image" TEXT NOT NULL,
    "imageAlt" TEXT NOT NULL DEFAULT '',
    "imageKey" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "published" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_PortfolioProject" ("completedOn", "createdAt", "description", "durationText", "highlights", "id", "image", "lengthMetres", "location", "published", "services", "slug", "sortOrder", "summary", "title", "updatedAt", "vesselName", "vesselType") SELECT "completedOn", "createdAt", "description", "durationText", "highlights", "id", "image", "lengthMetres", "location", "published", "services", "slug", "sortOrder", "summary", "title", "updatedAt", "vesselName", "vesselType" FROM "PortfolioProject";
DROP TABLE "PortfolioProject";
ALTER TABLE "new_PortfolioProject" RENAME TO "PortfolioProject";
CREATE UNIQUE INDEX "PortfolioProject_slug_key" ON "PortfolioProject"("slug");
CREATE INDEX "PortfolioProject_published_sortOrder_idx" ON "PortfolioProject"("published", "sortOrder");
CREATE INDEX "PortfolioProject_completedOn_idx" ON "PortfolioProject"("completedOn");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
