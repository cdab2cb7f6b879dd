import { SCORE_BANDS, SCORE_RANGE, scoreBandEnd, scoreBandOf, scoreGaugePosition, type CreditReport } from '@creditdesk/contracts';
import { SCORE_BAND_COLORS } from '../../../viewer/level-tones';
import { ScorePanel, type ScoreReading } from '../../../viewer/score-panel';

/** The gauge: the contracts' SCORE_BANDS in the portal's colours on 300–850, as in the PDF. */
const GAUGE = {
  bands: SCORE_BANDS.map((band) => ({ min: band.min, max: scoreBandEnd(band), color: SCORE_BAND_COLORS[band.key] })),
  position: scoreGaugePosition,
  range: SCORE_RANGE,
};

type ScoreSectionProps = { report: CreditReport };

function unscoredReason(report: CreditReport): string {
  if (!report.hit) return 'No credit file was found, so there is no score.';
  if (report.frozen) return 'The file is frozen, so it cannot be scored.';
  if (report.subject.deceased) return 'The consumer is reported deceased; the file is not scored.';
  return 'The file holds too little information to be scored.';
}

/** The risk score with its model, its band, where it falls on 300–850, and up to four key factors. */
export function ScoreSection({ report }: ScoreSectionProps) {
  const { score } = report;
  const reading: ScoreReading =
    score.value === null
      ? { value: null, unscored: unscoredReason(report) }
      : { value: score.value, bandLabel: scoreBandOf(score.value).label, color: SCORE_BAND_COLORS[scoreBandOf(score.value).key] };
  return <ScorePanel title="Credit score" model={score.model} reading={reading} gauge={GAUGE} reasons={score.reasons} />;
}
