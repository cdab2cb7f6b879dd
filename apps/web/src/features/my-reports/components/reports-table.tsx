import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { InquiryListItem } from '@creditdesk/contracts';
import { formatDateAndTime } from '../../../reports/format';
import { ReportStatusChip } from './report-status-chip';

type ReportsTableProps = {
  rows: readonly InquiryListItem[] | undefined;
  loading: boolean;
  /** the link that opens a report (the list's URL with ?inquiry=). */
  openHref: (item: InquiryListItem) => string;
  onDelete: (item: InquiryListItem) => void;
};

const COLUMNS = ['Date / time', 'Product', 'Consumer', 'SSN', 'Reference', 'Account number', 'User', 'Status', 'Actions'];

/** My Reports' rows; the consumer's name opens the report. Scrolls sideways on a narrow screen. */
export function ReportsTable({ rows, loading, openHref, onDelete }: ReportsTableProps) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Reports" sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}>
      <Table
        size="small"
        aria-label="Reports"
        aria-busy={loading}
        sx={{
          minWidth: 1040,
          '& th': { fontWeight: 600, color: 'text.secondary', fontSize: '0.78rem', whiteSpace: 'nowrap', bgcolor: '#f8f9fc' },
          '& td': { py: 1.25 },
          '& th:first-of-type, & td:first-of-type': { pl: { xs: 2, sm: 3 } },
          '& th:last-of-type, & td:last-of-type': { pr: { xs: 2, sm: 3 } },
        }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'Actions' ? 'right' : 'left'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {!rows
            ? [0, 1, 2, 3, 4].map((i) => (
                <TableRow key={i}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((item) => (
                <TableRow key={item.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateAndTime(item.createdAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.productName}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={openHref(item)} sx={{ fontWeight: 600 }} underline="always">
                      {item.consumerName}
                    </Link>
                    {item.coApplicantName && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        with {item.coApplicantName}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{item.ssnMasked}</TableCell>
                  <TableCell sx={{ maxWidth: 180, overflowWrap: 'anywhere' }}>{item.customerReferenceNumber}</TableCell>
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{item.accountNumber}</TableCell>
                  <TableCell>{item.userName}</TableCell>
                  <TableCell>
                    <ReportStatusChip status={item.status} />
                  </TableCell>
                  <TableCell align="right">
                    <Box sx={{ display: 'inline-flex' }}>
                      <Tooltip title="Delete report">
                        <IconButton size="small" onClick={() => onDelete(item)} aria-label={`Delete the report for ${item.consumerName}`}>
                          <DeleteOutlineRounded fontSize="small" aria-hidden="true" />
                        </IconButton>
                      </Tooltip>
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
