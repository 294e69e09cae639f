-- Search matched a store by its name or by any of its available dishes, and the dishes were found through
-- the trigram index of every dish of every store: "noodle" at 100,000 stores collected tens of thousands of
-- dishes for each page of 50 stores. Each store now carries what search matches, in lower case, in its own
-- row: the name in both languages and every available dish's, one per line (keywords never hold a line
-- break, so no match spans two names). A page then walks the stores nearest first and tests one row each.
ALTER TABLE "businesses" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Every change to a store's items updates its row (the page version triggers of migration 0013), and every
-- update of the row passes here. The name is spelled out because a BEFORE trigger runs before stored
-- generated columns (search_name) are computed; it matches searchNameExpression in columns.ts.
CREATE FUNCTION "nearbite_store_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."search_text" := lower(concat_ws(E'\n', (NEW."name" ->> 'en') || ' ' || (NEW."name" ->> 'zh'),
		(SELECT string_agg(c."search_name", E'\n' ORDER BY c."id") FROM "commodities" c
		 WHERE c."business_id" = NEW."id" AND c."is_available")));
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "businesses_search_text" BEFORE INSERT OR UPDATE ON "businesses"
	FOR EACH ROW EXECUTE FUNCTION "nearbite_store_search_text"();--> statement-breakpoint
UPDATE "businesses" SET "search_text" = '';--> statement-breakpoint
-- Rare keywords: when the nearest stores hold too few matches, the page is found through this index instead
-- (businesses.repository.ts, search).
CREATE INDEX "businesses_search_text_trgm_idx" ON "businesses" USING gin ("search_text" gin_trgm_ops);
