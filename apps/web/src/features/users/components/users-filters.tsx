import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { ADMIN_USER_STATUSES, ROLES, ROLE_LABELS } from '@creditdesk/contracts';
import { STATUS_LABELS } from '../user-acts';
import { NO_FILTERS, hasFilters, type UsersFilters as Filters } from '../users-query';
import { GroupsFilterField } from './groups-filter-field';

type UsersFiltersProps = { value: Filters; groupNames: readonly string[]; onApply: (filters: Filters) => void };

/** Key words, created-date range, status, user groups and role; applied together and kept in the URL by the page. */
export function UsersFilters({ value, groupNames, onApply }: UsersFiltersProps) {
  const [draft, setDraft] = useState<Filters>(value);
  const rangeError = draft.from && draft.to && draft.to < draft.from ? 'The end date is before the start date' : undefined;
  const set = (change: Partial<Filters>) => setDraft({ ...draft, ...change });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rangeError) onApply({ ...draft, q: draft.q.trim() });
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Search users"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <TextField
        label="Search"
        placeholder="User name, name or e-mail"
        value={draft.q}
        onChange={(e) => set({ q: e.target.value })}
        size="small"
        sx={{ gridColumn: { sm: 'span 2' } }}
        slotProps={{
          htmlInput: { maxLength: 100, type: 'search' },
          input: { startAdornment: <InputAdornment position="start"><SearchRounded aria-hidden="true" fontSize="small" /></InputAdornment> },
        }}
      />
      <TextField label="Created from" type="date" size="small" value={draft.from} onChange={(e) => set({ from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField
        label="Created to"
        type="date"
        size="small"
        value={draft.to}
        onChange={(e) => set({ to: e.target.value })}
        error={Boolean(rangeError)}
        helperText={rangeError}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.from || undefined } }}
      />
      <TextField select label="Status" size="small" slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} value={draft.status} onChange={(e) => set({ status: e.target.value as Filters['status'] })}>
        <MenuItem value="">Any status</MenuItem>
        {ADMIN_USER_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>{STATUS_LABELS[s]}</MenuItem>
        ))}
      </TextField>
      <TextField select label="Role" size="small" slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} value={draft.role} onChange={(e) => set({ role: e.target.value as Filters['role'] })}>
        <MenuItem value="">Any role</MenuItem>
        {ROLES.map((r) => (
          <MenuItem key={r} value={r}>{ROLE_LABELS[r]}</MenuItem>
        ))}
      </TextField>
      <GroupsFilterField value={draft.groups} options={groupNames} onChange={(groups) => set({ groups })} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={Boolean(rangeError)} sx={{ height: 40 }}>
          Search
        </Button>
        {hasFilters(value) && (
          <Button onClick={clear} sx={{ height: 40, whiteSpace: 'nowrap' }}>
            Clear filters
          </Button>
        )}
      </Box>
    </Box>
  );
}
