import { useState } from 'react';
import { useSelector } from 'react-redux';
import { loginOutcomeRoute, type IdpDetails } from '@creditdesk/contracts';
import { pageNavigation } from '../../../lib/browser';
import { selectClientConfig } from '../../../lib/client-config-slice';
import { useLoginNavigation } from '../hooks/use-login-navigation';
import { buildAuthorizeRequest } from './authorize-request';
import { useLazyGetIdpDetailsQuery } from './sso-api';
import { saveSsoPending } from './sso-pending';

export type SsoStartState =
  | { status: 'idle' }
  | { status: 'looking' }
  | { status: 'found'; details: IdpDetails }
  | { status: 'redirecting'; details: IdpDetails }
  | { status: 'error'; message: string };

export const SSO_LOOKUP_FAILED = 'We could not look up your company just now. Please try again.';
const NOT_CONFIGURED = loginOutcomeRoute(1015) ?? '/login-error/sso-not-configured';

/** Finds the company's provider by its identifier (its name shows first), then leaves for it with PKCE. */
export function useSsoStart() {
  const [fetchDetails] = useLazyGetIdpDetailsQuery();
  const { clientId } = useSelector(selectClientConfig);
  const { toOutcomePage } = useLoginNavigation();
  const [state, setState] = useState<SsoStartState>({ status: 'idle' });

  const find = async (identifier: string) => {
    setState({ status: 'looking' });
    const result = await fetchDetails(identifier.trim());
    if (result.data) return setState({ status: 'found', details: result.data });
    const status = (result.error as { status?: unknown } | undefined)?.status;
    // No provider under that identifier: the 1015 outcome ("single sign-on is not set up").
    if (status === 404) return void toOutcomePage(NOT_CONFIGURED);
    setState({ status: 'error', message: SSO_LOOKUP_FAILED });
  };

  const start = async (details: IdpDetails) => {
    setState({ status: 'redirecting', details });
    try {
      const { url, pending } = await buildAuthorizeRequest({
        clientId,
        origin: window.location.origin,
        idpIdentifier: details.identifier,
        displayName: details.displayName,
      });
      saveSsoPending(pending);
      pageNavigation.assign(url);
    } catch {
      setState({ status: 'error', message: SSO_LOOKUP_FAILED });
    }
  };

  const reset = () => setState({ status: 'idle' });

  return { state, find, start, reset };
}
