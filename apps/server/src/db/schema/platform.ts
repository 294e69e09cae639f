import type { DeliverySettings } from '@nearbite/domain/money-settings-rules';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  ACTIVE_STATUSES,
  checkLocalized,
  createdAt,
  localized,
  oneOf,
  primaryId,
  updatedAt,
} from './columns.js';

/**
 * An operating area: the platform's contact details shown to diners of the businesses in it
 * (business.address.area.platformContact).
 */
export const areas = pgTable(
  'areas',
  {
    id: primaryId(),
    name: localized('name').notNull(),
    status: text('status', { enum: ACTIVE_STATUSES }).notNull().default('active'),
    /** IANA zone, used when a business of the area has none of its own. */
    timeZone: text('time_zone').notNull(),
    contactPhoneNumber: text('contact_phone_number'),
    instagramAccount: text('instagram_account'),
    instagramUrl: text('instagram_url'),
    /** Customer-service hours, milliseconds of the local day. */
    serviceTimeStartMs: integer('service_time_start_ms'),
    serviceTimeEndMs: integer('service_time_end_ms'),
    /** The standard delivery fee rule a store created in the area starts with; null: none. */
    defaultDelivery: jsonb('default_delivery').$type<DeliverySettings>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkLocalized('areas_name_check', t.name),
    check('areas_status_check', oneOf(t.status, ACTIVE_STATUSES)),
    check(
      'areas_service_time_check',
      sql`${t.serviceTimeStartMs} is null and ${t.serviceTimeEndMs} is null or ${t.serviceTimeStartMs} between 0 and 86400000 and ${t.serviceTimeEndMs} between 0 and 86400000`,
    ),
  ],
);

/**
 * Platform-wide settings an operator changes without a deploy, one JSON document per key
 * (for example 'selfPickupPoint': isOpen, prepareTime, time slots).
 */
export const appConfigs = pgTable('app_configs', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
