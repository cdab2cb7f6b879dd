import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { formatDate, type BatchTemplate } from '@creditdesk/contracts';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
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

/** A page of templates; each can be ticked (for deleting several), its details or mapping edited, or deleted. */
export function TemplatesTable({ rows, loading, selected, onToggle, onToggleAll, onDelete, sorting }: TemplatesTableProps) {
  const onPage = rows ?? [];
  const ticked = onPage.filter((t) => selected.has(t.templateId)).length;
  return (
    <ListTable
      label="Input templates"
      regionLabel="Input template list"
      columns={COLUMNS}
      minWidth={820}
      loading={loading}
      sorting={sorting}
      leadingHeadCell={
        <TableCell padding="checkbox">
          <Checkbox
            checked={onPage.length > 0 && ticked === onPage.length}
            indeterminate={ticked > 0 && ticked < onPage.length}
            disabled={onPage.length === 0}
            onChange={(e) => onToggleAll(e.target.checked)}
            slotProps={{ input: { 'aria-label': 'Select all templates on this page' } }}
          />
        </TableCell>
      }
      rows={rows?.map((t) => (
        <TableRow key={t.templateId} hover selected={selected.has(t.templateId)}>
          <TableCell padding="checkbox">
            <Checkbox checked={selected.has(t.templateId)} onChange={() => onToggle(t)} slotProps={{ input: { 'aria-label': `Select template ${t.templateName}` } }} />
          </TableCell>
          <TableCell sx={{ minWidth: 200, maxWidth: 320 }}>
            <Link component={RouterLink} to={editDetailsHref(t.templateId)} sx={{ fontWeight: 600 }} underline="always">
              {t.templateName}
            </Link>
            {t.description && (
              <Typography variant="body2" color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {t.description}
              </Typography>
            )}
          </TableCell>
          <TableCell>{t.productName}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{mappedText(t)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(t.updatedAt)}</TableCell>
          <TableCell>{t.createdBy}</TableCell>
          <TableCell align="right">
            <Box sx={{ display: 'inline-flex' }}>
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
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
