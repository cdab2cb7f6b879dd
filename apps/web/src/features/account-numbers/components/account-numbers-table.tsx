import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { TableRegion } from '../../../components/list/table-region';
import { TableSkeletonRows } from '../../../components/list/table-skeleton-rows';
import type { AccountNumberRow } from '../api';
import { usageText } from '../account-number-text';
import { editHref } from '../account-numbers-query';
import { AccountNumberStatusChip } from './account-number-status-chip';

type AccountNumbersTableProps = {
  rows: readonly AccountNumberRow[] | undefined;
  loading: boolean;
  onDelete: (row: AccountNumberRow) => void;
};

const COLUMNS = ['Account number', 'Name', 'Status', 'In use', 'Actions'];

/** The company's account numbers; each row can be edited or deleted. */
export function AccountNumbersTable({ rows, loading, onDelete }: AccountNumbersTableProps) {
  return (
    <TableRegion label="Account number list">
      <Table
        size="small"
        aria-label="Account numbers"
        aria-busy={loading}
        sx={{
          minWidth: 640,
          '& th': { fontWeight: 600, color: 'text.secondary', fontSize: '0.78rem', whiteSpace: 'nowrap', bgcolor: '#f8f9fc' },
          '& td': { py: 1.25 },
          '& th:first-of-type, & td:first-of-type': { pl: { xs: 2, sm: 3 } },
          // Actions stay in view while the other columns scroll on a narrow screen.
          '& th:last-of-type, & td:last-of-type': { pr: { xs: 2, sm: 3 }, position: 'sticky', right: 0, bgcolor: 'background.paper', boxShadow: 'inset 1px 0 0 #dfe3eb' },
          '& thead th:last-of-type': { bgcolor: '#f8f9fc' },
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
            ? <TableSkeletonRows columns={COLUMNS.length} />
            : rows.map((row) => (
                <TableRow key={row.memberNumber} hover>
                  <TableCell sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{row.memberNumber}</TableCell>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>
                    <AccountNumberStatusChip status={row.status} />
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2" color={row.productConfigurations ? 'text.primary' : 'text.secondary'}>
                      {usageText(row.productConfigurations) ?? '—'}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">
                    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
                      <Tooltip title="Edit">
                        <IconButton size="small" component={RouterLink} to={editHref(row.memberNumber)} aria-label={`Edit account number ${row.memberNumber}`}>
                          <EditOutlined fontSize="small" aria-hidden="true" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete">
                        <IconButton size="small" onClick={() => onDelete(row)} aria-label={`Delete account number ${row.memberNumber}`}>
                          <DeleteOutlineRounded fontSize="small" aria-hidden="true" />
                        </IconButton>
                      </Tooltip>
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
