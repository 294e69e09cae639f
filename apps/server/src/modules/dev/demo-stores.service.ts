import type { DemoStoreDto } from '@nearbite/contract/dev';
import { demoOwnerPhone } from '@nearbite/domain/demo-owners';
import { type Language, localize } from '../../lib/request-language.js';
import type { DemoStoresRepository } from './demo-stores.repository.js';

/** The demo catalog's first stores and their owners' phones, so a visitor can play a store from the console. */
export function createDemoStoresService(deps: { repository: DemoStoresRepository }) {
  return {
    /** Stores number 0 … limit-1 of the catalog that still have their demo owner, in catalog order. */
    async first(limit: number, language: Language): Promise<DemoStoreDto[]> {
      const phones = Array.from({ length: limit }, (_, index) => demoOwnerPhone(index));
      const indexOf = new Map(phones.map((phone, index) => [phone, index]));
      const rows = await deps.repository.ownedBy(phones);
      return rows.map((row) => ({
        index: indexOf.get(row.phone) ?? 0,
        businessId: row.businessId,
        name: localize(row.name, language),
        ownerPhone: `+1${row.phone}`,
      }));
    },
  };
}

export type DemoStoresService = ReturnType<typeof createDemoStoresService>;
