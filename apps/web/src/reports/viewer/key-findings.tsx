import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import type { PresentationLevel } from '@creditdesk/contracts';
import { LEVEL_TEXT, LEVEL_TONES } from './level-tones';
import { ReportSection } from './report-section';

/**
 * A finding in words; a coded one (an ID Report's risk indicator, a DTEC warning) has its title, its
 * severity and its code above the text.
 */
export type KeyFinding = { text: string; level: PresentationLevel; title?: string; severity?: string; code?: string };

const LEVEL_ICON: Record<PresentationLevel, typeof InfoOutlined> = {
  neutral: InfoOutlined,
  good: CheckCircleOutlineRounded,
  fair: ReportProblemOutlined,
  poor: ReportProblemOutlined,
  alarm: ErrorOutlineRounded,
};

/**
 * A product's key findings, as its contract words them, in their order: what a reader must see
 * first. Each in its level's tone (the same levels the PDF's findings box reads). Nothing when none.
 */
export function KeyFindingsSection({ findings, title = 'Key findings' }: { findings: readonly KeyFinding[]; title?: string }) {
  if (findings.length === 0) return null;
  return (
    <ReportSection title={title}>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {findings.map((finding, index) => {
          const tone = LEVEL_TONES[finding.level];
          const Icon = LEVEL_ICON[finding.level];
          return (
            <Box
              component="li"
              key={index}
              data-level={finding.level}
              sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', px: 1.5, py: 1.1, borderRadius: 1.5, bgcolor: tone.background, border: '1px solid', borderColor: tone.border }}
            >
              <Icon fontSize="small" aria-hidden="true" sx={{ mt: '2px', color: LEVEL_TEXT[finding.level] ?? 'text.secondary', flex: 'none' }} />
              {finding.title ? (
                <Box sx={{ minWidth: 0 }}>
                  <Box sx={{ display: 'flex', alignItems: 'baseline', columnGap: 1, rowGap: 0.25, flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{finding.title}</Typography>
                    {finding.severity && (
                      <Typography component="span" variant="caption" sx={{ fontWeight: 700, color: LEVEL_TEXT[finding.level] ?? 'text.secondary' }}>
                        {finding.severity}
                      </Typography>
                    )}
                    {finding.code && (
                      <Typography component="span" variant="caption" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', color: 'text.secondary' }}>
                        {finding.code}
                      </Typography>
                    )}
                  </Box>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {finding.text}
                  </Typography>
                </Box>
              ) : (
                <Typography sx={{ overflowWrap: 'anywhere' }}>{finding.text}</Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </ReportSection>
  );
}
