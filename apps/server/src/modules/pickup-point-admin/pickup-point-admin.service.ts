import type { PickupPointBody, PlatformPickupPointDto } from '@nearbite/contract/console-pickup-points';
import { toFullPhoneNumber } from '@nearbite/domain/phone';
import { checkPickupHours, PICKUP_POINT_DEFAULT_PREPARE_MINUTES } from '@nearbite/domain/pickup-point-admin';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleRepository } from '../console/console.repository.js';
import type { ConsoleService, ConsoleUser } from '../console/console.service.js';
import type { HostAdminRow, HostWrite, PickupPointAdminRepository } from './pickup-point-admin.repository.js';

const hostDto = (row: HostAdminRow): PlatformPickupPointDto => ({
  id: row.id,
  name: row.name,
  fullAddress: row.fullAddress,
  latitude: row.latitude,
  longitude: row.longitude,
  phoneNumber: row.phoneNumber ? toFullPhoneNumber(row.phoneNumber) : null,
  prepareMinutes: Math.round(row.prepareTimeSeconds / 60),
  pickupHours: row.pickupHours,
  status: row.status,
  stores: row.stores,
});

/** The host as stored: A263 for hours a day's rule refuses, A264 for an active host without hours. */
function hostWrite(body: PickupPointBody): HostWrite {
  const status = body.status ?? 'active';
  checkPickupHours(body.pickupHours, status);
  return {
    name: body.name,
    fullAddress: body.fullAddress,
    latitude: body.latitude,
    longitude: body.longitude,
    phoneNumber: body.phoneNumber ?? null,
    prepareTimeSeconds: (body.prepareMinutes ?? PICKUP_POINT_DEFAULT_PREPARE_MINUTES) * 60,
    pickupHours: body.pickupHours.map((day) => day.map(([start, end]) => [start, end] as [number, number])),
    status,
  };
}

/**
 * Self-pickup points (hosts) in the platform's console: every call is a platform admin's (A240 otherwise),
 * and every change, its linked stores included, is written and audited in one transaction. Diners' host
 * queries read the same tables, so a change shows to them at once.
 */
export function createPickupPointAdminService(deps: {
  repository: PickupPointAdminRepository;
  consoleRepository: ConsoleRepository;
  console: ConsoleService;
  clock: Clock;
}) {
  const { repository, consoleRepository, clock } = deps;

  async function admin(user: ConsoleUser): Promise<void> {
    await deps.console.requirePlatformAdmin(user);
  }

  async function hostOrThrow(hostId: string): Promise<PlatformPickupPointDto> {
    const row = await repository.hostById(hostId);
    if (!row) throw new AppError('HOST_NOT_FOUND');
    return hostDto(row);
  }

  /** The linked stores, each once; A265 when one does not exist. */
  async function storeIds(tx: Db, body: PickupPointBody): Promise<string[]> {
    const wanted = [...new Set(body.businessIds)];
    const found = new Set(await repository.existingStoreIds(tx, wanted));
    if (wanted.some((id) => !found.has(id))) throw new AppError('HOST_STORE_NOT_FOUND');
    return wanted;
  }

  async function record(
    tx: Db,
    user: ConsoleUser,
    action: 'pickupPoint.create' | 'pickupPoint.update',
    hostId: string,
    details: Record<string, unknown>,
    at: Date,
  ): Promise<void> {
    await consoleRepository.recordAudit(
      { businessId: null, actorKind: 'user', actorUserId: user.id, action, target: hostId, details, at },
      tx,
    );
  }

  return {
    async pickupPoints(user: ConsoleUser): Promise<PlatformPickupPointDto[]> {
      await admin(user);
      return (await repository.hosts()).map(hostDto);
    },

    async createPickupPoint(user: ConsoleUser, body: PickupPointBody): Promise<PlatformPickupPointDto> {
      await admin(user);
      const values = hostWrite(body);
      const at = new Date(clock());
      const hostId = await repository.transaction(async (tx) => {
        const businessIds = await storeIds(tx, body);
        const id = await repository.insertHost(tx, values);
        await repository.replaceStores(tx, id, businessIds);
        await record(tx, user, 'pickupPoint.create', id, { name: body.name, businessIds }, at);
        return id;
      });
      return hostOrThrow(hostId);
    },

    async updatePickupPoint(
      user: ConsoleUser,
      hostId: string,
      body: PickupPointBody,
    ): Promise<PlatformPickupPointDto> {
      await admin(user);
      const values = hostWrite(body);
      const at = new Date(clock());
      await repository.transaction(async (tx) => {
        if (!(await repository.updateHost(tx, hostId, values, at))) throw new AppError('HOST_NOT_FOUND');
        const businessIds = await storeIds(tx, body);
        await repository.replaceStores(tx, hostId, businessIds);
        await record(tx, user, 'pickupPoint.update', hostId, { ...body, businessIds }, at);
      });
      return hostOrThrow(hostId);
    },
  };
}

export type PickupPointAdminService = ReturnType<typeof createPickupPointAdminService>;
