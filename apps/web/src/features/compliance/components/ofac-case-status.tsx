import { OFAC_CASE_STATUS_LABELS, OFAC_CASE_STATUS_LEVELS, type OfacCaseStatus } from '@creditdesk/contracts';
import { LevelTag } from '../../../reports/viewer/level-cells';

/** A case's status in its level: open waits on someone (amber), a confirmed match is an alarm, cleared is fine. */
export function OfacCaseStatusTag({ status }: { status: OfacCaseStatus }) {
  return <LevelTag label={OFAC_CASE_STATUS_LABELS[status]} level={OFAC_CASE_STATUS_LEVELS[status]} />;
}
