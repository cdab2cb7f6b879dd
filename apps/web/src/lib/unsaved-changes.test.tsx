import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@creditdesk/contracts';
import { BlockUserDialog } from '../features/users/components/block-user-dialog';
import { ADMIN_AUTH } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { lettersApi } from '../features/letters/testing/fake-letters-api';
import { fakeApi, json } from '../testing/fake-api';
import { useUnsavedChanges } from './unsaved-changes';

/*
 * The unsaved-changes warning beyond in-portal navigation (issue 33): a reload or a closed tab while a
 * form is dirty, a dialog's form closed with changes, and the sign-in and registration forms.
 */

/** What the browser decides on a reload or a closed tab: true when the page asks "Leave site?". */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function Form({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(dirty);
  return null;
}

afterEach(() => vi.unstubAllGlobals());

describe('a reload or a closed tab', () => {
  it('asks while a registered form is dirty, and not once it is clean or gone', () => {
    const view = render(<Form dirty={false} />);
    expect(unloadAsks()).toBe(false);
    view.rerender(<Form dirty />);
    expect(unloadAsks()).toBe(true);
    view.rerender(<Form dirty={false} />);
    expect(unloadAsks()).toBe(false);
    view.rerender(<Form dirty />);
    view.unmount();
    expect(unloadAsks()).toBe(false);
  });

  it('asks while any of two forms is dirty', () => {
    const view = render(
      <>
        <Form dirty />
        <Form dirty={false} />
      </>,
    );
    expect(unloadAsks()).toBe(true);
    view.rerender(
      <>
        <Form dirty={false} />
        <Form dirty />
      </>,
    );
    expect(unloadAsks()).toBe(true);
    view.unmount();
    expect(unloadAsks()).toBe(false);
  });
});

const USER = { userName: 'jane.doe', firstName: 'Jane', lastName: 'Doe' } as AdminUser;

describe('a dialog with a form', () => {
  it('Block user: closing with a reason typed asks first; Keep editing keeps it, Discard closes', async () => {
    const onCancel = vi.fn();
    render(<BlockUserDialog user={USER} busy={false} onCancel={onCancel} onConfirm={() => undefined} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Block jane.doe?' });
    const reason = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^Reason/ });
    fireEvent.change(reason, { target: { value: 'Left the company' } });
    expect(unloadAsks()).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Discard your changes?' })).toBeNull());
    expect(reason.value).toBe('Left the company');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Block user: closing with nothing typed closes at once', async () => {
    const onCancel = vi.fn();
    render(<BlockUserDialog user={USER} busy={false} onCancel={onCancel} onConfirm={() => undefined} />);
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Block jane.doe?' })).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog', { name: 'Discard your changes?' })).toBeNull();
    expect(unloadAsks()).toBe(false);
  });

  it('Add Reason Code: closing with a code typed asks first, and Discard closes the dialog', async () => {
    lettersApi({ codes: [] });
    renderApp({ path: '/letter-templates?tab=reason-codes', auth: { ...ADMIN_AUTH, subscriptionList: ['storage', 'eletters'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Reason Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Reason Code' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Code/ }), { target: { value: 'DL9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    // still open beneath the question (hidden from assistive tech while it is asked)
    expect(screen.getByRole('dialog', { name: 'Add Reason Code', hidden: true })).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Reason Code' })).toBeNull());
    expect(unloadAsks()).toBe(false);
  });
});

describe('sign-in and registration', () => {
  const publicApi = () => fakeApi(() => json({ status: 404, message: 'Not found', correlationId: 'c' }, 404));

  it('sign-in: a typed User ID asks before leaving and on a reload, but "Forgot password?" goes at once', async () => {
    publicApi();
    const { router } = renderApp({ path: '/login' });
    const userId = await screen.findByRole('textbox', { name: /^User ID/ });
    expect(unloadAsks()).toBe(false);
    fireEvent.change(userId, { target: { value: 'demo.admin' } });
    await waitFor(() => expect(unloadAsks()).toBe(true));

    await act(() => router.navigate('/'));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/login');

    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).toBeNull();
    expect(unloadAsks()).toBe(false);
  });

  it('registration: a half-filled form asks before leaving and on a reload', async () => {
    publicApi();
    const { router } = renderApp({ path: '/registration' });
    const first = (await screen.findAllByRole('textbox'))[0];
    fireEvent.change(first, { target: { value: '1002' } });
    await waitFor(() => expect(unloadAsks()).toBe(true));
    await act(() => router.navigate('/login'));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(unloadAsks()).toBe(false);
  });
});
