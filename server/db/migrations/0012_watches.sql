CREATE TABLE "watch_blocked_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"blocked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_host_reads" (
	"host" text NOT NULL,
	"day" date NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "watch_host_reads_host_day_pk" PRIMARY KEY("host","day")
);
--> statement-breakpoint
CREATE TABLE "watch_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watch_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"watch_id" text NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"occasion" text NOT NULL,
	"reason" text NOT NULL,
	"price" numeric(12, 2),
	"previous_price" numeric(12, 2),
	"currency" text,
	"deal_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_notices_reason_check" CHECK ("watch_notices"."reason" in ('drop', 'target', 'percent', 'lowest', 'back_in_stock', 'unreadable', 'deal'))
);
--> statement-breakpoint
CREATE TABLE "watched_products" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"url" text NOT NULL,
	"host" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"price" numeric(12, 2),
	"currency" text,
	"availability" text DEFAULT 'unknown' NOT NULL,
	"gtin" text,
	"sku" text,
	"status" text DEFAULT 'ok' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone NOT NULL,
	"price_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watched_products_key_unique" UNIQUE("key"),
	CONSTRAINT "watched_products_status_check" CHECK ("watched_products"."status" in ('ok', 'unreadable')),
	CONSTRAINT "watched_products_availability_check" CHECK ("watched_products"."availability" in ('in_stock', 'out_of_stock', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"any_drop" boolean DEFAULT true NOT NULL,
	"target_price" numeric(12, 2),
	"min_drop_percent" integer,
	"back_in_stock" boolean DEFAULT true NOT NULL,
	"lowest_90" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"base_price" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" DROP CONSTRAINT "alert_deliveries_kind_check";--> statement-breakpoint
ALTER TABLE "deal_prices" DROP CONSTRAINT "deal_prices_source_check";--> statement-breakpoint
ALTER TABLE "watch_notices" ADD CONSTRAINT "watch_notices_watch_id_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_notices" ADD CONSTRAINT "watch_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_product_id_watched_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."watched_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_notices_once_idx" ON "watch_notices" USING btree ("watch_id","occasion");--> statement-breakpoint
CREATE INDEX "watched_products_due_idx" ON "watched_products" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "watched_products_host_idx" ON "watched_products" USING btree ("host");--> statement-breakpoint
CREATE INDEX "watched_products_gtin_idx" ON "watched_products" USING btree ("gtin");--> statement-breakpoint
CREATE UNIQUE INDEX "watches_member_product_idx" ON "watches" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "watches_product_idx" ON "watches" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_kind_check" CHECK ("alert_deliveries"."kind" in ('alert', 'reminder', 'watch'));--> statement-breakpoint
ALTER TABLE "deal_prices" ADD CONSTRAINT "deal_prices_source_check" CHECK ("deal_prices"."source" in ('seed', 'import', 'edit', 'submission', 'moderation', 'affiliate', 'watch'));