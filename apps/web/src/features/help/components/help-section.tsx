import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HelpTopic } from '../help-topics';

/** A Help section: an h2 the table of contents links to, and its content. */
export function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ mb: 4, scrollMarginTop: 80 }}>
      <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Topics as a list of cards: the title, what it means, what to do, and a link when there is one. */
export function TopicList({ topics, label }: { topics: HelpTopic[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {topics.map((topic) => (
        <Paper component="li" key={topic.id} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {topic.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {topic.body}
          </Typography>
          {topic.next && (
            <Typography sx={{ mt: 0.75 }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                What to do:{' '}
              </Box>
              {topic.next}
            </Typography>
          )}
          {topic.link && (
            <Link component={RouterLink} to={topic.link.to} underline="always" sx={{ display: 'inline-block', mt: 1 }}>
              {topic.link.label}
            </Link>
          )}
        </Paper>
      ))}
    </Box>
  );
}
