import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SCORE_BANDS, SCORE_RANGE, scoreBandEnd, scoreBandOf, scoreGaugePosition, type CreditReport } from '@creditdesk/contracts';
import { SCORE_BAND_COLORS } from '../../../viewer/level-tones';

/** The gauge: one segment per band of the contracts' SCORE_BANDS, as in the PDF. */
const GAUGE = `linear-gradient(90deg, ${SCORE_BANDS.map((band) => {
  const from = (scoreGaugePosition(band.min) * 100).toFixed(1);
  const to = (scoreGaugePosition(scoreBandEnd(band)) * 100).toFixed(1);
  return `${SCORE_BAND_COLORS[band.key]} ${from}% ${to}%`;
}).join(', ')})`;

type ScoreSectionProps = { report: CreditReport };

function unscoredReason(report: CreditReport): string {
  if (!report.hit) return 'No credit file was found, so there is no score.';
  if (report.frozen) return 'The file is frozen, so it cannot be scored.';
  if (report.subject.deceased) return 'The consumer is reported deceased; the file is not scored.';
  return 'The file holds too little information to be scored.';
}

/** The risk score with its model, its band, where it falls on 300–850, and up to four key factors. */
export function ScoreSection({ report }: ScoreSectionProps) {
  const titleId = useId();
  const { score } = report;
  const band = score.value === null ? null : scoreBandOf(score.value);
  const bandColor = band ? SCORE_BAND_COLORS[band.key] : undefined;
  const position = score.value === null ? 0 : scoreGaugePosition(score.value) * 100;
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
            <Typography data-testid="score-value" sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1, color: bandColor, letterSpacing: '-0.02em' }}>
              {score.value}
            </Typography>
            <Typography data-testid="score-band" sx={{ fontWeight: 700, color: bandColor }}>
              {band.label}
            </Typography>
          </Box>
          <Box aria-hidden="true" sx={{ mt: 2, position: 'relative', height: 8, borderRadius: 4, background: GAUGE }}>
            <Box sx={{ position: 'absolute', top: -5, left: `calc(${position}% - 9px)`, width: 18, height: 18, borderRadius: '50%', bgcolor: '#fff', border: '4px solid', borderColor: bandColor, boxShadow: '0 1px 3px rgba(0,0,0,.25)' }} />
          </Box>
          <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.75 }}>
            <Typography variant="caption" color="text.secondary">{SCORE_RANGE.min}</Typography>
            <Typography variant="caption" color="text.secondary">{SCORE_RANGE.max}</Typography>
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
