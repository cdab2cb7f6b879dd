import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { TelecheckListView } from '../telecheck-list-params';

type Search = Pick<TelecheckListView, 'keyWords' | 'fromDate' | 'toDate'>;

/**
 * The list's search: key words (consumer, check number, routing number, account's last four, who
 * placed it) and the days it was placed between, applied on Search; "from" after "to" is said at once.
 */
export function TelecheckListSearch({ value, onApply }: { value: Search; onApply: (search: Search) => void }) {
  const [draft, setDraft] = useState<Search>({ keyWords: value.keyWords, fromDate: value.fromDate, toDate: value.toDate });
  const wrongWay = Boolean(draft.fromDate && draft.toDate && draft.fromDate > draft.toDate);
  const searching = Boolean(value.keyWords || value.fromDate || value.toDate);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!wrongWay) onApply({ ...draft, keyWords: draft.keyWords.trim() });
  };
  const clear = () => {
    const empty = { keyWords: '', fromDate: '', toDate: '' };
    setDraft(empty);
    onApply(empty);
  };
  return (
    <Box component="form" role="search" aria-label="Search the list" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        label="Key words"
        placeholder="Consumer, check number, account's last four…"
        value={draft.keyWords}
        onChange={(e) => setDraft({ ...draft, keyWords: e.target.value })}
        size="small"
        sx={{ flex: '1 1 240px', maxWidth: 420 }}
        slotProps={{ htmlInput: { maxLength: 100, type: 'search' } }}
      />
      <TextField label="Placed from" type="date" size="small" value={draft.fromDate} onChange={(e) => setDraft({ ...draft, fromDate: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: '0 1 170px' }} />
      <TextField
        label="Placed to"
        type="date"
        size="small"
        value={draft.toDate}
        onChange={(e) => setDraft({ ...draft, toDate: e.target.value })}
        error={wrongWay}
        helperText={wrongWay ? 'Must be on or after the first day' : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: '0 1 170px' }}
      />
      <Button type="submit" variant="contained" sx={{ height: 40 }}>
        Search
      </Button>
      {searching && (
        <Button onClick={clear} sx={{ height: 40, whiteSpace: 'nowrap' }}>
          Clear search
        </Button>
      )}
    </Box>
  );
}
