import { answer, fakeApi } from '@nearbite/api-client/fake-api';
import { pickupPointRoutes } from '@nearbite/contract/pickup-points';
import { storeRoutes } from '@nearbite/contract/store';
import { screen, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from '../../../shared/lib/history-router';
import { renderInApp } from '../../../test/render';
import { signInDiner } from '../../../test/sign-in';
import { checkoutChoicesStore } from '../lib/checkout-choices';
import { testBusiness, testHost } from '../lib/checkout-fixtures';
import type { PlacesMapProps } from '../lib/map-slots';
import PickPointScreen from './pick-point-screen';

let storeCount = 0;

/** The map as a list of its markers: tapping one selects its host, as a marker tap does. */
function FakePlacesMap({ places, selectedId, onSelect }: PlacesMapProps) {
  return (
    <ul aria-label="Map markers">
      {places.map((place) => (
        <li key={place.id}>
          <button type="button" aria-pressed={place.id === selectedId} onClick={() => onSelect(place.id)}>
            {place.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The address bar as the browser router keeps it: already at the next screen when the last one unmounts
 * (checkout keeps its choices only on the way to a checkout screen).
 */
function AddressBar() {
  const location = useLocation();
  useLayoutEffect(() => {
    window.history.replaceState(null, '', `${location.pathname}${location.search}`);
  }, [location]);
  return null;
}

afterEach(() => window.history.replaceState(null, '', '/'));

function StorePage() {
  const location = useLocation();
  return <p>Store page {location.search}</p>;
}

/** The two routes the screen moves between. */
function PickPointOrStore({ onLogin }: { onLogin: () => void }) {
  const { pathname } = useLocation();
  if (pathname === '/post/detail') return <StorePage />;
  return (
    <PickPointScreen
      PlacesMap={FakePlacesMap}
      fallbackCenter={{ latitude: 37.79, longitude: -122.4 }}
      onLogin={onLogin}
    />
  );
}

const near = testHost({ id: 'near', name: 'Union Square host', distance: 0.4 });
const closed = testHost({ id: 'closed', name: 'Mission host', distance: 1.6, data: [] });

async function openPickPoint({ signedIn = true, phone = '4155550100' } = {}) {
  if (signedIn) signInDiner(phone);
  storeCount += 1;
  const businessId = `pick-point-store-${storeCount}`;
  fakeApi([
    answer(storeRoutes.detail, testBusiness()),
    answer(pickupPointRoutes.userVersion, { selfPickupPoints: [near, closed] }),
  ]);
  const onLogin = vi.fn();
  const view = await renderInApp(
    <>
      <AddressBar />
      <PickPointOrStore onLogin={onLogin} />
    </>,
    { path: `/post/pickPoint?businessId=${businessId}&location=37.79,-122.4` },
  );
  const list = await screen.findByRole('list', { name: 'Pickup points' });
  return { ...view, businessId, list, onLogin };
}

describe('PickPointScreen', () => {
  it('shows the hosts nearest first, the nearest within a mile chosen, with its first pickup time', async () => {
    const { list } = await openPickPoint();
    expect(screen.getByRole('heading', { level: 1, name: 'Pickup point' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    const hosts = within(list).getAllByRole('button');
    expect(hosts.map((host) => host.textContent)).toEqual([
      'Union Square host0.4 minear Market St, San Francisco, CA',
      'Mission host1.6 miclosed Market St, San Francisco, CA' + 'Time over',
    ]);
    expect(hosts[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Pickup time.*12:00/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('415-555-0100');
    expect(screen.getByRole('button', { name: 'Select this point' })).toBeEnabled();
  });

  it('cannot select a host whose pickup times are over', async () => {
    const { list, user } = await openPickPoint();
    await user.click(within(list).getByRole('button', { name: /Mission host/ }));
    expect(within(list).getByRole('button', { name: /Mission host/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Time over' })).toBeDisabled();
  });

  it('keeps the host, its contact and its time for checkout and returns to the store', async () => {
    const { businessId, user } = await openPickPoint();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Select this point' }));
    expect(await screen.findByText(`Store page ?businessId=${businessId}`)).toBeInTheDocument();
    const choices = checkoutChoicesStore.get(businessId);
    expect(choices).toMatchObject({
      hostOn: true,
      host: { id: 'near', name: 'Union Square host' },
      hostContact: { userName: 'Ada', phoneNumber: '415-555-0100' },
      timeType: 'pickPoint',
      time: near.data[0]?.slots[0],
    });
    expect(checkoutChoicesStore.active()).toBe(businessId);
  });

  it('refuses an invalid phone number with its code and stays', async () => {
    const { user } = await openPickPoint();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.clear(phone);
    await user.type(phone, '415555');
    await user.click(screen.getByRole('button', { name: 'Select this point' }));
    expect(await screen.findByText('Code: T2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pickup point' })).toBeInTheDocument();
  });

  it('asks a signed-out diner to sign in before selecting', async () => {
    const { onLogin, user } = await openPickPoint({ signedIn: false });
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Select this point' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });
});
