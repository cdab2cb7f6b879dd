import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CreditReport } from '@creditdesk/contracts';
import { SCORE_MAX, SCORE_MIN, scoreBand } from './score-bands';

type ScoreSectionProps = { report: CreditReport };

function unscoredReason(report: CreditReport): string {
  if (!report.hit) return 'No credit file was found, so there is no score.';
  if (report.frozen) return 'The file is frozen, so it cannot be scored.';
  if (report.subject.deceased) return 'The consumer is reported deceased; the file is not scored.';
  return 'The file holds too little information to be scored.';
}

/** The risk score with its model, where it falls on 300–850, and up to four key factors. */
export function ScoreSection({ report }: ScoreSectionProps) {
  const titleId = useId();
  const { score } = report;
  const band = score.value === null ? null : scoreBand(score.value);
  const position = score.value === null ? 0 : ((score.value - SCORE_MIN) / (SCORE_MAX - SCORE_MIN)) * 100;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography id={titleId} variant="h6" component="h3">
        Credit score
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {score.model}
      </Typography>
      {score.value === null || !band ? (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ fontSize: '2.25rem', fontWeight: 800, color: 'text.secondary', lineHeight: 1.1 }}>No score</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {unscoredReason(report)}
          </Typography>
        </Box>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mt: 1.5 }}>
            <Typography data-testid="score-value" sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1, color: band.color, letterSpacing: '-0.02em' }}>
              {score.value}
            </Typography>
            <Typography sx={{ fontWeight: 700, color: band.color }}>{band.label}</Typography>
          </Box>
          <Box aria-hidden="true" sx={{ mt: 2, position: 'relative', height: 8, borderRadius: 4, background: 'linear-gradient(90deg, #b3261e 0%, #b86e00 40%, #8a8a12 65%, #3f8f3a 80%, #1e7b4a 100%)' }}>
            <Box sx={{ position: 'absolute', top: -5, left: `calc(${position}% - 9px)`, width: 18, height: 18, borderRadius: '50%', bgcolor: '#fff', border: '4px solid', borderColor: band.color, boxShadow: '0 1px 3px rgba(0,0,0,.25)' }} />
          </Box>
          <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.75 }}>
            <Typography variant="caption" color="text.secondary">{SCORE_MIN}</Typography>
            <Typography variant="caption" color="text.secondary">{SCORE_MAX}</Typography>
          </Box>
        </>
      )}
      {score.reasons.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
            Key factors
          </Typography>
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {score.reasons.map((reason) => (
              <Box component="li" key={reason.code} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
                <Box component="span" sx={{ flex: 'none', minWidth: 30, px: 0.75, py: 0.25, borderRadius: 1, bgcolor: '#eef2f8', color: 'primary.main', fontWeight: 700, fontSize: '0.78rem', textAlign: 'center' }}>
                  {reason.code}
                </Box>
                <Typography variant="body2">{reason.text}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
