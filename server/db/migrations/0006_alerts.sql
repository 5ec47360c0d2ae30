CREATE TABLE "alert_affiliate_deals" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"expiry_date" timestamp with time zone,
	"first_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_daily_counts" (
	"recipient" text NOT NULL,
	"day" text NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "alert_daily_counts_recipient_day_pk" PRIMARY KEY("recipient","day")
);
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"deal_id" text NOT NULL,
	"kind" text DEFAULT 'alert' NOT NULL,
	"user_id" text,
	"rule_id" text,
	"status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"pushed_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mailed" boolean DEFAULT false NOT NULL,
	"counted" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "alert_deliveries_kind_check" CHECK ("alert_deliveries"."kind" in ('alert', 'reminder')),
	CONSTRAINT "alert_deliveries_status_check" CHECK ("alert_deliveries"."status" in ('due', 'digest', 'sent', 'expired', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "alert_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"unseen" integer DEFAULT 0 NOT NULL,
	"mail_stopped" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_price" numeric(12, 2),
	"min_discount" integer,
	"min_temperature" integer,
	"email" boolean DEFAULT true NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"delivery" text DEFAULT 'immediate' NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"daily_cap" integer DEFAULT 10 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_rules_delivery_check" CHECK ("alert_rules"."delivery" in ('immediate', 'hourly', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "email_digests" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pending_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirm_nonce" text,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_digests_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_id" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unseen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_members" ADD CONSTRAINT "alert_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_once_idx" ON "alert_deliveries" USING btree ("recipient","deal_id","kind");--> statement-breakpoint
CREATE INDEX "alert_deliveries_due_idx" ON "alert_deliveries" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "alert_rules_user_idx" ON "alert_rules" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_rules_min_temperature_idx" ON "alert_rules" USING btree ("min_temperature");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");