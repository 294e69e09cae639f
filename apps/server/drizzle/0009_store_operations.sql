CREATE TABLE "kitchen_printers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 9100 NOT NULL,
	"kind" text DEFAULT 'receipt' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_printers_kind_check" CHECK ("kitchen_printers"."kind" in ('receipt', 'label')),
	CONSTRAINT "kitchen_printers_port_check" CHECK ("kitchen_printers"."port" between 1 and 65535)
);
--> statement-breakpoint
CREATE TABLE "store_order_settings" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"auto_accept_minutes" smallint DEFAULT 20 NOT NULL,
	"busy_extra_minutes" smallint DEFAULT 0 NOT NULL,
	"paused_until" timestamp with time zone,
	"pause_reason" text,
	"auto_print" boolean DEFAULT false NOT NULL,
	"ticket_language" text DEFAULT 'en' NOT NULL,
	"board_seen_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_order_settings_pause_reason_check" CHECK ("store_order_settings"."pause_reason" in ('tooBusy', 'kitchenIssue', 'closingEarly', 'other')),
	CONSTRAINT "store_order_settings_ticket_language_check" CHECK ("store_order_settings"."ticket_language" in ('en', 'zh')),
	CONSTRAINT "store_order_settings_minutes_check" CHECK ("store_order_settings"."auto_accept_minutes" between 1 and 180 and "store_order_settings"."busy_extra_minutes" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "ticket_prints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"printer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_calls" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delay_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchen_printers" ADD CONSTRAINT "kitchen_printers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_settings" ADD CONSTRAINT "store_order_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_prints" ADD CONSTRAINT "ticket_prints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_prints" ADD CONSTRAINT "ticket_prints_printer_id_kitchen_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."kitchen_printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_printers_business_idx" ON "kitchen_printers" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "ticket_prints_order_printer_idx" ON "ticket_prints" USING btree ("order_id","printer_id","created_at");--> statement-breakpoint
ALTER TABLE "service_calls" ADD CONSTRAINT "service_calls_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;