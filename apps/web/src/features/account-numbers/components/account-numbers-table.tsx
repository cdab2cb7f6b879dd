import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ListTable } from '../../../components/list/list-table';
import type { AccountNumberRow } from '../api';
import { usageText } from '../account-number-text';
import { editHref } from '../account-numbers-query';
import { configurationsOfMemberHref } from '../../../lib/product-configuration-links';
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
    <ListTable
      label="Account numbers"
      regionLabel="Account number list"
      columns={COLUMNS}
      minWidth={640}
      loading={loading}
      rows={rows?.map((row) => (
        <TableRow key={row.memberNumber} hover>
          <TableCell sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{row.memberNumber}</TableCell>
          <TableCell>{row.name}</TableCell>
          <TableCell>
            <AccountNumberStatusChip status={row.status} />
          </TableCell>
          <TableCell>
            {row.productConfigurations ? (
              <Link component={RouterLink} to={configurationsOfMemberHref(row.memberNumber)} variant="body2" aria-label={`${usageText(row.productConfigurations)}: see the configurations of ${row.memberNumber}`}>
                {usageText(row.productConfigurations)}
              </Link>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {usageText(row.productConfigurations) ?? '—'}
              </Typography>
            )}
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
    />
  );
}
