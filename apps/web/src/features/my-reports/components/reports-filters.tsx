import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';
import type { MyReportsQuery } from '../my-reports-query';

type Filters = Pick<MyReportsQuery, 'q' | 'from' | 'to' | 'alerts'>;
type ReportsFiltersProps = { value: Filters; onApply: (filters: Filters) => void };

/** Key words and a date range, applied together; "alerts unresolved" at once; kept in the URL by the page. */
export function ReportsFilters({ value, onApply }: ReportsFiltersProps) {
  const [draft, setDraft] = useState<Filters>(value);
  const rangeError = draft.from && draft.to && draft.to < draft.from ? 'The end date is before the start date' : undefined;
  const active = Boolean(value.q || value.from || value.to || value.alerts);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rangeError) onApply({ ...draft, q: draft.q.trim() });
  };
  const clear = () => {
    const empty = { q: '', from: '', to: '', alerts: false };
    setDraft(empty);
    onApply(empty);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Search My Reports"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'minmax(0, 2.2fr) minmax(0, 1fr) minmax(0, 1fr) auto' } }}
    >
      <TextField
        label="Search"
        placeholder="Consumer, reference, account number, product or user"
        value={draft.q}
        onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        size="small"
        sx={{ gridColumn: { sm: 'span 2', lg: 'auto' } }}
        slotProps={{
          htmlInput: { maxLength: 100, type: 'search' },
          input: { startAdornment: <InputAdornment position="start"><SearchRounded aria-hidden="true" fontSize="small" /></InputAdornment> },
        }}
      />
      <TextField label="From" type="date" size="small" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField
        label="To"
        type="date"
        size="small"
        value={draft.to}
        onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        error={Boolean(rangeError)}
        helperText={rangeError}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.from || undefined } }}
      />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: { sm: 'span 2', lg: 'auto' } }}>
        <Button type="submit" variant="contained" disabled={Boolean(rangeError)} sx={{ height: 40 }}>
          Search
        </Button>
        {active && (
          <Button onClick={clear} sx={{ height: 40, whiteSpace: 'nowrap' }}>
            Clear filters
          </Button>
        )}
      </Box>
      {/* reports with a fraud, active-duty or discrepancy alert not yet resolved (docs/careful-pulls.md) */}
      <FormControlLabel
        sx={{ gridColumn: '1 / -1', mt: -1 }}
        control={
          <Checkbox
            checked={draft.alerts}
            onChange={(e) => {
              const next = { ...draft, alerts: e.target.checked };
              setDraft(next);
              if (!rangeError) onApply({ ...next, q: next.q.trim() });
            }}
          />
        }
        label="Only reports with alerts unresolved"
      />
    </Box>
  );
}
