import {
  type PickupPointDto,
  type SelfPickupPointConfigDto,
  selfPickupPointConfigSchema,
} from '@nearbite/contract/pickup-points';
import { type GeoPoint, milesBetween } from '@nearbite/domain/geo-distance';
import { hostSlots } from '@nearbite/domain/host-slots';
import { roundMiles } from '@nearbite/domain/money-text';
import { DEFAULT_PICKUP_POINT_PREPARE_SECONDS } from '@nearbite/domain/ordering-time';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { type Language, localize } from '../../lib/request-language.js';
import type { HostBusinessRow, HostRow, PickupPointsRepository } from './pickup-points.repository.js';

/** The host list answers at most this many, nearest first. */
export const PICKUP_POINT_LIST_LIMIT = 50;

/** The settings when the operator has stored none (or something unreadable): on, no windows, one hour. */
export const DEFAULT_SELF_PICKUP_POINT_CONFIG: SelfPickupPointConfigDto = {
  isOpen: true,
  data: [],
  prepareTime: DEFAULT_PICKUP_POINT_PREPARE_SECONDS,
};

export interface HostQuery extends GeoPoint {
  businessId: string;
  keywords?: string | undefined;
}

/** Self-pickup points ("hosts") for the pickup-point screen and the cart's host switch. */
export function createPickupPointsService(deps: { repository: PickupPointsRepository; clock: Clock }) {
  const { repository, clock } = deps;

  /** Stored fields over the defaults; a document that does not fit the shape is ignored as a whole. */
  async function config(): Promise<SelfPickupPointConfigDto> {
    const stored = await repository.selfPickupPointConfig();
    const merged = { ...DEFAULT_SELF_PICKUP_POINT_CONFIG, ...(typeof stored === 'object' ? stored : {}) };
    const parsed = selfPickupPointConfigSchema.safeParse(merged);
    return parsed.success ? parsed.data : DEFAULT_SELF_PICKUP_POINT_CONFIG;
  }

  function toDto(
    host: HostRow,
    context: { point: GeoPoint; business: HostBusinessRow; settings: SelfPickupPointConfigDto; now: number },
    language: Language,
  ): PickupPointDto {
    const { business, settings } = context;
    return {
      id: host.id,
      name: localize(host.name, language),
      address: { fullAddress: host.fullAddress, location: { coordinates: [host.longitude, host.latitude] } },
      distance: roundMiles(milesBetween(context.point, host)),
      prepareTime: host.prepareTimeSeconds,
      phoneNumber: host.phoneNumber,
      data: hostSlots({
        pickupHours: host.pickupHours,
        windows: settings.data.map((window) => [window.startTime, window.endTime] as const),
        prepareTimeSeconds: host.prepareTimeSeconds,
        timeZone: business.timeZone,
        reserveDay: business.reserveDay,
        spacTimeMinutes: business.spacTimeMinutes,
        now: context.now,
      }),
    };
  }

  return {
    config,

    /**
     * Active hosts the store delivers to, nearest to the point first, each with the pickup times still
     * offered. None while the platform has self-pickup turned off.
     */
    async hostsFor(query: HostQuery, language: Language): Promise<PickupPointDto[]> {
      const business = await repository.business(query.businessId);
      if (!business) throw new AppError('STORE_NOT_FOUND');
      if (business.status !== 'online') throw new AppError('STORE_OFFLINE');
      const settings = await config();
      if (!settings.isOpen) return [];
      const point = { latitude: query.latitude, longitude: query.longitude };
      const keywords = query.keywords?.replace(/\s+/g, ' ') || null;
      const hosts = await repository.hostsServing(business.id, point, keywords, PICKUP_POINT_LIST_LIMIT);
      const context = { point, business, settings, now: clock() };
      return hosts.map((host) => toDto(host, context, language));
    },
  };
}

export type PickupPointsService = ReturnType<typeof createPickupPointsService>;
