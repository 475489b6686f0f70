CREATE TABLE "page_view_days" (
	"day" date NOT NULL,
	"path" varchar(200) NOT NULL,
	"edition" varchar(2) NOT NULL,
	"device_class" varchar(8) NOT NULL,
	"referrer_domain" varchar(253) DEFAULT '' NOT NULL,
	"utm_source" varchar(100) DEFAULT '' NOT NULL,
	"utm_medium" varchar(100) DEFAULT '' NOT NULL,
	"utm_campaign" varchar(100) DEFAULT '' NOT NULL,
	"utm_content" varchar(100) DEFAULT '' NOT NULL,
	"utm_term" varchar(100) DEFAULT '' NOT NULL,
	"has_gclid" boolean NOT NULL,
	"has_fbclid" boolean NOT NULL,
	"has_msclkid" boolean NOT NULL,
	"has_ttclid" boolean NOT NULL,
	"experiment_id" varchar(36) DEFAULT '' NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"path" varchar(200) NOT NULL,
	"edition" varchar(2) NOT NULL,
	"device_class" varchar(8) NOT NULL,
	"referrer_domain" varchar(253),
	"utm_source" varchar(100),
	"utm_medium" varchar(100),
	"utm_campaign" varchar(100),
	"utm_content" varchar(100),
	"utm_term" varchar(100),
	"has_gclid" boolean DEFAULT false NOT NULL,
	"has_fbclid" boolean DEFAULT false NOT NULL,
	"has_msclkid" boolean DEFAULT false NOT NULL,
	"has_ttclid" boolean DEFAULT false NOT NULL,
	"experiment_id" varchar(36),
	"visitor_hash" varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_days" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "page_view_days_key_idx" ON "page_view_days" USING btree ("day","path","edition","device_class","referrer_domain","utm_source","utm_medium","utm_campaign","utm_content","utm_term","has_gclid","has_fbclid","has_msclkid","has_ttclid","experiment_id");--> statement-breakpoint
CREATE INDEX "page_views_day_idx" ON "page_views" USING btree ("day");