CREATE TABLE "deal_prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deal_id" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"list_price" numeric(12, 2) NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "deal_prices_source_check" CHECK ("deal_prices"."source" in ('seed', 'import', 'edit', 'submission', 'moderation', 'affiliate'))
);
--> statement-breakpoint
CREATE TABLE "link_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "link_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deal_id" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"status" integer,
	"final_url" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "link_checks_outcome_check" CHECK ("link_checks"."outcome" in ('ok', 'failed', 'inconclusive'))
);
--> statement-breakpoint
ALTER TABLE "link_checks" ADD CONSTRAINT "link_checks_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_prices_deal_seen_idx" ON "deal_prices" USING btree ("deal_id","seen_at");--> statement-breakpoint
CREATE INDEX "link_checks_deal_checked_idx" ON "link_checks" USING btree ("deal_id","checked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "link_checks_open_idx" ON "link_checks" USING btree ("outcome","resolved_at");