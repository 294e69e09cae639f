import { deliveryAddressBodySchema } from '@nearbite/contract/addresses';
import { describe, expect, it } from 'vitest';
import { addressBody, addressFormOf, addressFormProblem, emptyAddressForm } from './address-form';
import { testAddress } from './checkout-fixtures';

const picked = {
  ...emptyAddressForm('4155550123'),
  userName: ' Ada ',
  fullAddress: '500 Howard St, San Francisco, CA',
  point: { latitude: 37.7885, longitude: -122.3975 },
};

describe('the delivery address form', () => {
  it('starts with the diner phone, dashed, and the drop-off "to hand"', () => {
    const form = emptyAddressForm('4155550123');
    expect(form.phone).toBe('415-555-0123');
    expect(form.deliveryType).toBe(1);
    expect(form.point).toBeNull();
    expect(form.isDefault).toBe(false);
    // The first address (no default yet) starts as the default.
    expect(emptyAddressForm('4155550123', true).isDefault).toBe(true);
  });

  it('saves only with a name, a 10-digit phone and an address picked on the map, checked in that order', () => {
    expect(addressFormProblem({ ...picked, userName: '  ', phone: '415' })).toBe('name');
    expect(addressFormProblem({ ...picked, phone: '415-555-012' })).toBe('phone');
    expect(addressFormProblem({ ...picked, phone: '415-555-01234' })).toBe('phone');
    expect(addressFormProblem({ ...picked, point: null })).toBe('address');
    expect(addressFormProblem(picked)).toBeNull();
  });

  it('sends the phone without dashes, the point as [longitude, latitude] and empty extras as null', () => {
    const body = addressBody({ ...picked, phone: '415-555-0123', deliveryType: 2, isDefault: true });
    expect(body).toEqual({
      userName: 'Ada',
      phoneNumber: '4155550123',
      fullAddress: '500 Howard St, San Francisco, CA',
      location: { coordinates: [-122.3975, 37.7885] },
      addressDetail: null,
      deliveryType: 2,
      suggestion: null,
      isDefault: true,
    });
    expect(() => deliveryAddressBodySchema.parse(body)).not.toThrow();
  });

  it('edits a saved address as it was saved', () => {
    const address = testAddress();
    const form = addressFormOf(address);
    expect(form).toMatchObject({
      userName: 'Ada',
      phone: '415-555-0123',
      point: { latitude: 37.7885, longitude: -122.3975 },
      addressDetail: 'Apt 4',
      deliveryType: 2,
      suggestion: 'Ring twice',
      isDefault: true,
    });
    expect(addressBody({ ...form, point: { latitude: 37.7885, longitude: -122.3975 } }).location).toEqual(
      address.location,
    );
  });
});
