import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { type ListColumn, ListTable } from '../../../components/list/list-table';
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

/** My Reports' rows; the consumer's name opens the report. Scrolls sideways on a narrow screen. */
export function ReportsTable({ rows, loading, openLink, onDelete, sorting }: ReportsTableProps) {
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
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(item.createdAt)}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {formatTime(item.createdAt)}
            </Typography>
          </TableCell>
          <TableCell sx={{ maxWidth: 150 }}>{item.productName}</TableCell>
          <TableCell sx={{ minWidth: 170 }}>
            <Link component={RouterLink} {...openLink(item)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} underline="always">
              {item.consumerName}
            </Link>
            {item.coApplicantName && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                with {item.coApplicantName}
              </Typography>
            )}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{item.ssnMasked}</TableCell>
          <TableCell sx={{ maxWidth: 180, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={item.customerReferenceNumber}>
            {item.customerReferenceNumber}
          </TableCell>
          <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{item.accountNumber}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.userName}</TableCell>
          <TableCell>
            <ReportStatusChip status={item.status} outcome={item.outcome} />
          </TableCell>
          <TableCell align="right">
            <Box sx={{ display: 'inline-flex' }}>
              <OrderAnotherProduct inquiryId={item.id} consumerName={item.consumerName} variant="icon" />
              <Tooltip title="Delete report">
                <IconButton size="small" onClick={() => onDelete(item)} aria-label={`Delete the report for ${item.consumerName}`}>
                  <DeleteOutlineRounded fontSize="small" aria-hidden="true" />
                </IconButton>
              </Tooltip>
            </Box>
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
