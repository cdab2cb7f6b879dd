import { createTheme } from '@mui/material/styles';

/** One theme for the whole portal: calm, high-contrast, banking blue. */
export const BRAND = {
  navy: '#0b3a75',
  navyDark: '#072a57',
  teal: '#0f766e',
  mint: '#5fd3c4',
  canvas: '#f4f6fa',
} as const;

export const DRAWER_WIDTH = 263;
export const DRAWER_COLLAPSED_WIDTH = 72;

export const theme = createTheme({
  palette: {
    primary: { main: BRAND.navy, dark: BRAND.navyDark, light: '#3d64a0', contrastText: '#ffffff' },
    secondary: { main: BRAND.teal, contrastText: '#ffffff' },
    background: { default: BRAND.canvas, paper: '#ffffff' },
    // disabled text stays readable (4.9:1 on white): a disabled field still tells what it is
    text: { primary: '#14213d', secondary: '#4a5568', disabled: '#6b7280' },
    divider: '#dfe3eb',
    success: { main: '#1e7b4a' },
    error: { main: '#b3261e' },
    warning: { main: '#a15c00' },
    info: { main: '#1c5fb8' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", "Helvetica Neue", Roboto, Arial, sans-serif',
    h1: { fontSize: '2.5rem', fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.15 },
    h2: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.375rem', fontWeight: 600 },
    h4: { fontSize: '1.625rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontSize: '1.125rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    subtitle1: { fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8 }, sizeLarge: { padding: '10px 22px', fontSize: '1rem' } },
    },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#dfe3eb' } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          '&.Mui-selected': { backgroundColor: 'rgba(11, 58, 117, 0.10)', color: BRAND.navy },
          '&.Mui-selected .MuiListItemIcon-root': { color: BRAND.navy },
        },
      },
    },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
