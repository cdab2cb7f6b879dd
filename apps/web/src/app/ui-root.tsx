import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

/**
 * The portal's theme and MUI's baseline around every page and dialog. A chunk of its own (issue 30):
 * MUI and emotion load with the first page, beside it, not in the shell, whose loading screens are plain
 * elements (index.html holds the baseline they need before any script).
 */
export function UiRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
