import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PresentationLevel } from '@creditdesk/contracts';
import { LEVEL_TONES } from './level-tones';
import { ReportSection } from './report-section';

export type SummaryTile = { key: string; label: string; value: string; level: PresentationLevel };

type SummaryTilesSectionProps = {
  tiles: readonly SummaryTile[];
  title?: string;
  /** tiles a row at each width. */
  columns?: { xs?: number; sm?: number; md?: number; lg?: number };
};

const template = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

/** A product's summary tiles as its contract gives them (label, value, level), each in its level's tone. */
export function SummaryTilesSection({ tiles, title = 'Summary', columns = { xs: 2, sm: 3, md: 5 } }: SummaryTilesSectionProps) {
  const { xs = 2, sm = xs, md = sm, lg = md } = columns;
  return (
    <ReportSection title={title}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: template(xs), sm: template(sm), md: template(md), lg: template(lg) } }}>
        {tiles.map((tile) => {
          const tone = LEVEL_TONES[tile.level];
          return (
            <Box key={tile.key} data-level={tile.level} sx={{ p: 1.5, borderRadius: 1.5, bgcolor: tone.background, border: '1px solid', borderColor: tone.border, minWidth: 0 }}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', fontWeight: 500, display: 'block' }}>
                {tile.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: { xs: '1rem', sm: '1.2rem' }, color: tone.color, overflowWrap: 'break-word' }}>
                {tile.value}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </ReportSection>
  );
}
