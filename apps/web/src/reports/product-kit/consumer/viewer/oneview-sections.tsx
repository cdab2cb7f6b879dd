import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { EMPLOYMENT_STATUS_LEVELS, ONEVIEW_SUPPLEMENT_NOTES, RISK_INDICATOR_LEVELS, formatDate, formatMoney, type DataxReport, type TwnSelectReport } from '@creditdesk/contracts';
import { FactList } from '../../../viewer/fact-list';
import { LEVEL_CHIP } from '../../../viewer/level-tones';
import { ReportSection } from '../../../viewer/report-section';
import { SimpleTableSection } from '../../../viewer/simple-table-section';

/** oneviewplus: employment and income verified with the employer's records. */
export function EmploymentVerificationSection({ twn }: { twn: TwnSelectReport }) {
  return (
    <ReportSection title="Employment verification" actions={<Chip size="small" color={LEVEL_CHIP[EMPLOYMENT_STATUS_LEVELS[twn.status]]} label={twn.status} />}>
      <FactList
        columns={{ xs: 1, sm: 2, md: 3 }}
        facts={[
          { label: 'Employer', value: twn.employer },
          { label: 'Position', value: twn.position },
          { label: 'Hire date', value: formatDate(twn.hireDate) },
          { label: 'Annual income', value: formatMoney(twn.annualIncome) },
          { label: 'Last verified', value: formatDate(twn.lastVerifiedDate) },
        ]}
      />
    </ReportSection>
  );
}

/** oneviewplus: a supplement the order did not ask for, the company not having connected its source. */
export function NotRequestedSection({ source }: { source: keyof typeof ONEVIEW_SUPPLEMENT_NOTES }) {
  const note = ONEVIEW_SUPPLEMENT_NOTES[source];
  return (
    <ReportSection title={note.title} actions={<Chip size="small" variant="outlined" label="Not connected" />}>
      <Typography color="text.secondary">{note.notConnected}</Typography>
    </ReportSection>
  );
}

type DataxAccount = DataxReport['accounts'][number];

/** oneviewplus: alternative-data accounts (short-term and specialty lenders) and a risk indicator. */
export function AlternativeDataSection({ datax }: { datax: DataxReport }) {
  return (
    <SimpleTableSection<DataxAccount>
      title="Alternative data"
      rows={datax.accounts}
      empty="No alternative-data accounts reported."
      minWidth={560}
      actions={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Risk indicator
          </Typography>
          <Chip size="small" color={LEVEL_CHIP[RISK_INDICATOR_LEVELS[datax.riskIndicator]]} label={datax.riskIndicator} sx={{ fontWeight: 700 }} />
        </Box>
      }
      columns={[
        { header: 'Lender', cell: (a) => a.lender },
        { header: 'Type', cell: (a) => a.type },
        { header: 'Opened', cell: (a) => formatDate(a.openedDate), nowrap: true },
        { header: 'Balance', cell: (a) => formatMoney(a.balance), align: 'right' },
        { header: 'Status', cell: (a) => a.status },
      ]}
    />
  );
}
