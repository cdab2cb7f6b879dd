import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import { ADVERSE_ACTION_HEADINGS, type FilledBlock, type Letter, type LetterLanguage } from '@creditdesk/contracts';
import { LetterBlocks } from './letter-blocks';

export type Letterhead = Letter['letterhead'];

type LetterSheetProps = {
  /** the region's accessible name ("Letter preview"). */
  label: string;
  /** the letter's language (contracts' LETTER_LANGUAGES): a screen reader speaks the sheet in it. */
  language?: LetterLanguage;
  letterhead: Letterhead;
  subject: string;
  body: readonly FilledBlock[];
  /**
   * The required adverse-action section: its filled blocks (a letter built from a report), 'note' for
   * a template's preview (the section is built from each report, so a note says what it will hold),
   * or nothing for a letter that is not an adverse-action notice.
   */
  disclosures: readonly FilledBlock[] | 'note';
};

/** What the required section holds, named as the letter heads it (the contracts' headings). */
const SECTION_PARTS = [
  'The creditor: your company’s name, address and telephone',
  ADVERSE_ACTION_HEADINGS.reasons,
  ADVERSE_ACTION_HEADINGS.agency,
  ADVERSE_ACTION_HEADINGS.score,
  ADVERSE_ACTION_HEADINGS.keyFactors,
  `${ADVERSE_ACTION_HEADINGS.ecoa}, with your federal regulator`,
];

/**
 * A letter as it will look on paper: the company's letterhead, the date, the recipient's address
 * block, the subject, the body and the required adverse-action section. The template editor's live
 * preview and a letter built from a report both render through it (and the blocks through
 * LetterBlocks), so what the writer sees is what the PDF prints.
 */
export function LetterSheet({ label, language = 'en', letterhead, subject, body, disclosures }: LetterSheetProps) {
  const { company, date, recipient } = letterhead;
  return (
    <Box
      component="article"
      aria-label={label}
      lang={language}
      sx={{
        bgcolor: '#fff',
        color: '#1d2433',
        border: '1px solid #dfe3eb',
        borderRadius: 1,
        boxShadow: '0 1px 2px rgba(16,24,40,0.06), 0 8px 24px rgba(16,24,40,0.08)',
        px: { xs: 2.5, sm: 5 },
        py: { xs: 3, sm: 5 },
        fontSize: { xs: '0.9rem', sm: '0.95rem' },
        lineHeight: 1.55,
        overflowWrap: 'anywhere',
      }}
    >
      <Box component="header" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box>
          <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.15em', color: 'primary.main', letterSpacing: '-0.01em' }}>
            {company.name}
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal', color: 'text.secondary', fontSize: '0.9em', whiteSpace: 'pre-line' }}>
            {[...company.address, company.phone].filter(Boolean).join('\n')}
          </Box>
        </Box>
        <Typography component="p" sx={{ fontSize: '0.95em' }}>
          {date}
        </Typography>
      </Box>
      <Divider sx={{ my: 2.5, borderColor: 'primary.main', opacity: 0.35 }} />
      <Box component="address" aria-label="Recipient" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line', mb: 3 }}>
        {[recipient.name, ...recipient.address].join('\n')}
      </Box>
      {subject && (
        <Typography component="p" sx={{ fontWeight: 700, mb: 1.5, fontSize: '1em' }}>
          {subject}
        </Typography>
      )}
      <LetterBlocks blocks={body} />
      {disclosures === 'note' ? (
        <RequiredSectionNote />
      ) : (
        disclosures.length > 0 && (
          <Box component="section" aria-label="Required adverse-action section" sx={{ mt: 3, pt: 1, borderTop: '1px solid #dfe3eb', fontSize: '0.93em' }}>
            <LetterBlocks blocks={disclosures} />
          </Box>
        )
      )}
    </Box>
  );
}

/** In a template's preview: where the required section goes, and what each letter's report fills it with. */
function RequiredSectionNote() {
  return (
    <Box
      component="aside"
      aria-label="Required adverse-action section"
      sx={{ mt: 3, p: 2, border: '1px dashed', borderColor: 'primary.light', borderRadius: 1, bgcolor: 'rgba(11,58,117,0.04)', fontSize: '0.9em' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
        <GavelOutlined fontSize="small" color="primary" aria-hidden="true" />
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '1em' }}>
          {ADVERSE_ACTION_HEADINGS.section}
        </Typography>
      </Box>
      <Typography component="p" sx={{ fontSize: '1em', color: 'text.secondary' }}>
        Added here to every letter of this type, filled from the letter’s own report (FCRA 615(a), Regulation B 1002.9): you do not write it.
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.75, pl: 2.5, color: 'text.secondary' }}>
        {SECTION_PARTS.map((part) => (
          <li key={part}>{part}</li>
        ))}
      </Box>
    </Box>
  );
}
