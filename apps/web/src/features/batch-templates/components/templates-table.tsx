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
import EditOutlined from '@mui/icons-material/EditOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { formatDate, type BatchTemplate } from '@creditdesk/contracts';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { type CardFact, PhoneCards } from '../../../components/list/phone-cards';
import { SelectAllCell, SelectAllOnPage, SelectRowCell, SelectRowCheckbox } from '../../../components/list/select-cells';
import type { ListSorting } from '../../../lib/list-sort-url';
import { editDetailsHref, editMappingHref } from '../template-links';

type TemplatesTableProps = {
  rows: readonly BatchTemplate[] | undefined;
  loading: boolean;
  selected: ReadonlySet<string>;
  onToggle: (template: BatchTemplate) => void;
  onToggleAll: (checked: boolean) => void;
  onDelete: (template: BatchTemplate) => void;
  sorting: ListSorting;
};

// the sortable headers name the list's declared columns (BATCH_TEMPLATES_SORT)
const COLUMNS: ListColumn[] = [
  { label: 'Name', sortKey: 'templateName' },
  { label: 'Product', sortKey: 'productName' },
  'Mapped columns',
  { label: 'Updated', sortKey: 'updatedAt' },
  { label: 'By', sortKey: 'createdBy' },
  'Actions',
];

/** "8 of 9 headers": how many of the file's headers fill a column (the rest are read and ignored). */
export const mappedText = (template: BatchTemplate) => {
  const mapped = template.columns.filter((c) => c.column !== null).length;
  return `${mapped} of ${template.columns.length} ${template.columns.length === 1 ? 'header' : 'headers'}`;
};

const nameCell = (t: BatchTemplate) => (
  <>
    <Link component={RouterLink} to={editDetailsHref(t.templateId)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} underline="always">
      {t.templateName}
    </Link>
    {t.description && (
      <Typography variant="body2" color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {t.description}
      </Typography>
    )}
  </>
);

function TemplateActions({ template: t, onDelete }: { template: BatchTemplate; onDelete: (template: BatchTemplate) => void }) {
  return (
    <Box sx={{ display: 'inline-flex', flexShrink: 0 }}>
      <Tooltip title="Edit details">
        <IconButton size="small" component={RouterLink} to={editDetailsHref(t.templateId)} aria-label={`Edit details of template ${t.templateName}`}>
          <EditOutlined fontSize="small" aria-hidden="true" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Edit column mapping">
        <IconButton size="small" component={RouterLink} to={editMappingHref(t.templateId)} aria-label={`Edit column mapping of template ${t.templateName}`}>
          <TableChartOutlined fontSize="small" aria-hidden="true" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton size="small" onClick={() => onDelete(t)} aria-label={`Delete template ${t.templateName}`}>
          <DeleteOutlineRounded fontSize="small" aria-hidden="true" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

const CARD_FACTS: readonly CardFact<BatchTemplate>[] = [
  { label: 'Product', cell: (t) => t.productName, wide: true },
  { label: 'Mapped columns', cell: mappedText },
  { label: 'Updated', cell: (t) => `${formatDate(t.updatedAt)} by ${t.createdBy}` },
];

/**
 * A page of templates; each can be ticked (for deleting several), its details or mapping edited, or
 * deleted. A table from the small-tablet width up, and on a phone a card a template.
 */
export function TemplatesTable({ rows, loading, selected, onToggle, onToggleAll, onDelete, sorting }: TemplatesTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const onPage = rows ?? [];
  const ticked = onPage.filter((t) => selected.has(t.templateId)).length;
  const selectAll = { onPage: onPage.length, ticked, label: 'Select all templates on this page', onToggleAll };
  if (phone && rows) {
    return (
      <PhoneCards
        label="Input templates"
        items={rows}
        keyOf={(t) => t.templateId}
        loading={loading}
        columns={COLUMNS}
        sorting={sorting}
        toolbar={<SelectAllOnPage {...selectAll} />}
        facts={CARD_FACTS}
        head={(t) => (
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
            <SelectRowCheckbox inCard checked={selected.has(t.templateId)} label={`Select template ${t.templateName}`} onToggle={() => onToggle(t)} />
            <Box sx={{ flex: 1, minWidth: 0, pt: 0.25 }}>{nameCell(t)}</Box>
            <TemplateActions template={t} onDelete={onDelete} />
          </Box>
        )}
      />
    );
  }
  return (
    <ListTable
      label="Input templates"
      regionLabel="Input template list"
      columns={COLUMNS}
      minWidth={820}
      loading={loading}
      sorting={sorting}
      leadingHeadCell={<SelectAllCell {...selectAll} />}
      rows={rows?.map((t) => (
        <TableRow key={t.templateId} hover selected={selected.has(t.templateId)}>
          <SelectRowCell checked={selected.has(t.templateId)} label={`Select template ${t.templateName}`} onToggle={() => onToggle(t)} />
          <TableCell sx={{ minWidth: 200, maxWidth: 320 }}>{nameCell(t)}</TableCell>
          <TableCell>{t.productName}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{mappedText(t)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(t.updatedAt)}</TableCell>
          <TableCell>{t.createdBy}</TableCell>
          <TableCell align="right">
            <TemplateActions template={t} onDelete={onDelete} />
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
