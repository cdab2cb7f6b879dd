import { useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { registrationUserName } from '@creditdesk/contracts';
import type { RegistrationFormValues } from '../registration-form';

/** What is about to be registered, to check before accepting. */
export function RegistrationSummary({ control }: { control: Control<RegistrationFormValues> }) {
  const values = useWatch({ control }) as RegistrationFormValues;
  const d = values.userDetails;
  const rows: [string, string][] = [
    ['Company', values.companyName.trim()],
    ['Member number', values.memberNumber.trim()],
    ['Registration', values.registrationType === 'SSO' ? 'Single sign-on' : 'Standard'],
    ['Administrator', `${d.firstName.trim()} ${d.lastName.trim()} (${d.email.trim()})`],
    ['User name', registrationUserName(values).userName],
  ];
  return (
    <Box
      component="dl"
      aria-label="Registration summary"
      sx={{ m: 0, p: 2, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, columnGap: 2, rowGap: 0.5 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere', mb: { xs: 0.75, sm: 0 } }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
