CREATE TABLE "coupon_answers" (
	"coupon_id" text NOT NULL,
	"answerer" text NOT NULL,
	"worked" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_answers_coupon_id_answerer_pk" PRIMARY KEY("coupon_id","answerer")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"store_slug" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"code_key" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"source" text NOT NULL,
	"source_key" text,
	"status" text DEFAULT 'live' NOT NULL,
	"submitted_by" text,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_source_check" CHECK ("coupons"."source" in ('member', 'operator', 'feed')),
	CONSTRAINT "coupons_status_check" CHECK ("coupons"."status" in ('pending', 'live', 'rejected', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hosts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo" text,
	"description" text DEFAULT '' NOT NULL,
	"affiliate_note" text DEFAULT '' NOT NULL,
	"merged_into" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_rules" ADD COLUMN "stores" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_answers" ADD CONSTRAINT "coupon_answers_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_store_slug_stores_slug_fk" FOREIGN KEY ("store_slug") REFERENCES "public"."stores"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_answers_coupon_at_idx" ON "coupon_answers" USING btree ("coupon_id","answered_at");--> statement-breakpoint
CREATE INDEX "coupons_store_idx" ON "coupons" USING btree ("store_slug","status");--> statement-breakpoint
CREATE INDEX "coupons_status_ends_idx" ON "coupons" USING btree ("status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_source_key_idx" ON "coupons" USING btree ("source","source_key");--> statement-breakpoint
CREATE INDEX "stores_merged_into_idx" ON "stores" USING btree ("merged_into");