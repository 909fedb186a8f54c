CREATE TABLE "outgoing_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"retry_until" timestamp with time zone NOT NULL,
	"useful_until" timestamp with time zone,
	"lease" uuid,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outgoing_mails_due_idx" ON "outgoing_mails" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "outgoing_mails_provider_idx" ON "outgoing_mails" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outgoing_mails_provider_status_idx" ON "outgoing_mails" USING btree ("provider_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outgoing_mails_provider_attempt_idx" ON "outgoing_mails" USING btree ("provider_id","last_attempt_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);