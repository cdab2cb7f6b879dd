import { useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  type EletterType,
  type MergeValues,
  blockText,
  fillLetter,
  isAdverseEletterType,
  parseLetterBody,
  sampleMergeValues,
} from '@creditdesk/contracts';
import { LetterSheet, type Letterhead } from './letter-sheet';

const SAMPLES: MergeValues = sampleMergeValues();

const text = (value: string | readonly string[] | undefined): string => (typeof value === 'string' ? value : (value ?? []).join(', '));
const lines = (value: string | readonly string[] | undefined): string[] => (typeof value === 'string' ? [value] : [...(value ?? [])]);

/** The sample letterhead: the company, the date and the recipient from the merge fields' samples. */
export const SAMPLE_LETTERHEAD: Letterhead = {
  company: { name: text(SAMPLES['company.name']), address: lines(SAMPLES['company.address']), phone: text(SAMPLES['company.phone']) },
  date: text(SAMPLES.date),
  recipient: { name: text(SAMPLES['consumer.name']), address: lines(SAMPLES['consumer.address']) },
};

/** A subject line filled like the body (it may hold merge fields). */
export const fillSubject = (subject: string, values: MergeValues): string => fillLetter(parseLetterBody(subject), values).map(blockText).join(' ');

type TemplatePreviewProps = { subject: string; body: string; eletterType: EletterType | '' };

/**
 * The editor's live preview: the body parsed and filled by the contracts' parser with every merge
 * field's sample value, in the letter's own layout; an adverse-action type shows where its required
 * section goes. It follows the typing a frame behind, so a long body never slows the editor.
 */
export function TemplatePreview({ subject, body, eletterType }: TemplatePreviewProps) {
  const shownBody = useDeferredValue(body);
  const shownSubject = useDeferredValue(subject);
  const blocks = useMemo(() => fillLetter(parseLetterBody(shownBody), SAMPLES), [shownBody]);
  const adverse = eletterType !== '' && isAdverseEletterType(eletterType);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Filled with sample values. A letter built from a report takes that report’s consumer, score and key factors.
      </Typography>
      <LetterSheet label="Letter preview" letterhead={SAMPLE_LETTERHEAD} subject={fillSubject(shownSubject, SAMPLES)} body={blocks} disclosures={adverse ? 'note' : []} />
    </Box>
  );
}
