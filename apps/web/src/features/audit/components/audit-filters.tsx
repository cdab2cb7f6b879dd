import { useEffect, useState, type FormEvent } from 'react';
import type { AuditTabSlug } from '@creditdesk/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { NO_FILTERS, PRODUCT_CHOICES, TAB_FILTERS, filterErrors, type AuditFilters as Filters } from '../audit-query';

type Props = { tab: AuditTabSlug; value: Filters; onApply: (filters: Filters) => void };

/** A tab's filters: the date range (MM/DD/YYYY), the user, the product and the event; applied together. */
export function AuditFilters({ tab, value, onApply }: Props) {
  const [draft, setDraft] = useState(value);
  const [tried, setTried] = useState(false);
  useEffect(() => setDraft(value), [value]);
  const { dates, product, events, eventLabel } = TAB_FILTERS[tab];
  const errors = tried ? filterErrors(draft) : {};
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(filterErrors(draft)).length === 0) onApply({ ...draft, fromDate: draft.fromDate.trim(), toDate: draft.toDate.trim(), userName: draft.userName.trim() });
  };
  const field = { size: 'small' as const, fullWidth: false, sx: { width: { xs: '100%', sm: 190 } } };
  const dateField = { ...field, sx: { width: { xs: '100%', sm: 230 } } };

  return (
    <Box component="form" role="search" aria-label="Audit filters" noValidate onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
      {dates && (
        <>
          <TextField {...dateField} label="From date (MM/DD/YYYY)" placeholder="MM/DD/YYYY" value={draft.fromDate} onChange={set('fromDate')} error={!!errors.fromDate} helperText={errors.fromDate} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }} />
          <TextField {...dateField} label="To date (MM/DD/YYYY)" placeholder="MM/DD/YYYY" value={draft.toDate} onChange={set('toDate')} error={!!errors.toDate} helperText={errors.toDate} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }} />
        </>
      )}
      <TextField {...field} label="User" value={draft.userName} onChange={set('userName')} slotProps={{ htmlInput: { maxLength: 320 } }} />
      {product && (
        <TextField {...field} select label="Product" value={draft.product} onChange={set('product')}>
          <MenuItem value="">All products</MenuItem>
          {PRODUCT_CHOICES.map((p) => (
            <MenuItem key={p.value} value={p.value}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField {...field} select label={eventLabel} value={draft.event} onChange={set('event')}>
        <MenuItem value="">All</MenuItem>
        {events.map((ev) => (
          <MenuItem key={ev.value} value={ev.value}>
            {ev.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          Apply
        </Button>
        <Button
          onClick={() => {
            setTried(false);
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear
        </Button>
      </Box>
    </Box>
  );
}
