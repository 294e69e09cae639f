import type { DeliveryAddressDto, deliveryAddressBodySchema } from '@nearbite/contract/addresses';
import { isValidPhone, phoneDigits } from '@nearbite/domain/phone';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type {
  AddressesRepository,
  DeliveryAddressRow,
  DeliveryAddressValues,
} from './addresses.repository.js';

/** Saved delivery addresses per user; one more answers A161. */
export const MAX_DELIVERY_ADDRESSES = 20;

export type DeliveryAddressInput = z.output<typeof deliveryAddressBodySchema>;

function toDto(row: DeliveryAddressRow, index: number): DeliveryAddressDto {
  return {
    id: row.id,
    index,
    userName: row.userName,
    phoneNumber: row.phoneNumber,
    fullAddress: row.fullAddress,
    location: { coordinates: [row.longitude, row.latitude] },
    addressDetail: row.addressDetail,
    deliveryType: row.dropOffOption === 2 ? 2 : 1,
    suggestion: row.suggestion,
    isDefault: row.isDefault,
  };
}

const toList = (rows: DeliveryAddressRow[]): DeliveryAddressDto[] => rows.map(toDto);

/** The row values of a form body; the phone must be 10 digits once dashes are removed (A146). */
function valuesOf(input: DeliveryAddressInput): DeliveryAddressValues {
  if (!isValidPhone(input.phoneNumber)) throw new AppError('PHONE_NUMBER_INVALID');
  const [longitude, latitude] = input.location.coordinates;
  return {
    userName: input.userName,
    phoneNumber: phoneDigits(input.phoneNumber),
    fullAddress: input.fullAddress,
    addressDetail: input.addressDetail || null,
    latitude,
    longitude,
    dropOffOption: input.deliveryType,
    suggestion: input.suggestion || null,
    isDefault: input.isDefault,
  };
}

function rowAt(rows: DeliveryAddressRow[], index: number): DeliveryAddressRow {
  const row = rows[index];
  if (!row) throw new AppError('ADDRESS_NOT_FOUND');
  return row;
}

/**
 * Delivery addresses addressed by their position in the list (oldest first). Every change answers the
 * whole list, so the client's indexes are fresh. At most one address is the default: saving one as
 * default clears the flag on the others.
 */
export function createAddressesService(deps: { repository: AddressesRepository; clock: Clock }) {
  const { repository, clock } = deps;

  return {
    list: async (userId: string): Promise<DeliveryAddressDto[]> => toList(await repository.list(userId)),

    async create(userId: string, input: DeliveryAddressInput): Promise<DeliveryAddressDto[]> {
      const values = valuesOf(input);
      return repository.forUser(userId, async (tx) => {
        const rows = await repository.list(userId, tx);
        if (rows.length >= MAX_DELIVERY_ADDRESSES) throw new AppError('ADDRESS_LIMIT_REACHED');
        if (values.isDefault) await repository.clearDefault(tx, userId, null);
        // Strictly after the newest, so the new address is last even when the clock stands still.
        const newest = rows.at(-1)?.createdAt.getTime() ?? Number.NEGATIVE_INFINITY;
        await repository.insert(tx, userId, values, new Date(Math.max(clock(), newest + 1)));
        return toList(await repository.list(userId, tx));
      });
    },

    async update(userId: string, index: number, input: DeliveryAddressInput): Promise<DeliveryAddressDto[]> {
      const values = valuesOf(input);
      return repository.forUser(userId, async (tx) => {
        const target = rowAt(await repository.list(userId, tx), index);
        if (values.isDefault) await repository.clearDefault(tx, userId, target.id);
        await repository.update(tx, target.id, values);
        return toList(await repository.list(userId, tx));
      });
    },

    async remove(userId: string, index: number): Promise<DeliveryAddressDto[]> {
      return repository.forUser(userId, async (tx) => {
        const target = rowAt(await repository.list(userId, tx), index);
        await repository.remove(tx, target.id);
        return toList(await repository.list(userId, tx));
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
