import { MESSAGES } from '@creditdesk/contracts';
import { correlationIdOf, serverMessageOf, type ApiError } from '../../api/api-errors';

/** The words of a refusal: the server's own sentence, else the generic one with the tracking id. */
export function refusalText(error: ApiError): string {
  const id = correlationIdOf(error);
  return serverMessageOf(error) ?? `${MESSAGES.generic.unexpected}${id ? MESSAGES.reports.trackingId(id) : ''}`;
}
