import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
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

/** Fills a section with one of the sandbox bureau's documented, fictitious test consumers. */
export function PersonaMenu({ personas, sectionLabel, onPick, disabled }: PersonaMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="secondary"
        startIcon={<ScienceOutlined aria-hidden="true" />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`Use a test consumer for the ${sectionLabel}`}
        disabled={disabled}
        sx={{ borderStyle: 'dashed' }}
      >
        Use a test consumer
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxWidth: 460, maxHeight: 480 } }, list: { 'aria-label': 'Sandbox test consumers', dense: true } }}
      >
        <ListSubheader sx={{ lineHeight: 1.4, py: 1.25, bgcolor: '#fff8e6', color: '#6b4400', borderBottom: '1px solid #f0cf7a' }}>
          <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
            Sandbox test consumers
          </Box>
          <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
            Fictitious identities answered by the sandbox bureau. Never use them for a real consumer.
          </Box>
        </ListSubheader>
        {personas.map((persona) => (
          <MenuItem
            key={persona.key}
            onClick={() => {
              setAnchor(null);
              onPick(persona);
            }}
            sx={{ alignItems: 'flex-start', flexDirection: 'column', whiteSpace: 'normal', py: 1 }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {capitalizeName(`${persona.firstName} ${persona.lastName}`)}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                SSN {formatNineDigits324(persona.ssn)}
              </Typography>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {firstSentence(persona.description)}
            </Typography>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
