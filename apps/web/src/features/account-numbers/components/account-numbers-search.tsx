import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { SEARCH_MAX_LENGTH } from '../account-numbers-query';

type AccountNumbersSearchProps = { value: string; onApply: (q: string) => void };

/** One search box over number and name; the page keeps it in the URL. */
export function AccountNumbersSearch({ value, onApply }: AccountNumbersSearchProps) {
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.trim());
  };
  const clear = () => {
    setDraft('');
    onApply('');
  };

  return (
    <Box component="form" role="search" aria-label="Search account numbers" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <TextField
        label="Search"
        placeholder="Account number or name"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        size="small"
        sx={{ maxWidth: { sm: 440 } }}
        slotProps={{
          htmlInput: { maxLength: SEARCH_MAX_LENGTH, type: 'search' },
          input: { startAdornment: <InputAdornment position="start"><SearchRounded aria-hidden="true" fontSize="small" /></InputAdornment> },
        }}
      />
      <Button type="submit" variant="contained" sx={{ height: 40 }}>
        Search
      </Button>
      {value && (
        <Button onClick={clear} sx={{ height: 40, whiteSpace: 'nowrap' }}>
          Clear search
        </Button>
      )}
    </Box>
  );
}
