import type {
  PickupAddressBody,
  PickupAddressesDto,
  StorePickupAddressDto,
} from '@nearbite/contract/console-pickup-addresses';
import { checkPickupAddresses } from '@nearbite/domain/pickup-address-rules';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleRepository } from '../console/console.repository.js';
import type { StoreActor } from '../console/console.service.js';
import type {
  PickupAddressesRepository,
  PickupAddressRow,
  StoreFacts,
} from './pickup-addresses.repository.js';

const addressDto = (row: PickupAddressRow): StorePickupAddressDto => ({
  id: row.id,
  addressName: row.addressName,
  fullAddress: row.fullAddress,
  latitude: row.latitude,
  longitude: row.longitude,
  pickupHours: row.pickupHours,
  supportsImmediatePickUp: row.supportsImmediatePickUp,
});

const answer = (store: StoreFacts, rows: PickupAddressRow[]): PickupAddressesDto => ({
  pickupAddresses: rows.map(addressDto),
  offersPickup: store.diningTypes.includes('pickup'),
  store: {
    fullAddress: store.fullAddress,
    latitude: store.latitude,
    longitude: store.longitude,
    openHours: store.openHours,
  },
});

/**
 * A store's pickup addresses: read by any staff, replaced as a whole list by owners. The list is checked by
 * the domain's rules against the store's dining types, read under the store row's lock so a profile change
 * cannot slip between the check and the write; the change and its audit entry commit together, and the
 * diner's store page and the order check read the new list at once.
 */
export function createPickupAddressesService(deps: {
  repository: PickupAddressesRepository;
  audit: Pick<ConsoleRepository, 'recordAudit'>;
  clock: Clock;
}) {
  const { repository, audit, clock } = deps;
  return {
    async list(businessId: string): Promise<PickupAddressesDto> {
      const store = await repository.storeFacts(businessId);
      if (!store) throw new AppError('STORE_NOT_FOUND');
      return answer(store, await repository.list(businessId));
    },

    async replace(actor: StoreActor, addresses: PickupAddressBody[]): Promise<PickupAddressesDto> {
      return repository.transaction(async (tx) => {
        const store = await repository.storeFacts(actor.businessId, tx, true);
        if (!store) throw new AppError('STORE_NOT_FOUND');
        checkPickupAddresses(addresses, store.diningTypes.includes('pickup'));
        const before = await repository.list(actor.businessId, tx);
        const known = new Set(before.map((row) => row.id));
        if (addresses.some((address) => address.id && !known.has(address.id)))
          throw new AppError('PICKUP_ADDRESS_NOT_FOUND');
        await repository.replace(tx, actor.businessId, addresses);
        const after = await repository.list(actor.businessId, tx);
        await audit.recordAudit(
          {
            businessId: actor.businessId,
            actorKind: 'user',
            actorUserId: actor.user.id,
            action: 'pickupAddresses.replace',
            target: actor.businessId,
            details: {
              before: before.map((row) => row.addressName.en),
              after: after.map((row) => row.addressName.en),
            },
            at: new Date(clock()),
          },
          tx,
        );
        return answer(store, after);
      });
    },
  };
}

export type PickupAddressesService = ReturnType<typeof createPickupAddressesService>;
