import { generateBusiness, type HostSite } from './business-generator.js';
import { type CatalogOptions, type CatalogPlan, createCatalogPlan } from './catalog-plan.js';
import {
  appendBusinessRows,
  type BusinessRows,
  emptyBusinessRows,
  type PlatformRows,
} from './catalog-rows.js';
import { generatePlatform, hostSites } from './platform-generator.js';

/**
 * The demo catalog as a lazy sequence: the platform rows once, then any business by its index. Nothing
 * holds more than one batch, so 100,000 businesses need no more memory than 60.
 */
export interface DemoCatalog {
  plan: CatalogPlan;
  platform: PlatformRows;
  businessAt(index: number): BusinessRows;
}

export function createDemoCatalog(options: CatalogOptions): DemoCatalog {
  const plan = createCatalogPlan(options);
  const hosts: HostSite[] = hostSites(plan);
  return {
    plan,
    platform: generatePlatform(plan),
    businessAt: (index) => generateBusiness(plan, hosts, index),
  };
}

/** Businesses [0, count) grouped `size` at a time, generated only when the batch is asked for. */
export function* businessBatches(catalog: DemoCatalog, size: number): Generator<BusinessRows> {
  for (let start = 0; start < catalog.plan.businesses; start += size) {
    const batch = emptyBusinessRows();
    const end = Math.min(catalog.plan.businesses, start + size);
    for (let index = start; index < end; index += 1) appendBusinessRows(batch, catalog.businessAt(index));
    yield batch;
  }
}
