import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FOOTER_LINKS, SOCIAL_LINKS } from './footer-links';

type FooterProps = { tone?: 'light' | 'dark' };

/** Footer (portal.md §2): legal and about links, social links and the copyright line with this year. */
export function Footer({ tone = 'light' }: FooterProps) {
  const dark = tone === 'dark';
  const color = dark ? 'rgba(255,255,255,0.78)' : 'text.secondary';
  return (
    <Box
      component="footer"
      sx={{
        borderTop: '1px solid',
        borderColor: dark ? 'rgba(255,255,255,0.12)' : 'divider',
        bgcolor: dark ? 'primary.dark' : 'background.paper',
        px: { xs: 2, md: 4 },
        py: 2.5,
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Box component="nav" aria-label="Legal and company">
          <Stack direction="row" component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            {FOOTER_LINKS.map((item) => (
              <li key={item.label}>
                <Link href={item.href} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ color, fontWeight: 500 }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
            <IconButton key={label} href={href} target="_blank" rel="noopener noreferrer" aria-label={label} size="small" sx={{ color }}>
              <Icon fontSize="small" aria-hidden="true" />
            </IconButton>
          ))}
        </Stack>
      </Stack>
      <Typography variant="caption" component="p" sx={{ mt: 1.5, color }}>
        © {new Date().getFullYear()} Creditdesk. All rights reserved.
      </Typography>
    </Box>
  );
}
