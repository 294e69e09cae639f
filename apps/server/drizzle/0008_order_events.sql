CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid,
	"business_id" uuid NOT NULL,
	"user_id" uuid,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_source_check" CHECK ("order_events"."source" in ('orders', 'deliveries', 'refunds', 'service_calls'))
);
--> statement-breakpoint
CREATE INDEX "order_events_user_idx" ON "order_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "order_events_business_idx" ON "order_events" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "order_events_created_idx" ON "order_events" USING btree ("created_at");--> statement-breakpoint
-- Every committed change of an order, its delivery, its refunds or a waiter call becomes an order event, written
-- in the changing transaction and announced at its commit on one channel that every server copy listens to
-- (order-events module). A trigger, not the services, so that no write path can forget one.
CREATE FUNCTION "nearbite_order_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	event_order uuid;
	event_business uuid;
	event_user uuid;
	event_id bigint;
BEGIN
	IF TG_TABLE_NAME = 'orders' THEN
		event_order := NEW.id; event_business := NEW.business_id; event_user := NEW.user_id;
	ELSIF TG_TABLE_NAME = 'service_calls' THEN
		event_order := NEW.order_id; event_business := NEW.business_id; event_user := NEW.user_id;
	ELSE
		SELECT o.id, o.business_id, o.user_id INTO event_order, event_business, event_user
		FROM "orders" o WHERE o.id = NEW.order_id;
		IF event_order IS NULL THEN RETURN NULL; END IF;
	END IF;
	INSERT INTO "order_events" ("order_id", "business_id", "user_id", "source")
	VALUES (event_order, event_business, event_user, TG_TABLE_NAME)
	RETURNING "id" INTO event_id;
	PERFORM pg_notify('nearbite_order_events', json_build_object(
		'id', event_id, 'orderId', event_order, 'businessId', event_business, 'userId', event_user,
		'source', TG_TABLE_NAME)::text);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_inserted_event" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "nearbite_order_event"();--> statement-breakpoint
CREATE TRIGGER "orders_changed_event" AFTER UPDATE ON "orders" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "nearbite_order_event"();--> statement-breakpoint
CREATE TRIGGER "deliveries_event" AFTER INSERT OR UPDATE ON "deliveries" FOR EACH ROW EXECUTE FUNCTION "nearbite_order_event"();--> statement-breakpoint
CREATE TRIGGER "refunds_event" AFTER INSERT OR UPDATE ON "refunds" FOR EACH ROW EXECUTE FUNCTION "nearbite_order_event"();--> statement-breakpoint
CREATE TRIGGER "service_calls_event" AFTER INSERT OR UPDATE ON "service_calls" FOR EACH ROW EXECUTE FUNCTION "nearbite_order_event"();
