import type { ProductConfigurationDetail } from '@creditdesk/contracts';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { type ListColumn, ListTable } from '../../../components/list/list-table';
import { type CardFact, PhoneCards } from '../../../components/list/phone-cards';
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

function Account({ row }: { row: ProductConfigurationDetail }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {row.memberNumber}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.memberName}
      </Typography>
    </>
  );
}

function Options({ row }: { row: ProductConfigurationDetail }) {
  const lines = optionLines(row);
  if (lines.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Profile only
      </Typography>
    );
  }
  return lines.map((line) => (
    <Typography key={line} variant="body2">
      {line}
    </Typography>
  ));
}

function Updated({ row }: { row: ProductConfigurationDetail }) {
  return (
    <>
      <Typography variant="body2">{formatDay(row.updatedAt)}</Typography>
      {row.updatedBy && (
        <Typography variant="caption" color="text.secondary">
          by {row.updatedBy}
        </Typography>
      )}
    </>
  );
}

const actions = (row: ProductConfigurationDetail, onDelete: (row: ProductConfigurationDetail) => void) => (
  <RowActions name={`product configuration ${row.configurationName}`} editTo={editHref(row.configurationId)} onDelete={() => onDelete(row)} />
);

const CARD_FACTS: readonly CardFact<ProductConfigurationDetail>[] = [
  { label: 'Product', cell: (row) => row.productName },
  { label: 'Account number', cell: (row) => <Account row={row} /> },
  { label: 'Options', cell: (row) => <Options row={row} />, wide: true },
  { label: 'Updated', cell: (row) => <Updated row={row} /> },
];

/**
 * A page of the company's product configurations; each can be edited or deleted. A table from the
 * small-tablet width up, and on a phone a card a configuration with the same facts and actions.
 */
export function ConfigurationsTable({ rows, loading, onDelete, sorting }: ConfigurationsTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone && rows) {
    return (
      <PhoneCards
        label="Product configurations"
        items={rows}
        keyOf={(row) => row.configurationId}
        loading={loading}
        columns={COLUMNS}
        sorting={sorting}
        facts={CARD_FACTS}
        head={(row) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', pt: 0.25 }}>{row.configurationName}</Typography>
            {actions(row, onDelete)}
          </Box>
        )}
      />
    );
  }
  return (
    <ListTable
      label="Product configurations"
      regionLabel="Product configuration list"
      columns={COLUMNS}
      minWidth={860}
      loading={loading}
      sorting={sorting}
      rows={rows?.map((row) => (
        <TableRow key={row.configurationId} hover>
          <TableCell sx={{ fontWeight: 600 }}>{row.configurationName}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.productName}</TableCell>
          <TableCell>
            <Account row={row} />
          </TableCell>
          <TableCell>
            <Options row={row} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <Updated row={row} />
          </TableCell>
          <TableCell align="right">{actions(row, onDelete)}</TableCell>
        </TableRow>
      ))}
    />
  );
}
