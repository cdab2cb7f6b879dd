import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import { INQUIRY_TYPE_LABELS, amountOwedLevel, formatDate, formatMoney, type CreditReport } from '@creditdesk/contracts';
import { LEVEL_TEXT } from '../../../viewer/level-tones';
import { SimpleTableSection } from '../../../viewer/simple-table-section';

type Inquiry = CreditReport['inquiries'][number];
type PublicRecord = CreditReport['publicRecords'][number];
type Collection = CreditReport['collections'][number];

export function InquiriesSection({ inquiries }: { inquiries: Inquiry[] }) {
  return (
    <SimpleTableSection<Inquiry>
      title="Inquiries"
      rows={inquiries}
      empty="No inquiries in the last 24 months."
      minWidth={480}
      columns={[
        { header: 'Date', cell: (i) => formatDate(i.date), nowrap: true },
        { header: 'Subscriber', cell: (i) => i.subscriber },
        {
          header: 'Type',
          cell: (i) => <Chip size="small" variant="outlined" color={i.type === 'hard' ? 'primary' : 'default'} label={INQUIRY_TYPE_LABELS[i.type]} />,
        },
      ]}
    />
  );
}

export function PublicRecordsSection({ records }: { records: PublicRecord[] }) {
  return (
    <SimpleTableSection<PublicRecord>
      title="Public records"
      rows={records}
      empty="No public records."
      minWidth={720}
      columns={[
        { header: 'Type', cell: (r) => r.type },
        { header: 'Filed', cell: (r) => formatDate(r.filedDate), nowrap: true },
        { header: 'Court', cell: (r) => r.court },
        { header: 'Docket', cell: (r) => r.docket, nowrap: true },
        { header: 'Amount', cell: (r) => formatMoney(r.amount), align: 'right' },
        { header: 'Status', cell: (r) => r.status },
      ]}
    />
  );
}

export function CollectionsSection({ collections }: { collections: Collection[] }) {
  return (
    <SimpleTableSection<Collection>
      title="Collections"
      rows={collections}
      empty="No collections."
      minWidth={720}
      columns={[
        { header: 'Agency', cell: (c) => c.agency },
        { header: 'Original creditor', cell: (c) => c.originalCreditor },
        { header: 'Assigned', cell: (c) => formatDate(c.assignedDate), nowrap: true },
        { header: 'Amount', cell: (c) => formatMoney(c.amount), align: 'right' },
        {
          header: 'Balance',
          cell: (c) => {
            const level = amountOwedLevel(c.balance);
            return (
              <Box component="span" data-level={level} sx={{ color: LEVEL_TEXT[level], fontWeight: level === 'alarm' ? 700 : undefined }}>
                {formatMoney(c.balance)}
              </Box>
            );
          },
          align: 'right',
        },
        { header: 'Status', cell: (c) => c.status },
      ]}
    />
  );
}
