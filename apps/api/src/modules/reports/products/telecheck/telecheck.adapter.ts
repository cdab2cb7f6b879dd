import { TELECHECK_PRODUCT, type TelecheckConsumer, type TelecheckRequestParsed } from '@creditdesk/contracts';
import { renderTelecheckPdf } from './telecheck-pdf.js';
import { defineAdapter, subscriberOf } from '../product-adapter.js';

/** What the stored inquiry keeps of the order, encrypted at rest: the check writer and the check (the full account number with it, for a later placement). */
export type TelecheckOrderIdentity = TelecheckConsumer & { check: Pick<TelecheckRequestParsed, 'routingNumber' | 'checkingAccountNumber' | 'checkNumber' | 'amount'> };

/**
 * TeleCheck, billed to the account number the request names. The routing number's check digit and
 * every field are checked by the contract before any call; the answer holds the checking account's
 * last four digits only, and the full number is kept only in the encrypted identity.
 */
export const telecheckAdapter = defineAdapter(TELECHECK_PRODUCT, {
  subjectOf: ({ consumer, routingNumber, checkingAccountNumber, checkNumber, amount }) => ({
    consumerName: `${consumer.firstName} ${consumer.lastName}`,
    coApplicantName: null,
    ssnLast4: '',
    identity: { ...consumer, check: { routingNumber, checkingAccountNumber, checkNumber, amount } } satisfies TelecheckOrderIdentity,
  }),
  async pull(ctx, { consumer, routingNumber, checkingAccountNumber, checkNumber, amount }, { member, idempotencyKey }) {
    const check = { routingNumber, checkingAccountNumber, checkNumber, amount };
    const dataSourceResponse = await ctx.dataSources.get('telecheck').verifyCheck({ ...check, consumer, subscriber: subscriberOf(member), idempotencyKey });
    return { dataSourceResponse, status: 'Completed' };
  },
  pdf: renderTelecheckPdf,
});
