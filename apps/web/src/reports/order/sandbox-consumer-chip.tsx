import Chip from '@mui/material/Chip';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';

/** Says, over a consumer's fields, that the sandbox test consumer picked is fictitious. */
export function SandboxConsumerChip({ persona }: { persona: { firstName: string; lastName: string } }) {
  return (
    <Chip
      icon={<ScienceOutlined aria-hidden="true" />}
      color="warning"
      variant="outlined"
      label={`Sandbox test consumer: ${persona.firstName} ${persona.lastName} (fictitious data)`}
      sx={{ mb: 2.5, maxWidth: '100%', bgcolor: '#fff8e6' }}
    />
  );
}
