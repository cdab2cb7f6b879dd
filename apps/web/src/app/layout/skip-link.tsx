import Link from '@mui/material/Link';

/** Lets keyboard users jump past the header and navigation. */
export function SkipLink() {
  return (
    <Link
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (t) => t.zIndex.tooltip + 1,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 2,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}
