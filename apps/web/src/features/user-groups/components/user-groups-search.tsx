import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';

type UserGroupsSearchProps = { value: string; onApply: (q: string) => void };

/** Key words matched against a group's name or description; kept in the URL by the list. */
export function UserGroupsSearch({ value, onApply }: UserGroupsSearchProps) {
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
    <Box component="form" role="search" aria-label="Search user groups" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        label="Search"
        placeholder="Group name or description"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        size="small"
        sx={{ flex: '1 1 280px', maxWidth: 520 }}
        slotProps={{
          htmlInput: { maxLength: 100, type: 'search' },
          input: { startAdornment: <InputAdornment position="start"><SearchRounded aria-hidden="true" fontSize="small" /></InputAdornment> },
        }}
      />
      <Button type="submit" variant="contained" sx={{ height: 40 }}>
        Search
      </Button>
      {value && (
        <Button onClick={clear} sx={{ height: 40 }}>
          Clear search
        </Button>
      )}
    </Box>
  );
}
