import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DataObjectRounded from '@mui/icons-material/DataObjectRounded';
import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import TitleRounded from '@mui/icons-material/TitleRounded';
import { MERGE_FIELDS, type MergeField, type MergeFieldKey } from '@creditdesk/contracts';
import { type EditorState, activeFormats, insertMergeField, toggleBold, toggleBullets, toggleHeading } from '../markup/editor-ops';

type LetterEditorProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** the field's error (the server's 400 or the form's check), shown under it. */
  error?: string;
  disabled?: boolean;
  inputRef?: (element: HTMLTextAreaElement | null) => void;
};

const GROUPS = [...new Set(MERGE_FIELDS.map((f) => f.group))];
const fieldsOf = (group: string): readonly MergeField[] => MERGE_FIELDS.filter((f) => f.group === group);

/**
 * The template's document editor: a formatting toolbar (heading, bold, bulleted list) and an "Insert
 * merge field" menu over the body's text, each writing the contracts' letter markup at the caret or
 * around the selection. Ctrl+B (⌘B) is bold. The toolbar shows the formats at the caret as pressed.
 */
export function LetterEditor({ value, onChange, onBlur, error, disabled = false, inputRef }: LetterEditorProps) {
  const area = useRef<HTMLTextAreaElement | null>(null);
  const pending = useRef<{ start: number; end: number } | null>(null);
  const [selection, setSelection] = useState({ start: 0, end: 0 });
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;

  // after an act the new text is rendered first, then its selection set (and the editor focused)
  useLayoutEffect(() => {
    const element = area.current;
    if (!element || !pending.current) return;
    element.focus();
    element.setSelectionRange(pending.current.start, pending.current.end);
    setSelection(pending.current);
    pending.current = null;
  }, [value]);

  const current = (): EditorState => {
    const element = area.current;
    return { text: value, start: element?.selectionStart ?? selection.start, end: element?.selectionEnd ?? selection.end };
  };
  const apply = (act: (state: EditorState) => EditorState) => {
    const next = act(current());
    pending.current = { start: next.start, end: next.end };
    if (next.text === value) {
      area.current?.focus();
      area.current?.setSelectionRange(next.start, next.end);
      pending.current = null;
      return;
    }
    onChange(next.text);
  };
  const readSelection = () => {
    const element = area.current;
    if (element) setSelection({ start: element.selectionStart, end: element.selectionEnd });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'b') {
      event.preventDefault();
      apply(toggleBold);
    }
  };
  const insert = (key: MergeFieldKey) => {
    setMenuAnchor(null);
    apply((state) => insertMergeField(state, key));
  };

  const formats = activeFormats({ text: value, ...selection });
  const tools = [
    { name: 'Heading', icon: <TitleRounded aria-hidden="true" />, pressed: formats.heading, act: toggleHeading, hint: 'Heading (# at the line’s start)' },
    { name: 'Bold', icon: <FormatBoldRounded aria-hidden="true" />, pressed: formats.bold, act: toggleBold, hint: 'Bold (Ctrl+B)' },
    { name: 'Bulleted list', icon: <FormatListBulletedRounded aria-hidden="true" />, pressed: formats.bullets, act: toggleBullets, hint: 'Bulleted list (- at the line’s start)' },
  ];

  return (
    <Box>
      <Box
        sx={{
          border: '1px solid',
          borderColor: error ? 'error.main' : '#c9d0dc',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'background.paper',
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: (t) => `0 0 0 1px ${error ? t.palette.error.main : t.palette.primary.main}` },
        }}
      >
        <Box role="toolbar" aria-label="Formatting" aria-controls={id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', px: 1, py: 0.5, bgcolor: '#f8f9fc', borderBottom: '1px solid #dfe3eb' }}>
          {tools.map((tool) => (
            <Tooltip key={tool.name} title={tool.hint}>
              <span>
                <IconButton
                  size="small"
                  aria-label={tool.name}
                  aria-pressed={tool.pressed}
                  disabled={disabled}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => apply(tool.act)}
                  sx={{ borderRadius: 1, ...(tool.pressed ? { bgcolor: 'rgba(11,58,117,0.12)', color: 'primary.main' } : {}) }}
                >
                  {tool.icon}
                </IconButton>
              </span>
            </Tooltip>
          ))}
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />
          <Button
            size="small"
            startIcon={<DataObjectRounded aria-hidden="true" />}
            aria-haspopup="menu"
            aria-expanded={menuAnchor ? true : undefined}
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={(e) => {
              readSelection();
              setMenuAnchor(e.currentTarget);
            }}
          >
            Insert merge field
          </Button>
        </Box>
        <Box
          component="textarea"
          id={id}
          ref={(element: HTMLTextAreaElement | null) => {
            area.current = element;
            inputRef?.(element);
          }}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange((e.target as HTMLTextAreaElement).value)}
          onSelect={readSelection}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          aria-label="Letter body"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${errorId} ${helpId}` : helpId}
          spellCheck
          rows={18}
          sx={{
            display: 'block',
            width: '100%',
            minHeight: { xs: 280, md: 420 },
            resize: 'vertical',
            border: 0,
            outline: 'none',
            p: 1.5,
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: '0.875rem',
            lineHeight: 1.6,
            color: 'text.primary',
            bgcolor: 'transparent',
          }}
        />
      </Box>
      {error && (
        <Typography id={errorId} role="alert" color="error" variant="body2" sx={{ mt: 0.75, mx: 1.75 }}>
          {error}
        </Typography>
      )}
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 0.5, mx: 1.75 }}>
        # starts a heading, - a bullet, **text** is bold; a blank line ends a paragraph. Merge fields are written {'{{field}}'}.
      </Typography>
      <Menu
        anchorEl={menuAnchor}
        open={Boolean(menuAnchor)}
        onClose={() => {
          setMenuAnchor(null);
          area.current?.focus();
        }}
        disableRestoreFocus
        slotProps={{ paper: { sx: { maxHeight: 420, width: 340 } }, list: { 'aria-label': 'Merge fields', dense: true } }}
      >
        {GROUPS.flatMap((group) => [
          <ListSubheader key={group} sx={{ lineHeight: '32px', fontWeight: 700 }}>
            {group}
          </ListSubheader>,
          ...fieldsOf(group).map((field) => (
            <MenuItem key={field.key} onClick={() => insert(field.key as MergeFieldKey)} sx={{ display: 'block', py: 0.75 }} title={field.description}>
              <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
                {field.label}
              </Box>
              <Box component="span" sx={{ display: 'block', fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.75rem', color: 'text.secondary' }}>
                {`{{${field.key}}}`}
              </Box>
            </MenuItem>
          )),
        ])}
      </Menu>
    </Box>
  );
}
