import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TableCell from '@mui/material/TableCell';

type SelectAllProps = { onPage: number; ticked: number; label: string; onToggleAll: (checked: boolean) => void };

/** The checkbox that ticks every item of the page (indeterminate when some are). */
export function SelectAllCheckbox({ onPage, ticked, label, onToggleAll, small }: SelectAllProps & { small?: boolean }) {
  return (
    <Checkbox
      size={small ? 'small' : 'medium'}
      checked={onPage > 0 && ticked === onPage}
      indeterminate={ticked > 0 && ticked < onPage}
      disabled={onPage === 0}
      onChange={(e) => onToggleAll(e.target.checked)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}

/** The head cell that ticks every row of the page. */
export function SelectAllCell(props: SelectAllProps) {
  return (
    <TableCell padding="checkbox">
      <SelectAllCheckbox {...props} />
    </TableCell>
  );
}

/** The same above a phone's cards (PhoneCards' toolbar), with its words. */
export function SelectAllOnPage(props: SelectAllProps) {
  return <FormControlLabel control={<SelectAllCheckbox {...props} small />} label="All on this page" slotProps={{ typography: { variant: 'body2' } }} sx={{ ml: -1 }} />;
}

/** A row's own tick. */
export function SelectRowCell({ checked, label, onToggle }: { checked: boolean; label: string; onToggle: () => void }) {
  return (
    <TableCell padding="checkbox">
      <SelectRowCheckbox checked={checked} label={label} onToggle={onToggle} />
    </TableCell>
  );
}

/** A row's own tick; on a phone, in its card's head. */
export function SelectRowCheckbox({ checked, label, onToggle, inCard = false }: { checked: boolean; label: string; onToggle: () => void; inCard?: boolean }) {
  return <Checkbox size={inCard ? 'small' : 'medium'} checked={checked} onChange={onToggle} slotProps={{ input: { 'aria-label': label } }} sx={inCard ? { ml: -1, mt: -0.5 } : undefined} />;
}
