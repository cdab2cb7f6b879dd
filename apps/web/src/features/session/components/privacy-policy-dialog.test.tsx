import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS, privacyNeverShowKey } from '../../../lib/auth/storage-keys';
import { PrivacyPolicyDialog } from './privacy-policy-dialog';

describe('privacy policy dialog', () => {
  it('shows after login and records the agreement for this session', () => {
    render(<PrivacyPolicyDialog username="demo.admin" />);
    expect(screen.getByRole('dialog', { name: 'Privacy Policy' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(sessionStorage.getItem(SESSION_KEYS.privacyAgreed)).toBe('true');
    expect(localStorage.getItem(privacyNeverShowKey('demo.admin'))).toBeNull();
  });

  it('is not shown again in the same session', () => {
    sessionStorage.setItem(SESSION_KEYS.privacyAgreed, 'true');
    render(<PrivacyPolicyDialog username="demo.admin" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('remembers "never display" for that user only', () => {
    const { unmount } = render(<PrivacyPolicyDialog username="demo.admin" />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Do not display this again' }));
    fireEvent.click(screen.getByRole('button', { name: 'I Agree' }));
    unmount();
    sessionStorage.clear(); // a later session
    const again = render(<PrivacyPolicyDialog username="Demo.Admin" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    again.unmount();
    render(<PrivacyPolicyDialog username="demo.user" />);
    expect(screen.getByRole('dialog', { name: 'Privacy Policy' })).toBeTruthy();
  });
});
