import { defineTexts } from './texts';

/** Finding an address with the geocoder: a new store, a pickup address, a host. */
export const addressTexts = defineTexts(
  {
    address: 'Address',
    findAddress: 'Find address',
    addressFound: 'Pinned at {latitude}, {longitude}',
  },
  {
    address: '地址',
    findAddress: '查找地址',
    addressFound: '已定位：{latitude}, {longitude}',
  },
);
