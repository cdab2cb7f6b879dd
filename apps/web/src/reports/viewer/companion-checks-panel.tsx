import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import type { CompanionReport } from '@creditdesk/contracts';
import { LevelTag } from './level-cells';

/**
 * The checks the company runs with every credit report (issue 13: the MLA check, the OFAC screen),
 * each with its headline result and a link to its own report; a check that could not run says why and
 * links to its order page, so the officer runs it alone.
 */
export function CompanionChecksPanel({ companions }: { companions: readonly CompanionReport[] }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ mt: 2, p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <VerifiedUserOutlined color="primary" aria-hidden="true" />
        <Typography id={titleId} variant="h6" component="h2">
          Compliance checks run with this report
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, mb: 1.5 }}>
        Your company runs them with every consumer credit report. Each is a report of its own, billed and kept on its own.
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {companions.map((check) => (
          <CompanionLine key={`${check.product}-${check.applicant}`} check={check} />
        ))}
      </Box>
    </Paper>
  );
}

function CompanionLine({ check }: { check: CompanionReport }) {
  const name = `${check.productName} check`;
  const completed = check.status === 'completed';
  return (
    <Box
      component="li"
      data-testid="companion-check"
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: 1.25, borderTop: '1px solid', borderColor: 'divider' }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {check.consumerName}
          {check.applicant === 'coapplicant' ? ' · co-applicant' : ''}
        </Typography>
      </Box>
      <Box sx={{ flex: '0 1 auto' }}>
        {completed ? <LevelTag label={check.result.label} level={check.result.level} /> : <LevelTag label="Not run" level="poor" />}
      </Box>
      {completed ? (
        <Button component={RouterLink} to={`/reports/${encodeURIComponent(check.inquiryId)}`} size="small" sx={{ ml: 'auto' }} endIcon={<ArrowForwardRounded aria-hidden="true" />} aria-label={`Open report: the ${name} of ${check.consumerName}`}>
          Open report
        </Button>
      ) : (
        <>
          <Button component={RouterLink} to={`/products/${check.product}`} size="small" sx={{ ml: 'auto' }} endIcon={<ArrowForwardRounded aria-hidden="true" />} aria-label={`Run it on its own: the ${name} of ${check.consumerName}`}>
            Run it on its own
          </Button>
          <Typography variant="body2" sx={{ flex: '1 1 100%' }}>
            {check.message}
          </Typography>
        </>
      )}
    </Box>
  );
}
