CREATE TABLE "store_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"source_type" text NOT NULL,
	"source_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_photos_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "store_photos_source_type_check" CHECK ("store_photos"."source_type" in ('jpeg', 'png', 'webp', 'heif', 'avif')),
	CONSTRAINT "store_photos_size_check" CHECK ("store_photos"."width" > 0 and "store_photos"."height" > 0 and "store_photos"."source_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "special_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "store_photos" ADD CONSTRAINT "store_photos_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_photos" ADD CONSTRAINT "store_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_photos_business_idx" ON "store_photos" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_special_hours_check" CHECK (jsonb_typeof("businesses"."special_hours") = 'array');