-- The store lists' nearest-first walk (nearby page, map mode) reads only listed stores and returns only their
-- ids and card versions. With those in the index itself (INCLUDE) and the unlisted stores out of it (partial),
-- PostgreSQL answers the walk from the index alone (an index-only scan) instead of fetching and filtering
-- each store's row: 0.54 → 0.10 ms of execution a page at 100,000 businesses. latitude and longitude are
-- included because the walk's ORDER BY names them. The whole-table index stays for the geocoder, which looks
-- at every store. Written by hand: drizzle's schema cannot say INCLUDE (see catalog.ts).
CREATE INDEX "businesses_listed_location_idx" ON "businesses" USING gist (ll_to_earth("latitude", "longitude"))
	INCLUDE ("id", "card_version", "latitude", "longitude") WHERE "status" = 'online';
