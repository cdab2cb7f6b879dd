import { useController, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { NetworkValues } from './allowed-networks-section';
import { bindField } from '../../../components/form/bind-field';

type NetworkRangeRowProps = { control: Control<NetworkValues>; index: number; disabled: boolean; onRemove: () => void };

/** One allowed range, with the server's verdict on it under the input. */
export function NetworkRangeRow({ control, index, disabled, onRemove }: NetworkRangeRowProps) {
  const { field, fieldState } = useController({ control, name: `ranges.${index}.value` });
  const value = useWatch({ control, name: `ranges.${index}.value` });
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 520 }}>
      <TextField
        {...bindField(field)}
        label={`Network range ${index + 1}`}
        placeholder="203.0.113.0/24"
        size="small"
        disabled={disabled}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message}
        slotProps={{ htmlInput: { maxLength: 64, spellCheck: false, autoComplete: 'off' } }}
      />
      <Tooltip title="Remove">
        <span>
          <IconButton onClick={onRemove} disabled={disabled} aria-label={`Remove network range ${value || index + 1}`} sx={{ mt: 0.25 }}>
            <DeleteOutlineRounded fontSize="small" aria-hidden="true" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
