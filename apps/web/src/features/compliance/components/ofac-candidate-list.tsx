import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { OFAC_MATCHED_AS_LABELS, formatOfacScore, ofacCandidateStrength, type OfacCandidate } from '@creditdesk/contracts';
import { LevelTag } from '../../../reports/viewer/level-cells';

type OfacCandidateListProps = { candidates: readonly OfacCandidate[]; confirmedEntNum?: number | null };

const joined = (items: readonly string[]) => items.join(' · ');

/**
 * The screen's candidates as a reviewer compares them with the applicant: the listed name, score,
 * programs, the name or alias that matched and why, and the listed dates of birth and countries.
 * One card each, so it reads the same on a phone.
 */
export function OfacCandidateList({ candidates, confirmedEntNum }: OfacCandidateListProps) {
  return (
    <Box component="ol" aria-label="Candidates" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {candidates.map((c) => {
        const strength = ofacCandidateStrength(c);
        const confirmed = c.entNum === confirmedEntNum;
        return (
          <Box
            component="li"
            key={c.entNum}
            aria-label={`${c.listedName}, entry ${c.entNum}`}
            sx={{ border: 1, borderColor: confirmed ? 'error.main' : 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{c.listedName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Entry {c.entNum} · {c.type} · {c.programs.length > 0 ? joined(c.programs) : 'no program'}
                </Typography>
              </Box>
              {confirmed && <Chip size="small" color="error" label="Confirmed match" sx={{ fontWeight: 600 }} />}
              <LevelTag label={`${strength.label} ${formatOfacScore(c.score)}`} level={strength.level} />
            </Box>
            <Box component="dl" sx={{ m: 0, mt: 1.25, display: 'grid', gap: 0.75, gridTemplateColumns: { xs: '1fr', sm: '130px minmax(0, 1fr)' }, '& dt': { color: 'text.secondary', fontSize: '0.8rem' }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
              <dt>Matched name</dt>
              <dd>
                {c.matchedName} <Typography component="span" variant="body2" color="text.secondary">({OFAC_MATCHED_AS_LABELS[c.matchedAs]})</Typography>
              </dd>
              <dt>Why</dt>
              <dd>
                <Box component="ul" sx={{ m: 0, pl: 2.25 }}>
                  {c.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </Box>
              </dd>
              {c.birthDates.length > 0 && (
                <>
                  <dt>Listed birth dates</dt>
                  <dd>{joined(c.birthDates)}</dd>
                </>
              )}
              {c.countries.length > 0 && (
                <>
                  <dt>Countries</dt>
                  <dd>{joined(c.countries)}</dd>
                </>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
