import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { oauthErrorSchema, type TokenSet } from '@creditdesk/contracts';
import { decodeJwtPayload } from '../../../lib/auth/jwt';
import { selectClientConfig, selectClientConfigSettled } from '../../../lib/client-config-slice';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { useLoginNavigation } from '../hooks/use-login-navigation';
import { sessionDestination } from '../login-outcome';
import { oncePerKey } from '../once-per-key';
import { SSO_MESSAGES, judgeSsoCallback, readSsoCallback } from './sso-callback';
import { ssoApi } from './sso-api';
import { takeSsoPending } from './sso-pending';

export type SsoReturn =
  | { status: 'idle' }
  | { status: 'working' }
  /** the alert to show on the login page, and the company to offer again. */
  | { status: 'failed'; message: string; idpIdentifier?: string };

type Result =
  | { kind: 'redirect'; to: string; reason?: string }
  | { kind: 'session'; tokens: TokenSet }
  | { kind: 'failed'; message: string; idpIdentifier?: string };

const completeOnce = oncePerKey<Result>();

function exchangeFailure(error: unknown): string {
  const parsed = oauthErrorSchema.safeParse((error as { data?: unknown } | undefined)?.data);
  return parsed.success ? `Single sign-on could not be completed: ${parsed.data.error_description}` : SSO_MESSAGES.failed;
}

/**
 * The return from single sign-on to /login (portal.md §4): `?code&state&iss` is checked against
 * our issuer (RFC 9207) and the state this tab sent, and exchanged with the PKCE verifier; `?error` opens the login code's page or
 * shows an alert. The URL is cleaned at once, so a reload cannot present the code again.
 */
export function useSsoReturn(): SsoReturn {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { clientId, issuer } = useSelector(selectClientConfig);
  // The login page renders before the configuration call answers (issue 30); the issuer check waits for it.
  const configSettled = useSelector(selectClientConfigSettled);
  const { toOutcomePage, startSessionAndGo } = useLoginNavigation();
  const [callback] = useState(() => readSsoCallback(new URLSearchParams(location.search)));
  const [outcome, setOutcome] = useState<SsoReturn>(callback.kind === 'none' ? { status: 'idle' } : { status: 'working' });

  useEffect(() => {
    if (callback.kind === 'none' || !configSettled) return;
    let active = true;
    void navigate('/login', { replace: true });
    const work = completeOnce(JSON.stringify(callback), async (): Promise<Result> => {
      const pending = takeSsoPending();
      const decision = judgeSsoCallback(callback, pending, issuer);
      if (decision.kind === 'redirect') return decision;
      if (decision.kind === 'alert') return { kind: 'failed', message: decision.message, idpIdentifier: pending?.idpIdentifier };
      const { code, pending: sent } = decision;
      const request = dispatch(
        ssoApi.endpoints.exchangeSsoCode.initiate({ code, codeVerifier: sent.codeVerifier, redirectUri: sent.redirectUri, clientId }),
      );
      try {
        const tokens = await request.unwrap();
        if (decodeJwtPayload(tokens.id_token)?.nonce !== sent.nonce) {
          return { kind: 'failed', message: SSO_MESSAGES.unverified, idpIdentifier: sent.idpIdentifier };
        }
        return { kind: 'session', tokens };
      } catch (error) {
        return { kind: 'failed', message: exchangeFailure(error), idpIdentifier: sent.idpIdentifier };
      }
    });
    void work.then(async (result) => {
      if (!active) return;
      if (result.kind === 'failed') setOutcome({ status: 'failed', message: result.message, idpIdentifier: result.idpIdentifier });
      else if (result.kind === 'redirect') await toOutcomePage(result.to, result.reason);
      else await startSessionAndGo(result.tokens, sessionDestination(result.tokens));
    });
    return () => {
      active = false;
    };
    // Runs once, for the URL the page was opened with, when the configuration (its issuer) is known.
  }, [configSettled]);

  return outcome;
}
