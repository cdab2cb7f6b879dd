import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A band of a score's gauge: where it starts and ends and its colour. */
export type GaugeBand = { min: number; max: number; color: string };

type ScoreGaugeProps = {
  /** the contracts' bands in the portal's colours, lowest first. */
  bands: readonly GaugeBand[];
  /** where a score sits on the gauge, 0 to 1 (the contracts' own function, as the PDF draws it). */
  position: (score: number) => number;
  range: { min: number; max: number };
  value: number;
  /** the colour of the value's band. */
  color: string;
};

/** A score on its range: one segment a band, a marker at the value, the range's ends under it. Decorative: the value and band are in words beside it. */
function ScoreGauge({ bands, position, range, value, color }: ScoreGaugeProps) {
  const gradient = `linear-gradient(90deg, ${bands.map((band) => `${band.color} ${(position(band.min) * 100).toFixed(1)}% ${(position(band.max) * 100).toFixed(1)}%`).join(', ')})`;
  return (
    <>
      <Box aria-hidden="true" sx={{ mt: 2, position: 'relative', height: 8, borderRadius: 4, background: gradient }}>
        <Box
          sx={{
            position: 'absolute',
            top: -5,
            left: `calc(${position(value) * 100}% - 9px)`,
            width: 18,
            height: 18,
            borderRadius: '50%',
            bgcolor: '#fff',
            border: '4px solid',
            borderColor: color,
            boxShadow: '0 1px 3px rgba(0,0,0,.25)',
          }}
        />
      </Box>
      <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.75 }}>
        <Typography variant="caption" color="text.secondary">
          {range.min}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {range.max}
        </Typography>
      </Box>
    </>
  );
}

/** A score's key factors, strongest first: each reason code in a badge and its words. Nothing when none. */
function ScoreFactors({ reasons }: { reasons: readonly { code: string; text: string }[] }) {
  if (reasons.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        Key factors
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {reasons.map((reason) => (
          <Box component="li" key={reason.code} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
            <Box
              component="span"
              sx={{ flex: 'none', minWidth: 30, px: 0.75, py: 0.25, borderRadius: 1, bgcolor: '#eef2f8', color: 'primary.main', fontWeight: 700, fontSize: '0.78rem', textAlign: 'center' }}
            >
              {reason.code}
            </Box>
            <Typography variant="body2">{reason.text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** A score as a report holds it: its value in the contracts' band, or why there is none. */
export type ScoreReading = { value: number; bandLabel: string; color: string } | { value: null; unscored: string };

type ScorePanelProps = {
  title: string;
  model: string;
  reading: ScoreReading;
  /** the gauge's bands, position and range: the contracts' declarations in the portal's colours. */
  gauge: Omit<ScoreGaugeProps, 'value' | 'color'>;
  reasons: readonly { code: string; text: string }[];
  /** the word shown for a missing score. */
  noScore?: string;
};

/**
 * A report's score as its PDF draws it: the model, the value in its band's colour with the band's
 * words and the gauge, or why there is none; then the key factors. The credit score and the
 * recovery score read this way.
 */
export function ScorePanel({ title, model, reading, gauge, reasons, noScore = 'No score' }: ScorePanelProps) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography id={titleId} variant="h6" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {model}
      </Typography>
      {reading.value === null ? (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ fontSize: '2.25rem', fontWeight: 800, color: 'text.secondary', lineHeight: 1.1 }}>{noScore}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {reading.unscored}
          </Typography>
        </Box>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mt: 1.5 }}>
            <Typography data-testid="score-value" sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1, color: reading.color, letterSpacing: '-0.02em' }}>
              {reading.value}
            </Typography>
            <Typography data-testid="score-band" sx={{ fontWeight: 700, color: reading.color }}>
              {reading.bandLabel}
            </Typography>
          </Box>
          <ScoreGauge {...gauge} value={reading.value} color={reading.color} />
        </>
      )}
      <ScoreFactors reasons={reasons} />
    </Paper>
  );
}
