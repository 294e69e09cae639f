import { fakeApi } from '@nearbite/api-client/fake-api';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { signInDiner } from '../../../test/sign-in';
import CardEditScreen from './card-edit-screen';

async function openCardEdit({ signedIn = true } = {}) {
  if (signedIn) signInDiner();
  const api = fakeApi();
  const onLogin = vi.fn();
  const view = await renderInApp(<CardEditScreen onLogin={onLogin} />, { path: '/card/edit' });
  await screen.findByRole('heading', { level: 1, name: 'Add a card' });
  return { ...view, api, onLogin };
}

describe('CardEditScreen', () => {
  it('asks a signed-out diner to sign in, with no form', async () => {
    const { onLogin, user } = await openCardEdit({ signedIn: false });
    expect(screen.getByText('Sign in to add a card.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('keeps each field in its shape and adds the card only once every field is filled', async () => {
    const { api, user } = await openCardEdit();
    const add = screen.getByRole('button', { name: 'Add card' });
    expect(add).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242-4242-4242-4242');
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '1a23');
    expect(screen.getByRole('textbox', { name: 'CVC' })).toHaveValue('123');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '94103-');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('94103');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    expect(add).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Expiry date Month / year' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    // The picker opens at this month (kept inside its range), shown as MM/YYYY once confirmed.
    expect(await screen.findByRole('button', { name: /^Expiry date \d{2}\/\d{4}$/ })).toBeInTheDocument();
    expect(add).toBeEnabled();
    // Nothing of the card reached our API while the diner typed.
    expect(api.requests).toEqual([]);
  });
});
