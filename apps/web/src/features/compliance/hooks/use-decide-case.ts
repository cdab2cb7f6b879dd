import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { formatDate, type OfacCase } from '@creditdesk/contracts';
import { httpStatusOf, serverMessageOf } from '../../../api/api-errors';
import { adminFailureText } from '../../../lib/admin-failure';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useDecideOfacCaseMutation } from '../api';
import { type DecisionValues, decisionBodyOf, decisionFieldErrors } from '../decision-form';
import { CASE_ROUTE } from '../ofac-case-routes';

const decidedText = (decided: OfacCase) =>
  decided.status === 'confirmed' ? `The match is confirmed. Report it to OFAC by ${formatDate(decided.reportDueOn)}.` : 'The case is cleared as a false positive.';

/**
 * Sends a decision. Recorded: the page shows the decided case and a message says what follows. Someone
 * decided it first (409): the message says who, and the case loads again with their decision. A 400
 * puts its fields on the form; a refusal stays in the form.
 */
export function useDecideCase(caseId: string, setError: UseFormSetError<DecisionValues>) {
  const [decide, { isLoading }] = useDecideOfacCaseMutation();
  const messages = usePageMessages();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: DecisionValues): Promise<boolean> => {
    setProblem(null);
    const result = await decide({ caseId, body: decisionBodyOf(values) });
    if (result.data) {
      messages.success(decidedText(result.data));
      return true;
    }
    const status = httpStatusOf(result.error);
    if (status === 409) {
      messages.error(`${(serverMessageOf(result.error) ?? 'The case was decided by another user meanwhile').replace(/\.$/, '')}. Their decision is shown below; nothing of yours was recorded.`);
      return false;
    }
    if (status === 403) {
      setProblem(`Not recorded: you may not decide OFAC cases. ${CASE_ROUTE.refusal ?? ''}`.trim());
      return false;
    }
    const fields = decisionFieldErrors(result.error);
    fields.forEach(({ field, message }, i) => setError(field, { message }, { shouldFocus: i === 0 }));
    if (fields.length === 0) setProblem(adminFailureText(result.error));
    return false;
  };

  return { submit, deciding: isLoading, problem };
}
