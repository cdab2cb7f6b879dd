import type { ProductConfigurationDetail } from '@creditdesk/contracts';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ListColumn, ListTable } from '../../../components/list/list-table';
import type { ListSorting } from '../../../lib/list-sort-url';
import { formatDay, optionLines } from '../configuration-text';
import { editHref } from '../../../lib/product-configuration-links';
import { RowActions } from '../../../components/list/row-actions';

type ConfigurationsTableProps = {
  rows: readonly ProductConfigurationDetail[] | undefined;
  loading: boolean;
  onDelete: (row: ProductConfigurationDetail) => void;
  sorting: ListSorting;
};

// the sortable headers name the list's declared columns (CONFIGURATIONS_SORT)
const COLUMNS: ListColumn[] = [
  { label: 'Name', sortKey: 'configurationName' },
  { label: 'Product', sortKey: 'productCode' },
  { label: 'Account number', sortKey: 'memberNumber' },
  'Options',
  { label: 'Updated', sortKey: 'updatedAt' },
  'Actions',
];

/** A page of the company's product configurations; each row can be edited or deleted. */
export function ConfigurationsTable({ rows, loading, onDelete, sorting }: ConfigurationsTableProps) {
  return (
    <ListTable
      label="Product configurations"
      regionLabel="Product configuration list"
      columns={COLUMNS}
      minWidth={860}
      loading={loading}
      sorting={sorting}
      rows={rows?.map((row) => {
        const lines = optionLines(row);
        return (
          <TableRow key={row.configurationId} hover>
            <TableCell sx={{ fontWeight: 600 }}>{row.configurationName}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.productName}</TableCell>
            <TableCell>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {row.memberNumber}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {row.memberName}
              </Typography>
            </TableCell>
            <TableCell>
              {lines.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Profile only
                </Typography>
              ) : (
                lines.map((line) => (
                  <Typography key={line} variant="body2">
                    {line}
                  </Typography>
                ))
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Typography variant="body2">{formatDay(row.updatedAt)}</Typography>
              {row.updatedBy && (
                <Typography variant="caption" color="text.secondary">
                  by {row.updatedBy}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">
              <RowActions name={`product configuration ${row.configurationName}`} editTo={editHref(row.configurationId)} onDelete={() => onDelete(row)} />
            </TableCell>
          </TableRow>
        );
      })}
    />
  );
}
