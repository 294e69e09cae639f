import type { StorePickupAddressDto } from '@nearbite/contract/console-pickup-addresses';
import { describe, expect, it } from 'vitest';
import { blankDraft, bodyOf, draftOf, storeDraft } from './address-drafts';

const HOUR = 3_600_000;
const counter: StorePickupAddressDto = {
  id: '8f9a0b1c-2d3e-4f5a-9b6c-7d8e9f0a1b2c',
  addressName: { en: 'Front counter', zh: '前台' },
  fullAddress: '845 Grant Ave, San Francisco, CA 94108',
  latitude: 37.79476,
  longitude: -122.40651,
  pickupHours: [[], [[11 * HOUR, 21 * HOUR]], [], [], [], [], [[22 * HOUR, 24 * HOUR]]],
  supportsImmediatePickUp: false,
};

describe('pickup address drafts', () => {
  it('sends a saved address back as it came, with its id', () => {
    const { id, ...rest } = counter;
    expect(bodyOf([draftOf(counter)])).toEqual({ body: [{ id, ...rest }] });
  });

  it("starts a first address from the store's own address and hours", () => {
    const draft = storeDraft(
      { fullAddress: counter.fullAddress, latitude: 1, longitude: 2, openHours: counter.pickupHours },
      { en: 'At the store', zh: '到店自取' },
    );
    const sent = bodyOf([draft]);
    expect(sent).toEqual({
      body: [
        expect.objectContaining({
          addressName: { en: 'At the store', zh: '到店自取' },
          fullAddress: counter.fullAddress,
          latitude: 1,
          pickupHours: counter.pickupHours,
          supportsImmediatePickUp: true,
        }),
      ],
    });
    expect('body' in sent && 'id' in (sent.body[0] ?? {})).toBe(false);
  });

  it('names the first problem: a name missing, no place, bad hours, or closed all week', () => {
    const saved = draftOf(counter);
    expect(bodyOf([saved, { ...saved, nameZh: ' ' }])).toEqual({ problem: { kind: 'name', index: 1 } });
    expect(bodyOf([{ ...saved, place: null }])).toEqual({ problem: { kind: 'place', index: 0 } });
    const backwards = saved.rows.map((day, weekday) =>
      weekday === 2 ? [{ start: '18:00', end: '09:00', overnight: false }] : day,
    );
    expect(bodyOf([{ ...saved, rows: backwards }])).toEqual({
      problem: { kind: 'hours', index: 0, weekday: 2 },
    });
    const blank = { ...blankDraft(), nameEn: 'Door', nameZh: '门', place: saved.place };
    expect(bodyOf([blank])).toEqual({ problem: { kind: 'noHours', index: 0 } });
  });
});
