ALTER TABLE "points_ledger" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "points_programmes" ADD COLUMN "points_validity_days" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_card_reference_idx" ON "points_ledger" USING btree ("card_id","reference") WHERE "points_ledger"."reference" is not null;--> statement-breakpoint
ALTER TABLE "points_programmes" ADD CONSTRAINT "points_programmes_validity_check" CHECK ("points_programmes"."points_validity_days" between 1 and 3650);