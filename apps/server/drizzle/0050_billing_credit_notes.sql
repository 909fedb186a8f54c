ALTER TABLE "billing_charges" ADD COLUMN "credit_of_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "billing_charges_credit_idx" ON "billing_charges" USING btree ("provider_id","credit_of_id") WHERE credit_of_id is not null;--> statement-breakpoint
CREATE INDEX "sourcing_requests_completed_idx" ON "sourcing_requests" USING btree ("provider_id","completed_at") WHERE completed_at is not null;