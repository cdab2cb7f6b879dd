import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';

type SelectAllCellProps = { onPage: number; ticked: number; label: string; onToggleAll: (checked: boolean) => void };

/** The head cell that ticks every row of the page (indeterminate when some are). */
export function SelectAllCell({ onPage, ticked, label, onToggleAll }: SelectAllCellProps) {
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={onPage > 0 && ticked === onPage}
        indeterminate={ticked > 0 && ticked < onPage}
        disabled={onPage === 0}
        onChange={(e) => onToggleAll(e.target.checked)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </TableCell>
  );
}

/** A row's own tick. */
export function SelectRowCell({ checked, label, onToggle }: { checked: boolean; label: string; onToggle: () => void }) {
  return (
    <TableCell padding="checkbox">
      <Checkbox checked={checked} onChange={onToggle} slotProps={{ input: { 'aria-label': label } }} />
    </TableCell>
  );
}
