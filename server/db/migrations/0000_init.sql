CREATE SEQUENCE "public"."deal_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_clicks" (
	"deal_id" text NOT NULL,
	"source" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"last_clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_clicks_deal_id_source_pk" PRIMARY KEY("deal_id","source")
);
--> statement-breakpoint
CREATE TABLE "deal_removals" (
	"id" text PRIMARY KEY NOT NULL,
	"change_seq" bigint DEFAULT nextval('deal_change_seq') NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"store" text NOT NULL,
	"category" text NOT NULL,
	"current_price" numeric(12, 2) NOT NULL,
	"original_price" numeric(12, 2) NOT NULL,
	"savings" numeric(12, 2) GENERATED ALWAYS AS (original_price - current_price) STORED NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expiry_date" timestamp with time zone,
	"data" jsonb NOT NULL,
	"change_seq" bigint DEFAULT nextval('deal_change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_words" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_words)) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deal_removals_change_seq_idx" ON "deal_removals" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "deals_category_created_idx" ON "deals" USING btree ("category","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "deals_created_idx" ON "deals" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "deals_price_idx" ON "deals" USING btree ("current_price","id");--> statement-breakpoint
CREATE INDEX "deals_savings_idx" ON "deals" USING btree ("savings" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "deals_expiry_idx" ON "deals" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "deals_change_seq_idx" ON "deals" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "deals_search_idx" ON "deals" USING gin ("search");