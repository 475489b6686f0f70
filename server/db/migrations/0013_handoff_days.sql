CREATE TABLE "handoff_days" (
	"day" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"surface" varchar(16) NOT NULL,
	"channel" varchar(12) NOT NULL,
	"edition" varchar(2) NOT NULL,
	"source" varchar(80) NOT NULL,
	"medium" varchar(80) NOT NULL,
	"campaign" varchar(80) DEFAULT '' NOT NULL,
	"content" varchar(80) DEFAULT '' NOT NULL,
	"term" varchar(80) DEFAULT '' NOT NULL,
	"utm_source" varchar(100) DEFAULT '' NOT NULL,
	"utm_medium" varchar(100) DEFAULT '' NOT NULL,
	"utm_campaign" varchar(100) DEFAULT '' NOT NULL,
	"utm_content" varchar(100) DEFAULT '' NOT NULL,
	"utm_term" varchar(100) DEFAULT '' NOT NULL,
	"landing_page" varchar(256) DEFAULT '' NOT NULL,
	"experiment_id" varchar(36) DEFAULT '' NOT NULL,
	"experiment_name" varchar(100) DEFAULT '' NOT NULL,
	"device_class" varchar(8) NOT NULL,
	"handoffs" integer NOT NULL,
	"quotes_started" integer NOT NULL,
	"policies" integer NOT NULL,
	"premium_aed" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "handoff_days_key_idx" ON "handoff_days" USING btree ("day","kind","surface","channel","edition","source","medium","campaign","content","term","utm_source","utm_medium","utm_campaign","utm_content","utm_term","landing_page","experiment_id","experiment_name","device_class");