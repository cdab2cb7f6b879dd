import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NOT_REPORTED, fileStatusesOf, formatDate, type CreditReport } from '@creditdesk/contracts';
import { joinName } from '../../../format';
import { FactList } from '../../../viewer/fact-list';
import { LEVEL_CHIP } from '../../../viewer/level-tones';

type SubjectSectionProps = { report: CreditReport; roleLabel: string };

/** Who the report is about: name, masked SSN, date of birth, file since, current address. */
export function SubjectSection({ report, roleLabel }: SubjectSectionProps) {
  const { subject } = report;
  const current = report.addresses.find((a) => a.type === 'current') ?? report.addresses[0];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6, letterSpacing: '0.08em' }}>
          {roleLabel}
        </Typography>
        {fileStatusesOf(report).map((status) => (
          <Chip key={status.key} size="small" color={LEVEL_CHIP[status.level]} variant={status.level === 'alarm' ? 'filled' : 'outlined'} label={status.label} />
        ))}
      </Box>
      <Typography variant="h5" component="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em', mb: 2 }}>
        {joinName(subject.firstName, subject.middleName, subject.lastName, subject.suffix)}
      </Typography>
      <FactList
        columns={{ xs: 1, sm: 2, md: 4 }}
        facts={[
          { label: 'SSN', value: subject.ssnMasked || NOT_REPORTED },
          { label: 'Date of birth', value: formatDate(subject.dateOfBirth) || NOT_REPORTED },
          { label: 'File since', value: formatDate(subject.fileSinceDate) || NOT_REPORTED },
          {
            label: 'Current address',
            value: current ? `${current.line1}, ${current.city}, ${current.state} ${current.zip}` : NOT_REPORTED,
          },
        ]}
      />
    </Paper>
  );
}
