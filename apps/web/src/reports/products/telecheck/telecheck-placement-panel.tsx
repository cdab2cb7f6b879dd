import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import { TELECHECK_ENTRY_NOUNS, TELECHECK_LIST_LABELS, TELECHECK_LIST_TYPES, formatDate, type TelecheckListType } from '@creditdesk/contracts';
import { httpStatusOf, serverMessageOf } from '../../../api/api-errors';
import { useGetTelecheckPlacementsQuery, usePlaceTelecheckCheckMutation } from '../../../features/telecheck-lists/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { usePageMessages } from '../../../lib/use-page-messages';
import { ReportSection } from '../../viewer/report-section';

const ACTIONS: Record<TelecheckListType, string> = { collections: 'Place for collection', negatives: 'Report as a negative item' };
/** What the confirmation asks and says before the act (issue 33: it acted on one click). */
const CONFIRMS: Record<TelecheckListType, { title: string; text: string }> = {
  collections: { title: 'Place this check for collection?', text: 'TeleCheck will start collecting this check from the consumer. A check is placed once: this cannot be undone here.' },
  negatives: { title: 'Report this check as a negative item?', text: "TeleCheck will decline the account's next checks. A check is reported once: this cannot be undone here." },
};

/**
 * What a declined check's report offers: place the check with TeleCheck for collection, or report it
 * as a negative item (once each); where it is placed already, when and by whom, with a link to the list.
 */
export function TelecheckPlacementPanel({ inquiryId }: { inquiryId: string }) {
  const placements = useGetTelecheckPlacementsQuery(inquiryId);
  const [place, placing] = usePlaceTelecheckCheckMutation();
  const messages = usePageMessages();
  const [asking, setAsking] = useState<TelecheckListType | null>(null);
  // the report's page links to the list; a report drawn outside the portal's router (a preview) does not
  const linked = useInRouterContext();
  if (placements.isError && httpStatusOf(placements.error) === 404) return null;

  const placedOn = (type: TelecheckListType) => placements.data?.find((p) => p.type === type);
  const run = async (type: TelecheckListType) => {
    const result = await place({ inquiryId, type });
    setAsking(null);
    if ('error' in result) messages.error(serverMessageOf(result.error as never) ?? 'The check could not be placed. Please try again later.');
    else messages.success(`The check was placed on your TeleCheck ${TELECHECK_LIST_LABELS[type]} list.`);
  };

  return (
    <ReportSection title="Collections and negative items">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        TeleCheck declined this check. If it comes back unpaid, place it with TeleCheck for collection, or report it as a negative item so TeleCheck declines the account&apos;s next checks.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {TELECHECK_LIST_TYPES.map((type) => {
          const placed = placedOn(type);
          return placed ? (
            <Alert key={type} severity="success" role="status" sx={{ flex: '1 1 260px' }}>
              {`Placed as a ${TELECHECK_ENTRY_NOUNS[type]} on ${formatDate(placed.placedAt.slice(0, 10))} by ${placed.placedBy}. `}
              {linked && <RouterLink to={`/telecheck/collections-negatives?type=${type}`}>Open the {TELECHECK_LIST_LABELS[type]} list</RouterLink>}
            </Alert>
          ) : (
            <Button key={type} variant="outlined" disabled={placements.isLoading || placing.isLoading} onClick={() => setAsking(type)}>
              {ACTIONS[type]}
            </Button>
          );
        })}
      </Box>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? CONFIRMS[asking].title : ''}
        confirmLabel={asking ? ACTIONS[asking] : ''}
        busy={placing.isLoading}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void run(asking)}
      >
        <Typography>{asking ? CONFIRMS[asking].text : ''}</Typography>
      </ConfirmDialog>
    </ReportSection>
  );
}
