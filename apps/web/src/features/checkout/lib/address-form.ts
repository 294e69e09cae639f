import type { DeliveryAddressBody, DeliveryAddressDto, DropOffOption } from '@nearbite/contract/addresses';
import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { formatPhoneInput, isValidPhone, phoneDigits } from '@nearbite/domain/phone';

/** The address form as typed. The phone keeps its dashes; the point is set only by the map picker. */
export interface AddressFormValues {
  userName: string;
  phone: string;
  fullAddress: string;
  /** The point picked on the map; null until one is. */
  point: GeoPoint | null;
  addressDetail: string;
  /** 1 deliver to hand, 2 leave outside the door. */
  deliveryType: DropOffOption;
  suggestion: string;
  isDefault: boolean;
}

/** Why the form cannot be saved, in the order the rules are checked. */
export type AddressFormProblem = 'name' | 'phone' | 'address';

/**
 * An empty form; a new address starts with the diner's own phone, and as the default when the diner has no
 * default address yet (so the next checkout starts from it).
 */
export function emptyAddressForm(phone = '', isDefault = false): AddressFormValues {
  return {
    userName: '',
    phone: formatPhoneInput(phone),
    fullAddress: '',
    point: null,
    addressDetail: '',
    deliveryType: 1,
    suggestion: '',
    isDefault,
  };
}

/** A saved address in the form. */
export function addressFormOf(address: DeliveryAddressDto): AddressFormValues {
  const [longitude, latitude] = address.location.coordinates;
  return {
    userName: address.userName,
    phone: formatPhoneInput(address.phoneNumber),
    fullAddress: address.fullAddress,
    point: { latitude, longitude },
    addressDetail: address.addressDetail ?? '',
    deliveryType: address.deliveryType,
    suggestion: address.suggestion ?? '',
    isDefault: address.isDefault,
  };
}

/** The first save rule broken: a name, a 10-digit phone, an address picked on the map. */
export function addressFormProblem(values: AddressFormValues): AddressFormProblem | null {
  if (values.userName.trim() === '') return 'name';
  if (!isValidPhone(values.phone)) return 'phone';
  if (values.point === null || values.fullAddress.trim() === '') return 'address';
  return null;
}

const optional = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** What POST or PUT /user/addresses sends: the phone without its dashes, empty extras as null. */
export function addressBody(values: AddressFormValues & { point: GeoPoint }): DeliveryAddressBody {
  return {
    userName: values.userName.trim(),
    phoneNumber: phoneDigits(values.phone),
    fullAddress: values.fullAddress.trim(),
    location: { coordinates: [values.point.longitude, values.point.latitude] },
    addressDetail: optional(values.addressDetail),
    deliveryType: values.deliveryType,
    suggestion: optional(values.suggestion),
    isDefault: values.isDefault,
  };
}
