import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { type ListColumn, ListTable } from '../../../components/list/list-table';
import { type CardFact, PhoneCards } from '../../../components/list/phone-cards';
import type { ListSorting } from '../../../lib/list-sort-url';
import type { InquiryListItem } from '@creditdesk/contracts';
import { formatDate } from '@creditdesk/contracts';
import { formatTime } from '../../../reports/format';
import { OrderAnotherProduct } from '../../../reports/order/order-another-product';
import { ReportStatusChip } from './report-status-chip';

type ReportsTableProps = {
  rows: readonly InquiryListItem[] | undefined;
  loading: boolean;
  /** the link that opens a report at its own address (/reports/:inquiryId), with the list to come back to. */
  openLink: (item: InquiryListItem) => { to: string; state: unknown };
  onDelete: (item: InquiryListItem) => void;
  sorting: ListSorting;
};

// the sortable headers name My Reports' declared columns (MY_REPORTS_SORT)
const COLUMNS: ListColumn[] = [
  { label: 'Date / time', sortKey: 'createdAt' },
  { label: 'Product', sortKey: 'productName' },
  { label: 'Consumer', sortKey: 'consumerName' },
  'SSN',
  { label: 'Reference', sortKey: 'customerReferenceNumber' },
  { label: 'Account number', sortKey: 'accountNumber' },
  { label: 'User', sortKey: 'userName' },
  { label: 'Status', sortKey: 'status' },
  'Actions',
];

const dateTime = (item: InquiryListItem) => (
  <>
    {formatDate(item.createdAt)}
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {formatTime(item.createdAt)}
    </Typography>
  </>
);

function ConsumerLink({ item, openLink }: { item: InquiryListItem; openLink: ReportsTableProps['openLink'] }) {
  return (
    <>
      <Link component={RouterLink} {...openLink(item)} sx={{ fontWeight: 600, whiteSpace: { sm: 'nowrap' }, overflowWrap: 'anywhere' }} underline="always">
        {item.consumerName}
      </Link>
      {item.coApplicantName && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: { sm: 'nowrap' } }}>
          with {item.coApplicantName}
        </Typography>
      )}
    </>
  );
}

function DeleteButton({ item, onDelete }: { item: InquiryListItem; onDelete: (item: InquiryListItem) => void }) {
  return (
    <Tooltip title="Delete report">
      <IconButton size="small" onClick={() => onDelete(item)} aria-label={`Delete the report for ${item.consumerName}`}>
        <DeleteOutlineRounded fontSize="small" aria-hidden="true" />
      </IconButton>
    </Tooltip>
  );
}

/** A phone card's facts: the table's columns but the consumer, status and actions (the card's head). */
const CARD_FACTS: readonly CardFact<InquiryListItem>[] = [
  { label: 'Date / time', cell: dateTime },
  { label: 'Product', cell: (item) => item.productName },
  { label: 'SSN', cell: (item) => item.ssnMasked },
  { label: 'Reference', cell: (item) => item.customerReferenceNumber },
  { label: 'Account number', cell: (item) => item.accountNumber },
  { label: 'User', cell: (item) => item.userName },
];

/**
 * My Reports' rows; the consumer's name opens the report. A table from the small-tablet width up
 * (scrolls sideways), and on a phone a card a report with the same facts and actions.
 */
export function ReportsTable({ rows, loading, openLink, onDelete, sorting }: ReportsTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone && rows) {
    return (
      <PhoneCards
        label="Reports"
        items={rows}
        keyOf={(item) => item.id}
        loading={loading}
        columns={COLUMNS}
        sorting={sorting}
        facts={CARD_FACTS}
        head={(item) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0, pt: 0.25 }}>
              <ConsumerLink item={item} openLink={openLink} />
            </Box>
            <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexShrink: 0 }}>
              <ReportStatusChip status={item.status} outcome={item.outcome} alertStatus={item.alertStatus} />
              <OrderAnotherProduct inquiryId={item.id} consumerName={item.consumerName} variant="icon" />
              <DeleteButton item={item} onDelete={onDelete} />
            </Box>
          </Box>
        )}
      />
    );
  }
  return (
    <ListTable
      label="Reports"
      regionLabel="Report list"
      columns={COLUMNS}
      minWidth={960}
      loading={loading}
      sorting={sorting}
      rows={rows?.map((item) => (
        <TableRow key={item.id} hover>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(item)}</TableCell>
          <TableCell sx={{ maxWidth: 150 }}>{item.productName}</TableCell>
          <TableCell sx={{ minWidth: 170 }}>
            <ConsumerLink item={item} openLink={openLink} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{item.ssnMasked}</TableCell>
          <TableCell sx={{ maxWidth: 180, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={item.customerReferenceNumber}>
            {item.customerReferenceNumber}
          </TableCell>
          <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{item.accountNumber}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.userName}</TableCell>
          <TableCell>
            <ReportStatusChip status={item.status} outcome={item.outcome} alertStatus={item.alertStatus} />
          </TableCell>
          <TableCell align="right">
            <Box sx={{ display: 'inline-flex' }}>
              <OrderAnotherProduct inquiryId={item.id} consumerName={item.consumerName} variant="icon" />
              <DeleteButton item={item} onDelete={onDelete} />
            </Box>
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
