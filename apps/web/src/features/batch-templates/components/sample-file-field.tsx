import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';

type SampleFileFieldProps = {
  /** the file read last. */
  fileName: string | undefined;
  busy: boolean;
  disabled?: boolean;
  /** why it cannot be chosen yet ("Choose the product first"). */
  disabledReason?: string;
  label: string;
  onChosen: (file: File) => void;
};

/** Chooses a sample CSV file (the same file is read again when chosen again). */
export function SampleFileField({ fileName, busy, disabled = false, disabledReason, label, onChosen }: SampleFileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      {/* the button opens the file chooser; the input itself stays out of the way (and of the tab order) */}
      <input
        ref={input}
        hidden
        type="file"
        accept=".csv,text/csv"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onChosen(file);
          // the same file chosen again (after fixing it) is read again
          if (input.current) input.current.value = '';
        }}
      />
      <Button
        variant="outlined"
        onClick={() => input.current?.click()}
        disabled={disabled || busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <UploadFileRounded aria-hidden="true" />}
      >
        {busy ? 'Reading the file…' : label}
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {disabled && disabledReason ? disabledReason : fileName ? `Read: ${fileName}` : 'A CSV file whose first line names its columns. Only its first rows are read; nothing is stored.'}
      </Typography>
    </Box>
  );
}
