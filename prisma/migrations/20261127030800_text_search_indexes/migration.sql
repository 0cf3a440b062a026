-- Text search (issue 17, ADR 171 addendum 2026-11-27): one FTS5 table per searched record, trigram tokenizer
-- (substring matches, case-insensitive, like the LIKE it replaces), kept in step by triggers. The id is indexed
-- too, so a trigger finds the row to replace through the index (MATCH on the id column; an id under three characters,
-- which has no trigram, by a scan); searches name their columns and never look at it. Written by hand: Prisma
-- does not express virtual tables or triggers (scripts/new-migration.js leaves these tables out of later diffs). A
-- later migration that redefines one of these tables (Prisma's copy-and-rename) drops its triggers: it must create
-- them again and refill the search table (tests/unit/text-search-model.test.ts fails until it does).

-- User
CREATE VIRTUAL TABLE "UserSearch" USING fts5("id", "fullName", "email", "phone", tokenize = 'trigram');
INSERT INTO "UserSearch" ("id", "fullName", "email", "phone") SELECT "id", coalesce("fullName", ''), coalesce("email", ''), coalesce("phone", '') FROM "User";
CREATE TRIGGER "User_search_insert" AFTER INSERT ON "User" BEGIN
  INSERT INTO "UserSearch" ("id", "fullName", "email", "phone") VALUES (new."id", coalesce(new."fullName", ''), coalesce(new."email", ''), coalesce(new."phone", ''));
END;
CREATE TRIGGER "User_search_update" AFTER UPDATE OF "id", "fullName", "email", "phone" ON "User" BEGIN
  DELETE FROM "UserSearch" WHERE "UserSearch" MATCH '{id} : "' || replace(old."id", '"', '""') || '"' AND "id" = old."id";
  DELETE FROM "UserSearch" WHERE length(old."id") < 3 AND "id" = old."id";
  INSERT INTO "UserSearch" ("id", "fullName", "email", "phone") VALUES (new."id", coalesce(new."fullName", ''), coalesce(new."email", ''), coalesce(new."phone", ''));
END;
CREATE TRIGGER "User_search_delete" AFTER DELETE ON "User" BEGIN
  DELETE FROM "UserSearch" WHERE "UserSearch" MATCH '{id} : "' || replace(old."id", '"', '""') || '"' AND "id" = old."id";
  DELETE FROM "UserSearch" WHERE length(old."id") < 3 AND "id" = old."id";
END;

-- Vessel
CREATE VIRTUAL TABLE "VesselSearch" USING fts5("id", "name", "registration", "hin", tokenize = 'trigram');
INSERT INTO "VesselSearch" ("id", "name", "registration", "hin") SELECT "id", coalesce("name", ''), coalesce("registration", ''), coalesce("hin", '') FROM "Vessel";
CREATE TRIGGER "Vessel_search_insert" AFTER INSERT ON "Vessel" BEGIN
  INSERT INTO "VesselSearch" ("id", "name", "registration", "hin") VALUES (new."id", coalesce(new."name", ''), coalesce(new."registration", ''), coalesce(new."hin", ''));
END;
CREATE TRIGGER "Vessel_search_update" AFTER UPDATE OF "id", "name", "registration", "hin" ON "Vessel" BEGIN
  DELETE FROM "VesselSearch" WHERE "VesselSearch" MATCH '{id} : "' || replace(old."id", '"', '""') || '"' AND "id" = old."id";
  DELETE FROM "VesselSearch" WHERE length(old."id") < 3 AND "id" = old."id";
  INSERT INTO "VesselSearch" ("id", "name", "registration", "hin") VALUES (new."id", coalesce(new."name", ''), coalesce(new."registration", ''), coalesce(new."hin", ''));
END;
CREATE TRIGGER "Vessel_search_delete" AFTER DELETE ON "Vessel" BEGIN
  DELETE FROM "VesselSearch" WHERE "VesselSearch" MATCH '{id} : "' || replace(old."id", '"', '""') || '"' AND "id" = old."id";
  DELETE FROM "VesselSearch" WHERE length(old."id") < 3 AND "id" = old."id";
END;

-- Job
CREATE VIRTUAL TABLE "JobSearch" USING fts5("id", "title", "customerContactName", "customerContactEmail", "vesselName", tokenize = 'trigram');
INSERT INTO "JobSearch" ("id", "title", "customerContactName", "customerContactEmail", "vesselName") SELECT "id", coalesce("title", ''), coalesce("customerContactName", ''), coalesce("customerContactEmail", ''), coalesce("vesselName", '') FROM "Job";
CREATE TRIGGER "Job_search_insert" AFTER INSERT ON "Job" BEGIN
  INSERT INTO "JobSearch" ("id", "title", "customerContactName", "customerContactEmail", "vesselName") VALUES (new."id", coalesce(new."title", ''), coalesce(new."customerContactName", ''), coalesce(new."customerContactEmail", ''), coalesce(new."vesselName", ''));
END;
CREATE TRIGGER "Job_search_update" AFTER UPDATE OF "id", "title", "customerContactName", "customerContactEmail", "vesselName" ON "Job" BEGIN
  DELETE FROM "JobSearch" WHERE "JobSearch" MATCH '{id} : "' || replace(old."id", '"', '""') || '"' AND "id" = old."id";
  DELETE FROM "JobSearch" WHERE length(old."id") < 3 AND "id" = old."id";
  INSERT INTO "JobSearch" ("id", "title", "customerContactName", "customerContactEmail", "vesselName") VALUES (new."id", coalesce(new."title", ''), coalesce(new."customerContactName", ''), coalesce(new."customerContactEmail", ''), coalesce(new."vesselName", ''));
END;
CREATE TRIGGER "Job_search_delete" AFTER DELETE ON "Job" BEGIN
  DELETE FROM "JobSearch" WHERE "JobSearch" MATCH '{id} : "' || replace(old."id", '"', '""') || '"' AND "id" = old."id";
  DELETE FROM "JobSearch" WHERE length(old."id") < 3 AND "id" = old."id";
END;

-- Quote
CREATE VIRTUAL TABLE "QuoteSearch" USING fts5("id", "title", "contactName", "contactEmail", "vesselName", tokenize = 'trigram');
INSERT INTO "QuoteSearch" ("id", "title", "contactName", "contactEmail", "vesselName") SELECT "id", coalesce("title", ''), coalesce("contactName", ''), coalesce("contactEmail", ''), coalesce("vesselName", '') FROM "Quote";
CREATE TRIGGER "Quote_search_insert" AFTER INSERT ON "Quote" BEGIN
  INSERT INTO "QuoteSearch" ("id", "title", "contactName", "contactEmail", "vesselName") VALUES (new."id", coalesce(new."title", ''), coalesce(new."contactName", ''), coalesce(new."contactEmail", ''), coalesce(new."vesselName", ''));
END;
CREATE TRIGGER "Quote_search_update" AFTER UPDATE OF "id", "title", "contactName", "contactEmail", "vesselName" ON "Quote" BEGIN
  DELETE FROM "QuoteSearch" WHERE "QuoteSearch" MATCH '{id} : "' || replace(old."id", '"', '""') || '"' AND "id" = old."id";
  DELETE FROM "QuoteSearch" WHERE length(old."id") < 3 AND "id" = old."id";
  INSERT INTO "QuoteSearch" ("id", "title", "contactName", "contactEmail", "vesselName") VALUES (new."id", coalesce(new."title", ''), coalesce(new."contactName", ''), coalesce(new."contactEmail", ''), coalesce(new."vesselName", ''));
END;
CREATE TRIGGER "Quote_search_delete" AFTER DELETE ON "Quote" BEGIN
  DELETE FROM "QuoteSearch" WHERE "QuoteSearch" MATCH '{id} : "' || replace(old."id", '"', '""') || '"' AND "id" = old."id";
  DELETE FROM "QuoteSearch" WHERE length(old."id") < 3 AND "id" = old."id";
END;

-- Invoice
CREATE VIRTUAL TABLE "InvoiceSearch" USING fts5("id", "customerName", "customerEmail", tokenize = 'trigram');
INSERT INTO "InvoiceSearch" ("id", "customerName", "customerEmail") SELECT "id", coalesce("customerName", ''), coalesce("customerEmail", '') FROM "Invoice";
CREATE TRIGGER "Invoice_search_insert" AFTER INSERT ON "Invoice" BEGIN
  INSERT INTO "InvoiceSearch" ("id", "customerName", "customerEmail") VALUES (new."id", coalesce(new."customerName", ''), coalesce(new."customerEmail", ''));
END;
CREATE TRIGGER "Invoice_search_update" AFTER UPDATE OF "id", "customerName", "customerEmail" ON "Invoice" BEGIN
  DELETE FROM "InvoiceSearch" WHERE "InvoiceSearch" MATCH '{id} : "' || replace(old."id", '"', '""') || '"' AND "id" = old."id";
  DELETE FROM "InvoiceSearch" WHERE length(old."id") < 3 AND "id" = old."id";
  INSERT INTO "InvoiceSearch" ("id", "customerName", "customerEmail") VALUES (new."id", coalesce(new."customerName", ''), coalesce(new."customerEmail", ''));
END;
CREATE TRIGGER "Invoice_search_delete" AFTER DELETE ON "Invoice" BEGIN
  DELETE FROM "InvoiceSearch" WHERE "InvoiceSearch" MATCH '{id} : "' || replace(old."id", '"', '""') || '"' AND "id" = old."id";
  DELETE FROM "InvoiceSearch" WHERE length(old."id") < 3 AND "id" = old."id";
END;

-- Order
CREATE VIRTUAL TABLE "OrderSearch" USING fts5("id", "contactName", "contactEmail", "vesselName", tokenize = 'trigram');
INSERT INTO "OrderSearch" ("id", "contactName", "contactEmail", "vesselName") SELECT "id", coalesce("contactName", ''), coalesce("contactEmail", ''), coalesce("vesselName", '') FROM "Order";
CREATE TRIGGER "Order_search_insert" AFTER INSERT ON "Order" BEGIN
  INSERT INTO "OrderSearch" ("id", "contactName", "contactEmail", "vesselName") VALUES (new."id", coalesce(new."contactName", ''), coalesce(new."contactEmail", ''), coalesce(new."vesselName", ''));
END;
CREATE TRIGGER "Order_search_update" AFTER UPDATE OF "id", "contactName", "contactEmail", "vesselName" ON "Order" BEGIN
  DELETE FROM "OrderSearch" WHERE "OrderSearch" MATCH '{id} : "' || replace(old."id", '"', '""') || '"' AND "id" = old."id";
  DELETE FROM "OrderSearch" WHERE length(old."id") < 3 AND "id" = old."id";
  INSERT INTO "OrderSearch" ("id", "contactName", "contactEmail", "vesselName") VALUES (new."id", coalesce(new."contactName", ''), coalesce(new."contactEmail", ''), coalesce(new."vesselName", ''));
END;
CREATE TRIGGER "Order_search_delete" AFTER DELETE ON "Order" BEGIN
  DELETE FROM "OrderSearch" WHERE "OrderSearch" MATCH '{id} : "' || replace(old."id", '"', '""') || '"' AND "id" = old."id";
  DELETE FROM "OrderSearch" WHERE length(old."id") < 3 AND "id" = old."id";
END;

-- SharedCart
CREATE VIRTUAL TABLE "SharedCartSearch" USING fts5("id", "recipientName", "recipientEmail", tokenize = 'trigram');
INSERT INTO "SharedCartSearch" ("id", "recipientName", "recipientEmail") SELECT "id", coalesce("recipientName", ''), coalesce("recipientEmail", '') FROM "SharedCart";
CREATE TRIGGER "SharedCart_search_insert" AFTER INSERT ON "SharedCart" BEGIN
  INSERT INTO "SharedCartSearch" ("id", "recipientName", "recipientEmail") VALUES (new."id", coalesce(new."recipientName", ''), coalesce(new."recipientEmail", ''));
END;
CREATE TRIGGER "SharedCart_search_update" AFTER UPDATE OF "id", "recipientName", "recipientEmail" ON "SharedCart" BEGIN
  DELETE FROM "SharedCartSearch" WHERE "SharedCartSearch" MATCH '{id} : "' || replace(old."id", '"', '""') || '"' AND "id" = old."id";
  DELETE FROM "SharedCartSearch" WHERE length(old."id") < 3 AND "id" = old."id";
  INSERT INTO "SharedCartSearch" ("id", "recipientName", "recipientEmail") VALUES (new."id", coalesce(new."recipientName", ''), coalesce(new."recipientEmail", ''));
END;
CREATE TRIGGER "SharedCart_search_delete" AFTER DELETE ON "SharedCart" BEGIN
  DELETE FROM "SharedCartSearch" WHERE "SharedCartSearch" MATCH '{id} : "' || replace(old."id", '"', '""') || '"' AND "id" = old."id";
  DELETE FROM "SharedCartSearch" WHERE length(old."id") < 3 AND "id" = old."id";
END;
