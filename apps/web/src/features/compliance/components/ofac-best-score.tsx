import { formatOfacScore, ofacCandidateStrength } from '@creditdesk/contracts';
import { LevelText } from '../../../reports/viewer/level-cells';

/** A screen's best score as a percentage with its strength in words ("100 % · Exact"), in the strength's ink. */
export function OfacBestScore({ score }: { score: number }) {
  const strength = ofacCandidateStrength({ score });
  return <LevelText level={strength.level}>{`${formatOfacScore(score)} · ${strength.label}`}</LevelText>;
}
