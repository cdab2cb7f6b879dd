import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageAdded } from '../lib/messages-slice';
import { ADMIN_AUTH } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

describe('global message area', () => {
  it('shows messages under the header and clears them on a route change', async () => {
    const { store, router } = renderApp({ path: '/', auth: ADMIN_AUTH });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    act(() => {
      store.dispatch(messageAdded({ status: 'success', content: 'Saved the thing.' }));
      store.dispatch(messageAdded({ status: 'error', content: 'Something failed.' }));
    });
    const area = screen.getByRole('region', { name: 'Messages' });
    expect(within(area).getAllByRole('alert')).toHaveLength(2);

    await act(() => router.navigate('/products'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
    expect(store.getState().messages.items).toEqual([]);
  });

  it('keeps a message added after the navigation finished, and removes one on dismiss', async () => {
    const { store, router } = renderApp({ path: '/', auth: ADMIN_AUTH });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await act(() => router.navigate('/users'));
    act(() => {
      store.dispatch(messageAdded({ status: 'success', content: 'User added.' }));
    });
    expect(await screen.findByText('User added.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('User added.')).toBeNull();
  });

  it('does not clear messages when only the query string changes', async () => {
    const { store, router } = renderApp({ path: '/users', auth: ADMIN_AUTH });
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    act(() => {
      store.dispatch(messageAdded({ status: 'fail', content: 'Could not load.' }));
    });
    await act(() => router.navigate('/users?page=2'));
    expect(screen.getByText('Could not load.')).toBeTruthy();
  });
});
