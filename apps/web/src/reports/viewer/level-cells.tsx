import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PresentationLevel } from '@creditdesk/contracts';
import { LEVEL_CHIP, LEVEL_TEXT } from './level-tones';

/*
 * The cells the products' report tables share: a coded value in its contracts level, and a record's
 * main line over a quieter one.
 */

/** A label in its level's chip; a neutral one as quiet text. */
export function LevelTag({ label, level }: { label: string; level: PresentationLevel }) {
  if (level === 'neutral')
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
    );
  // a long label wraps inside its chip rather than being cut off in a phone's narrow card
  return (
    <Chip
      size="small"
      variant="outlined"
      color={LEVEL_CHIP[level]}
      label={label}
      data-level={level}
      sx={{ fontWeight: 600, height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}

/** A value in its level's ink (plain for neutral), for facts that judge. */
export function LevelText({ children, level }: { children: string; level: PresentationLevel }) {
  return (
    <Box component="span" data-level={level} sx={{ color: LEVEL_TEXT[level] }}>
      {children}
    </Box>
  );
}

/** A record's main line, with a quieter line under it when there is one. */
export function Stacked({ main, sub, strong }: { main: string; sub?: string; strong?: boolean }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500 }}>
        {main}
      </Typography>
      {sub && (
        <Typography variant="caption" color="text.secondary">
          {sub}
        </Typography>
      )}
    </>
  );
}
