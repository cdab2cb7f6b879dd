import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

type ListProgressProps = { active: boolean; label: string };

/** A thin bar above a list while a new page or search loads; the space is kept so nothing jumps. */
export function ListProgress({ active, label }: ListProgressProps) {
  return <Box sx={{ height: 4 }}>{active && <LinearProgress aria-label={label} />}</Box>;
}
