CREATE TABLE "mail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mailbox_id" uuid NOT NULL,
	"provider_id" uuid,
	"kind" text NOT NULL,
	"sender_user_id" uuid,
	"sender_name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"template" text,
	"params" jsonb,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_mailbox_created_idx" ON "mail_messages" USING btree ("mailbox_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_mailbox_unread_idx" ON "mail_messages" USING btree ("mailbox_id") WHERE read_at is null;