-- The old order_code was the public receipt page's secret: it keeps its values under the name receipt_code, and
-- order_code becomes the short order number diners read to support (packages/domain/src/order-code.ts).
-- Orders placed before get theirs from their place in time, written in the code's alphabet, so they are
-- distinct; new orders draw random codes and redraw on a collision with these.
ALTER TABLE "orders" RENAME COLUMN "order_code" TO "receipt_code";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "orders_order_code_unique" TO "orders_receipt_code_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_code" text;--> statement-breakpoint
UPDATE "orders" SET "order_code" = numbered.code
FROM (
	SELECT n.id, string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', ((n.position / (30::bigint ^ p)::bigint) % 30)::int + 1, 1), '' ORDER BY p DESC) AS code
	FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") - 1 AS position FROM "orders") n
	CROSS JOIN generate_series(0, 5) AS p
	GROUP BY n.id
) numbered
WHERE "orders"."id" = numbered.id;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_code_unique" UNIQUE("order_code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_code_check" CHECK ("orders"."order_code" ~ '^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$');
