ALTER TABLE "billing_charges" ADD COLUMN "location_type" text;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD COLUMN "age_from_days" integer;--> statement-breakpoint
ALTER TABLE "billing_unpriced_work" ADD COLUMN "location_type" text;--> statement-breakpoint
ALTER TABLE "billing_unpriced_work" ADD COLUMN "age_from_days" integer;