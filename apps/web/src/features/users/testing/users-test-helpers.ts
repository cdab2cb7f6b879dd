import { fireEvent, screen, within } from '@testing-library/react';
import type { FakeRequest } from '../../../testing/fake-api';
import type { renderApp } from '../../../testing/render-app';

export const queryOf = (call: FakeRequest) => Object.fromEntries(call.url.searchParams);
export const bodyOf = (call: FakeRequest) => JSON.parse(call.body) as unknown;
export const rows = () => within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row').slice(1);
export const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;
export const messagesText = () => screen.getByRole('region', { name: 'Messages' }).textContent;

/** Opens a row's actions menu and picks an item. */
export async function chooseAction(userName: string, item: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${userName}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/** Picks options of a MUI select (the list stays open for a multiple one, so Escape closes it). */
export async function pickOptions(label: string | RegExp, ...options: string[]) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  for (const option of options) fireEvent.click(within(listbox).getByRole('option', { name: option }));
  if (listbox.getAttribute('aria-multiselectable') === 'true') fireEvent.keyDown(listbox, { key: 'Escape' });
}
