-- Extensions come before every table: the location indexes are built on ll_to_earth (cube +
-- earthdistance) and the search indexes on gin_trgm_ops (pg_trgm). cube and pg_trgm are trusted
-- extensions the database owner may create; earthdistance needs a superuser on PostgreSQL 15. Where the
-- application's role is not one, an administrator runs these three statements once beforehand, and
-- IF NOT EXISTS turns this migration into a no-op.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
