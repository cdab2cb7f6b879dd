import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';

type ListSearchProps = {
  /** the search landmark's name ("Search user groups"). */
  label: string;
  placeholder: string;
  /** the applied key words (from the URL); remount with a new key to reset the draft. */
  value: string;
  onApply: (keyWords: string) => void;
  maxLength?: number;
};

/** One search box over a list, applied on Search (Enter) and cleared with one click. */
export function ListSearch({ label, placeholder, value, onApply, maxLength = 100 }: ListSearchProps) {
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
    <Box component="form" role="search" aria-label={label} onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        label="Search"
        placeholder={placeholder}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        size="small"
        sx={{ flex: '1 1 280px', maxWidth: 520 }}
        slotProps={{
          htmlInput: { maxLength, type: 'search' },
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
