CREATE TABLE "recipient_mail" (
	"mailbox" varchar(200) PRIMARY KEY NOT NULL,
	"sends" jsonb NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recipient_mail_last_sent_at_idx" ON "recipient_mail" USING btree ("last_sent_at");