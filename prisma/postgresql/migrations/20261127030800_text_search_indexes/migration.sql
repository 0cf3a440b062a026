-- Text search (issue 17, ADR 171 addendum 2026-11-27): trigram GIN indexes (pg_trgm) on the searched columns, so
-- ILIKE '%…%' is an index lookup. Written by hand: the portable schema does not express operator classes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- User
CREATE INDEX "User_fullName_trgm_idx" ON "User" USING gin ((lower("fullName")) gin_trgm_ops);
CREATE INDEX "User_email_trgm_idx" ON "User" USING gin ((lower("email")) gin_trgm_ops);
CREATE INDEX "User_phone_trgm_idx" ON "User" USING gin ((lower("phone")) gin_trgm_ops);

-- Vessel
CREATE INDEX "Vessel_name_trgm_idx" ON "Vessel" USING gin ((lower("name")) gin_trgm_ops);
CREATE INDEX "Vessel_registration_trgm_idx" ON "Vessel" USING gin ((lower("registration")) gin_trgm_ops);
CREATE INDEX "Vessel_hin_trgm_idx" ON "Vessel" USING gin ((lower("hin")) gin_trgm_ops);

-- Job
CREATE INDEX "Job_title_trgm_idx" ON "Job" USING gin ((lower("title")) gin_trgm_ops);
CREATE INDEX "Job_customerContactName_trgm_idx" ON "Job" USING gin ((lower("customerContactName")) gin_trgm_ops);
CREATE INDEX "Job_customerContactEmail_trgm_idx" ON "Job" USING gin ((lower("customerContactEmail")) gin_trgm_ops);
CREATE INDEX "Job_vesselName_trgm_idx" ON "Job" USING gin ((lower("vesselName")) gin_trgm_ops);

-- Quote
CREATE INDEX "Quote_title_trgm_idx" ON "Quote" USING gin ((lower("title")) gin_trgm_ops);
CREATE INDEX "Quote_contactName_trgm_idx" ON "Quote" USING gin ((lower("contactName")) gin_trgm_ops);
CREATE INDEX "Quote_contactEmail_trgm_idx" ON "Quote" USING gin ((lower("contactEmail")) gin_trgm_ops);
CREATE INDEX "Quote_vesselName_trgm_idx" ON "Quote" USING gin ((lower("vesselName")) gin_trgm_ops);

-- Invoice
CREATE INDEX "Invoice_customerName_trgm_idx" ON "Invoice" USING gin ((lower("customerName")) gin_trgm_ops);
CREATE INDEX "Invoice_customerEmail_trgm_idx" ON "Invoice" USING gin ((lower("customerEmail")) gin_trgm_ops);

-- Order
CREATE INDEX "Order_contactName_trgm_idx" ON "Order" USING gin ((lower("contactName")) gin_trgm_ops);
CREATE INDEX "Order_contactEmail_trgm_idx" ON "Order" USING gin ((lower("contactEmail")) gin_trgm_ops);
CREATE INDEX "Order_vesselName_trgm_idx" ON "Order" USING gin ((lower("vesselName")) gin_trgm_ops);

-- SharedCart
CREATE INDEX "SharedCart_recipientName_trgm_idx" ON "SharedCart" USING gin ((lower("recipientName")) gin_trgm_ops);
CREATE INDEX "SharedCart_recipientEmail_trgm_idx" ON "SharedCart" USING gin ((lower("recipientEmail")) gin_trgm_ops);
