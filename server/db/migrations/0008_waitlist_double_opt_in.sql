-- R-SAFE-31: entries stored before the waitlist's double opt-in become pending, with no confirmation sent,
-- so none is told of the launch unless it signs up again and confirms (docs/decisions/020-waitlist-double-opt-in.md).
ALTER TABLE "android_waitlist" ADD COLUMN "status" varchar(16) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "android_waitlist" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "android_waitlist" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "android_waitlist" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "android_waitlist" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_announcements" ADD COLUMN "subject_ar" varchar(200);--> statement-breakpoint
ALTER TABLE "waitlist_announcements" ADD COLUMN "body_ar" text;--> statement-breakpoint
CREATE INDEX "android_waitlist_status_idx" ON "android_waitlist" USING btree ("status");