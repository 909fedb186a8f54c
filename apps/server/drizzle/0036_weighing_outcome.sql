ALTER TABLE "packing_weighings" ADD COLUMN "outcome" text DEFAULT 'weighed' NOT NULL;--> statement-breakpoint
-- Weighings before outcomes were kept: a miss sent the parcel to exceptions at once.
UPDATE "packing_weighings" SET "outcome" = 'exception' WHERE NOT "within_tolerance";
