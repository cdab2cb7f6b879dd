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

/** What a menu of documented test entries offers: its button's noun, its title and its warning. */
export type TestEntryKind = { noun: string; title: string; note: string };

type TestEntryMenuProps<P extends { key: string; description: string }> = {
  entries: readonly P[];
  kind: TestEntryKind;
  /** an entry's name, and a quieter detail beside it. */
  nameOf: (entry: P) => { name: string; detail: string };
  sectionLabel: string;
  onPick: (entry: P) => void;
  disabled?: boolean;
};

const firstSentence = (text: string) => text.split(/(?<=[.:;])\s/)[0].replace(/[.:;]$/, '');

const TEST_CONSUMERS: TestEntryKind = {
  noun: 'test consumer',
  title: 'Sandbox test consumers',
  note: 'Fictitious identities answered by the sandbox bureau. Never use them for a real consumer.',
};

/** Fills a section with one of the sandbox bureau's documented, fictitious test consumers. */
export function PersonaMenu({ personas, sectionLabel, onPick, disabled }: PersonaMenuProps) {
  return (
    <TestEntryMenu
      entries={personas}
      kind={TEST_CONSUMERS}
      nameOf={(p) => ({ name: capitalizeName(`${p.firstName} ${p.lastName}`), detail: `SSN ${formatNineDigits324(p.ssn)}` })}
      sectionLabel={sectionLabel}
      onPick={onPick}
      disabled={disabled}
    />
  );
}

/**
 * Fills a section with one of the documented test entries of the sandbox (test consumers, the
 * screens' test subjects). A small dialog: the warning of what they are, then the entries as a menu.
 */
export function TestEntryMenu<P extends { key: string; description: string }>({ entries, kind, nameOf, sectionLabel, onPick, disabled }: TestEntryMenuProps<P>) {
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
        aria-label={`Use a ${kind.noun} for the ${sectionLabel}`}
        disabled={disabled}
        sx={{ borderStyle: 'dashed' }}
      >
        Use a {kind.noun}
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
            <ScienceOutlined fontSize="small" aria-hidden="true" /> {kind.title}
          </Typography>
          <Typography id={noteId} variant="body2" sx={{ mt: 0.25 }}>
            {kind.note}
          </Typography>
        </Box>
        <MenuList autoFocusItem aria-labelledby={titleId} dense sx={{ overflowY: 'auto', py: 0.5 }}>
          {entries.map((entry) => {
            const { name, detail } = nameOf(entry);
            return (
              <MenuItem
                key={entry.key}
                onClick={() => {
                  close();
                  onPick(entry);
                }}
                sx={{ alignItems: 'flex-start', flexDirection: 'column', whiteSpace: 'normal', py: 1 }}
              >
                <Typography sx={{ fontWeight: 600 }}>
                  {name}{' '}
                  <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                    {detail}
                  </Typography>
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {firstSentence(entry.description)}
                </Typography>
              </MenuItem>
            );
          })}
        </MenuList>
      </Popover>
    </>
  );
}
