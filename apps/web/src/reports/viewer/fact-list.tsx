import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export type Fact = { label: string; value: ReactNode };

type FactListProps = { facts: Fact[]; columns?: { xs?: number; sm?: number; md?: number } };

/** Label and value pairs as a definition list, laid out in columns. */
export function FactList({ facts, columns = { xs: 1, sm: 2, md: 4 } }: FactListProps) {
  const template = (n = 1) => `repeat(${n}, minmax(0, 1fr))`;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: template(columns.xs), sm: template(columns.sm ?? columns.xs), md: template(columns.md ?? columns.sm) },
        '& dt': { color: 'text.secondary', fontSize: '0.78rem', fontWeight: 500, mb: 0.25 },
        '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </Box>
  );
}
