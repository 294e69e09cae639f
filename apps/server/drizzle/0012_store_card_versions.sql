CREATE SEQUENCE "public"."business_card_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "card_version" bigint DEFAULT nextval('business_card_versions') NOT NULL;--> statement-breakpoint
-- Each server copy keeps store cards (what the store lists show of a store) in memory and asks the database only
-- for the ids and card versions of a page. Any change to what a card shows takes a new version here, in the
-- changing transaction, so a copy never serves a card older than the rows it just read: triggers, not the
-- services, so that no write path can forget one. Statement-level with transition tables: a bulk write (a seed,
-- a menu import) costs one UPDATE, not one per row.
CREATE FUNCTION "nearbite_store_card_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."card_version" = OLD."card_version" THEN
		NEW."card_version" := nextval('business_card_versions');
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "businesses_card_version" BEFORE UPDATE ON "businesses"
	FOR EACH ROW EXECUTE FUNCTION "nearbite_store_card_version"();--> statement-breakpoint
CREATE FUNCTION "nearbite_store_cards_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "businesses" SET "card_version" = nextval('business_card_versions')
		WHERE "id" IN (SELECT "business_id" FROM "new_rows");
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "businesses" SET "card_version" = nextval('business_card_versions')
		WHERE "id" IN (SELECT "business_id" FROM "old_rows");
	ELSE
		UPDATE "businesses" SET "card_version" = nextval('business_card_versions')
		WHERE "id" IN (SELECT "business_id" FROM "new_rows" UNION SELECT "business_id" FROM "old_rows");
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "activities_card_insert" AFTER INSERT ON "activities" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_cards_touched"();--> statement-breakpoint
CREATE TRIGGER "activities_card_update" AFTER UPDATE ON "activities"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_cards_touched"();--> statement-breakpoint
CREATE TRIGGER "activities_card_delete" AFTER DELETE ON "activities" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_cards_touched"();--> statement-breakpoint
CREATE TRIGGER "business_category_links_card_insert" AFTER INSERT ON "business_category_links"
	REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_cards_touched"();--> statement-breakpoint
CREATE TRIGGER "business_category_links_card_update" AFTER UPDATE ON "business_category_links"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_cards_touched"();--> statement-breakpoint
CREATE TRIGGER "business_category_links_card_delete" AFTER DELETE ON "business_category_links"
	REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_cards_touched"();--> statement-breakpoint
-- The board's settings row changes often (board_seen_at); only the busy and pause columns are on the card.
CREATE TRIGGER "store_order_settings_card_insert" AFTER INSERT ON "store_order_settings"
	REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_cards_touched"();--> statement-breakpoint
CREATE FUNCTION "nearbite_store_card_pause_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "businesses" SET "card_version" = nextval('business_card_versions') WHERE "id" = NEW."business_id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "store_order_settings_card_update" AFTER UPDATE ON "store_order_settings" FOR EACH ROW
	WHEN ((OLD."busy_extra_minutes", OLD."paused_until", OLD."pause_reason")
		IS DISTINCT FROM (NEW."busy_extra_minutes", NEW."paused_until", NEW."pause_reason"))
	EXECUTE FUNCTION "nearbite_store_card_pause_touched"();--> statement-breakpoint
-- A category's new name shows on the card of every store in it.
CREATE FUNCTION "nearbite_store_card_category_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "businesses" SET "card_version" = nextval('business_card_versions')
	WHERE "id" IN (SELECT "business_id" FROM "business_category_links" WHERE "category_id" = NEW."id");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "business_categories_card_update" AFTER UPDATE ON "business_categories" FOR EACH ROW
	WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."sort_order" IS DISTINCT FROM NEW."sort_order")
	EXECUTE FUNCTION "nearbite_store_card_category_renamed"();
