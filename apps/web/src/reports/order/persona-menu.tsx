import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { capitalizeName, formatNineDigits324, type SandboxPersonaInfo } from '@creditdesk/contracts';

type PersonaMenuProps = {
  personas: readonly SandboxPersonaInfo[];
  /** whose section the menu fills, for its accessible name ("Applicant", "Co-Applicant"). */
  sectionLabel: string;
  onPick: (persona: SandboxPersonaInfo) => void;
  disabled?: boolean;
};

const firstSentence = (text: string) => text.split(/(?<=[.:;])\s/)[0].replace(/[.:;]$/, '');

/**
 * Fills a section with one of the sandbox bureau's documented, fictitious test consumers. A small
 * dialog: the warning that this is sandbox data, then the consumers as a menu.
 */
export function PersonaMenu({ personas, sectionLabel, onPick, disabled }: PersonaMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const dialogId = useId();
  const titleId = useId();
  const noteId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="secondary"
        startIcon={<ScienceOutlined aria-hidden="true" />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? dialogId : undefined}
        aria-label={`Use a test consumer for the ${sectionLabel}`}
        disabled={disabled}
        sx={{ borderStyle: 'dashed' }}
      >
        Use a test consumer
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: dialogId,
            role: 'dialog',
            'aria-labelledby': titleId,
            'aria-describedby': noteId,
            sx: { width: 440, maxWidth: 'calc(100vw - 32px)', maxHeight: 520, display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        <Box sx={{ px: 2, py: 1.5, bgcolor: '#fff8e6', borderBottom: '1px solid #f0cf7a', color: '#5c3a00' }}>
          <Typography id={titleId} sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <ScienceOutlined fontSize="small" aria-hidden="true" /> Sandbox test consumers
          </Typography>
          <Typography id={noteId} variant="body2" sx={{ mt: 0.25 }}>
            Fictitious identities answered by the sandbox bureau. Never use them for a real consumer.
          </Typography>
        </Box>
        <MenuList autoFocusItem aria-labelledby={titleId} dense sx={{ overflowY: 'auto', py: 0.5 }}>
          {personas.map((persona) => (
            <MenuItem
              key={persona.key}
              onClick={() => {
                close();
                onPick(persona);
              }}
              sx={{ alignItems: 'flex-start', flexDirection: 'column', whiteSpace: 'normal', py: 1 }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                {capitalizeName(`${persona.firstName} ${persona.lastName}`)}{' '}
                <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                  SSN {formatNineDigits324(persona.ssn)}
                </Typography>
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {firstSentence(persona.description)}
              </Typography>
            </MenuItem>
          ))}
        </MenuList>
      </Popover>
    </>
  );
}
