import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { formatDateTime } from '../../../lib/format-date-time';
import { useRegisteredCompanyQuery } from '../api';
import { readRegistrationResult } from '../registration-result';
import { LogInButton } from '../../../components/log-in-button';

/** /registration/complete: the company exists; what happens next (the e-mail, the first login, the new password). */
export function RegistrationCompletePage() {
  const [result] = useState(readRegistrationResult);
  // portal.md §7 GET /customer/{id}: the company as the service holds it now (a failed read leaves the stored words alone)
  const company = useRegisteredCompanyQuery(result?.customerId ?? skipToken).data;
  const email = result ? <strong>{result.email}</strong> : 'the administrator’s e-mail address';
  return (
    <PublicPageFrame maxWidth={600}>
      <Stack spacing={2.5}>
        <Box sx={{ width: 52, height: 52, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'success.main', color: '#fff' }}>
          <CheckRounded aria-hidden="true" />
        </Box>
        <Typography variant="h4" component="h1">
          Registration Complete
        </Typography>
        <Typography>
          {result ? (
            <>
              <strong>{result.companyName}</strong> is registered on Creditdesk with account number {result.memberNumber}.
              {company && ` Registered ${formatDateTime(company.registeredAt)}; the company is ${company.status}.`}
            </>
          ) : (
            'Your company is registered on Creditdesk.'
          )}
        </Typography>
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            What happens next
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
            <li>
              We have sent an e-mail to {email} with the administrator’s user name
              {result && (
                <>
                  {' '}
                  (<strong>{result.userName}</strong>)
                </>
              )}{' '}
              and a temporary password. It may take a few minutes to arrive.
            </li>
            <li>Log in with the user name and the temporary password.</li>
            <li>Choose your own password when asked; then add your colleagues under Users &amp; Groups.</li>
          </Box>
        </Box>
        <Box sx={{ pt: 1 }}>
          <LogInButton />
        </Box>
      </Stack>
    </PublicPageFrame>
  );
}
