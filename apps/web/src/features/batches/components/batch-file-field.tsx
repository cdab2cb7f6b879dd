import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { BATCH_LIMITS } from '@creditdesk/contracts';
import { formatCount } from '../batch-format';

type BatchFileFieldProps = {
  file: File | null;
  error: string | undefined;
  disabled?: boolean;
  onChoose: (file: File | null) => void;
};

const MB = 1024 * 1024;
/** A file's size as a person reads it: "812 KB", "38.4 MB". */
export const formatSize = (bytes: number) => (bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MB).toFixed(1)} MB`);

/**
 * The CSV file: a drop area around a real file input (named "CSV file", reached by keyboard, its
 * focus drawn on the area), or the chosen file with a way to choose another.
 */
export function BatchFileField({ file, error, disabled = false, onChoose }: BatchFileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled && event.dataTransfer.files.length > 0) onChoose(event.dataTransfer.files[0]);
  };
  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`;
  return (
    <Box>
      <Typography id={`${id}-label`} component="span" sx={{ display: 'block', fontWeight: 600, mb: 0.75 }}>
        CSV file <span aria-hidden="true">*</span>
      </Typography>
      <Box
        component="label"
        htmlFor={`${id}-input`}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          p: { xs: 2, sm: 2.5 },
          border: '2px dashed',
          borderColor: error ? 'error.main' : over ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: over ? 'rgba(11,58,117,0.06)' : '#f8f9fc',
          cursor: disabled ? 'default' : 'pointer',
          '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          accept=".csv,text/csv,.txt"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          aria-required="true"
          disabled={disabled}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
          style={{ position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 }}
        />
        {file ? (
          <>
            <InsertDriveFileOutlined color="primary" aria-hidden="true" />
            <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatSize(file.size)}
              </Typography>
            </Box>
            <Typography component="span" variant="body2" color="primary" sx={{ fontWeight: 600 }}>
              Choose another file
            </Typography>
          </>
        ) : (
          <>
            <UploadFileRounded color="primary" aria-hidden="true" fontSize="large" />
            <Box sx={{ flex: '1 1 200px' }}>
              <Typography sx={{ fontWeight: 600 }}>Drop the file here, or choose a file</Typography>
              <Typography variant="body2" color="text.secondary">
                Up to {formatCount(BATCH_LIMITS.maxRows)} rows and {BATCH_LIMITS.maxFileBytes / MB} MB.
              </Typography>
            </Box>
          </>
        )}
      </Box>
      <FormHelperText id={`${id}-hint`} sx={{ mx: 1.75 }}>
        A header row, then one consumer a row. UTF-8; Excel's "CSV UTF-8" works.
      </FormHelperText>
      {error && (
        <FormHelperText id={`${id}-error`} error sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      )}
      {file && !disabled && (
        <Button
          size="small"
          onClick={() => {
            if (input.current) input.current.value = '';
            onChoose(null);
          }}
          sx={{ mt: 0.5 }}
        >
          Remove the file
        </Button>
      )}
    </Box>
  );
}
