CREATE SEQUENCE "public"."business_page_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "page_version" bigint DEFAULT nextval('business_page_versions') NOT NULL;--> statement-breakpoint
-- Each server copy keeps the store page's answers (detail, menu, items) in memory and asks the database per
-- request only for the store's page version and its live stock. Any change to what those answers show takes a
-- new page version here, in the changing transaction, from triggers so that no write path can forget one.
-- Stock is left out: it moves with every order, and a version bumped by orders would queue a store's orders
-- behind its businesses row; the answers read stock live instead. Every card change is a page change too.
CREATE FUNCTION "nearbite_store_page_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."page_version" = OLD."page_version" THEN
		NEW."page_version" := nextval('business_page_versions');
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "businesses_page_version" BEFORE UPDATE ON "businesses"
	FOR EACH ROW EXECUTE FUNCTION "nearbite_store_page_version"();--> statement-breakpoint
-- A new page version alone (a menu change) leaves the store's card as it is.
CREATE OR REPLACE FUNCTION "nearbite_store_card_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."card_version" = OLD."card_version" AND NEW."page_version" = OLD."page_version" THEN
		NEW."card_version" := nextval('business_card_versions');
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
-- Rows that name their store (business_id). Statement-level with transition tables: a seed or a menu import
-- costs one UPDATE, not one per row.
CREATE FUNCTION "nearbite_store_pages_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "businesses" SET "page_version" = nextval('business_page_versions')
		WHERE "id" IN (SELECT "business_id" FROM "new_rows");
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "businesses" SET "page_version" = nextval('business_page_versions')
		WHERE "id" IN (SELECT "business_id" FROM "old_rows");
	ELSE
		UPDATE "businesses" SET "page_version" = nextval('business_page_versions')
		WHERE "id" IN (SELECT "business_id" FROM "new_rows" UNION SELECT "business_id" FROM "old_rows");
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- An item's options (commodity_id): their store is their item's.
CREATE FUNCTION "nearbite_store_pages_attributes_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "businesses" SET "page_version" = nextval('business_page_versions') WHERE "id" IN (
			SELECT c."business_id" FROM "commodities" c WHERE c."id" IN (SELECT "commodity_id" FROM "new_rows"));
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "businesses" SET "page_version" = nextval('business_page_versions') WHERE "id" IN (
			SELECT c."business_id" FROM "commodities" c WHERE c."id" IN (SELECT "commodity_id" FROM "old_rows"));
	ELSE
		UPDATE "businesses" SET "page_version" = nextval('business_page_versions') WHERE "id" IN (
			SELECT c."business_id" FROM "commodities" c WHERE c."id" IN (
				SELECT "commodity_id" FROM "new_rows" UNION SELECT "commodity_id" FROM "old_rows"));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- An option's values (attribute_id): their store is their option's item's. A value deleted with its item
-- finds no item any more; the item's own trigger took the version.
CREATE FUNCTION "nearbite_store_pages_values_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "businesses" SET "page_version" = nextval('business_page_versions') WHERE "id" IN (
			SELECT c."business_id" FROM "commodities" c JOIN "commodity_attributes" a ON a."commodity_id" = c."id"
			WHERE a."id" IN (SELECT "attribute_id" FROM "new_rows"));
	ELSE
		UPDATE "businesses" SET "page_version" = nextval('business_page_versions') WHERE "id" IN (
			SELECT c."business_id" FROM "commodities" c JOIN "commodity_attributes" a ON a."commodity_id" = c."id"
			WHERE a."id" IN (SELECT "attribute_id" FROM "old_rows"));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- Row-level for updates of items and option values, so that the WHEN test (every column but stock) runs
-- without calling a function: an order's stock update costs that comparison and takes no businesses row.
CREATE FUNCTION "nearbite_store_page_item_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "businesses" SET "page_version" = nextval('business_page_versions')
	WHERE "id" IN (NEW."business_id", OLD."business_id");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "nearbite_store_page_value_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "businesses" SET "page_version" = nextval('business_page_versions') WHERE "id" IN (
		SELECT c."business_id" FROM "commodities" c JOIN "commodity_attributes" a ON a."commodity_id" = c."id"
		WHERE a."id" IN (NEW."attribute_id", OLD."attribute_id"));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "delivery_configs_page_insert" AFTER INSERT ON "delivery_configs" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "delivery_configs_page_update" AFTER UPDATE ON "delivery_configs" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "delivery_configs_page_delete" AFTER DELETE ON "delivery_configs" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "business_pickup_addresses_page_insert" AFTER INSERT ON "business_pickup_addresses" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "business_pickup_addresses_page_update" AFTER UPDATE ON "business_pickup_addresses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "business_pickup_addresses_page_delete" AFTER DELETE ON "business_pickup_addresses" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "dining_tables_page_insert" AFTER INSERT ON "dining_tables" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "dining_tables_page_update" AFTER UPDATE ON "dining_tables" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "dining_tables_page_delete" AFTER DELETE ON "dining_tables" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "points_programmes_page_insert" AFTER INSERT ON "points_programmes" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "points_programmes_page_update" AFTER UPDATE ON "points_programmes" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "points_programmes_page_delete" AFTER DELETE ON "points_programmes" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "timed_menus_page_insert" AFTER INSERT ON "timed_menus" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "timed_menus_page_update" AFTER UPDATE ON "timed_menus" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "timed_menus_page_delete" AFTER DELETE ON "timed_menus" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "commodity_categories_page_insert" AFTER INSERT ON "commodity_categories" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "commodity_categories_page_update" AFTER UPDATE ON "commodity_categories" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "commodity_categories_page_delete" AFTER DELETE ON "commodity_categories" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "commodities_page_insert" AFTER INSERT ON "commodities" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "commodities_page_delete" AFTER DELETE ON "commodities" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_touched"();--> statement-breakpoint
CREATE TRIGGER "commodity_attributes_page_insert" AFTER INSERT ON "commodity_attributes" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_attributes_touched"();--> statement-breakpoint
CREATE TRIGGER "commodity_attributes_page_update" AFTER UPDATE ON "commodity_attributes" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_attributes_touched"();--> statement-breakpoint
CREATE TRIGGER "commodity_attributes_page_delete" AFTER DELETE ON "commodity_attributes" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_attributes_touched"();--> statement-breakpoint
CREATE TRIGGER "commodity_attribute_values_page_insert" AFTER INSERT ON "commodity_attribute_values" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_values_touched"();--> statement-breakpoint
CREATE TRIGGER "commodity_attribute_values_page_delete" AFTER DELETE ON "commodity_attribute_values" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "nearbite_store_pages_values_touched"();--> statement-breakpoint
CREATE TRIGGER "commodities_page_update" AFTER UPDATE ON "commodities" FOR EACH ROW
	WHEN ((to_jsonb(OLD) - 'stock_number' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'stock_number' - 'updated_at'))
	EXECUTE FUNCTION "nearbite_store_page_item_changed"();--> statement-breakpoint
CREATE TRIGGER "commodity_attribute_values_page_update" AFTER UPDATE ON "commodity_attribute_values" FOR EACH ROW
	WHEN ((to_jsonb(OLD) - 'stock_number') IS DISTINCT FROM (to_jsonb(NEW) - 'stock_number'))
	EXECUTE FUNCTION "nearbite_store_page_value_changed"();
