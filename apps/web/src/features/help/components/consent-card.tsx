import { useState } from 'react';
import { useSelector } from 'react-redux';
import { HELP_CONSENT_HOURS } from '@creditdesk/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { httpStatusOf, serverMessageOf, type ApiError } from '../../../api/api-errors';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { formatDateTime } from '../../../lib/format-date-time';
import { useGetConsentQuery, useGrantConsentMutation, useRefreshConsentMutation, useWithdrawConsentMutation } from '../api';
import { readConsentToken, storeConsentToken } from '../consent-token';

const failure = (error: ApiError) => serverMessageOf(error) ?? 'An unexpected error has occurred. Please try again later.';

/**
 * Help consent (portal.md §7): the user lets the provider's support desk sign in as them for
 * HELP_CONSENT_HOURS hours, sees until when, extends it by as much again (GET consent/refresh_token/{token},
 * with the token its grant answered), and withdraws it (which also ends any support session).
 */
export function ConsentCard() {
  const { username, impersonatedBy } = useSelector(selectAuth);
  const consent = useGetConsentQuery();
  const [grant, granting] = useGrantConsentMutation();
  const [refresh, refreshing] = useRefreshConsentMutation();
  const [withdraw, withdrawing] = useWithdrawConsentMutation();
  const [token, setToken] = useState(() => readConsentToken(username));
  const busy = granting.isLoading || refreshing.isLoading || withdrawing.isLoading;
  const actError = granting.error ?? refreshing.error ?? withdrawing.error;
  const active = consent.data;
  const keep = (next: string | undefined) => {
    storeConsentToken(username, next);
    setToken(next ?? null);
  };
  const onGrant = async () => keep((await grant(username)).data?.consentToken);
  const onRefresh = async (held: string) => {
    const result = await refresh(held);
    // 404: no active consent of this user has it (withdrawn, ended): the token is forgotten
    if (result.data || httpStatusOf(result.error) === 404) keep(result.data?.consentToken);
  };
  const onWithdraw = async () => {
    if (!('error' in (await withdraw(username)))) keep(undefined);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        When you call Creditdesk support, the agent can look at the portal as you see it, but only if you allow it. Your consent lasts {HELP_CONSENT_HOURS} hours
        and you can withdraw it at any time; withdrawing ends any support session at once. Everything the agent does is recorded in your company&apos;s audit log
        under your name and theirs.
      </Typography>
      {consent.isLoading ? (
        <Skeleton variant="rounded" height={56} aria-label="Loading your consent" />
      ) : consent.isError ? (
        <Alert severity="error" action={<Button onClick={() => void consent.refetch()}>Retry</Button>}>
          Your consent could not be loaded.
        </Alert>
      ) : (
        <Box role="status" aria-live="polite">
          {active ? (
            <Alert severity="success" data-testid="consent-status">
              Support may act on your behalf until <strong>{formatDateTime(active.expiresAt)}</strong> (given {formatDateTime(active.grantedAt)}).
            </Alert>
          ) : (
            <Alert severity="info" data-testid="consent-status">
              You have not given support consent to act on your behalf.
            </Alert>
          )}
        </Box>
      )}
      {impersonatedBy && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          This is a support session: only the user can give or withdraw consent.
        </Alert>
      )}
      {actError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure(actError)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {active ? (
          <>
            {token && (
              <Button variant="contained" disabled={busy || !!impersonatedBy} onClick={() => void onRefresh(token)}>
                Extend by {HELP_CONSENT_HOURS} hours
              </Button>
            )}
            <Button variant="outlined" color="error" disabled={busy || !!impersonatedBy} onClick={() => void onWithdraw()}>
              Withdraw consent
            </Button>
          </>
        ) : (
          <Button variant="contained" disabled={busy || consent.isLoading || consent.isError || !!impersonatedBy} onClick={() => void onGrant()}>
            Give support consent for {HELP_CONSENT_HOURS} hours
          </Button>
        )}
      </Box>
    </Paper>
  );
}
