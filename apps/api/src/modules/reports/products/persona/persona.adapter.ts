import { PERSONA_PRODUCT, type PersonaConsumer, personaConsumerOf, personaDataSourceResponseSchema, personaFullName } from '@creditdesk/contracts';
import { PersonaUnavailableError } from './persona.port.js';
import { renderPersonaPdf } from './persona-pdf.js';
import { defineAdapter, subscriberOf } from '../product-adapter.js';

const fullName = (c: PersonaConsumer) => personaFullName({ firstName: c.firstName, middleName: c.middleName ?? null, lastName: c.lastName, suffix: c.suffix ?? null });

/**
 * Persona (EMPL): the consumer's identity, addresses, employment and phones from the bureau's file,
 * no credit data. Ordered like a consumer report: an account number and a permissible purpose (one
 * of the Persona's, docs/decisions.md), the consumer's name, SSN, date of birth and address.
 */
export const personaAdapter = defineAdapter(PERSONA_PRODUCT, {
  subjectOf(body) {
    const consumer = personaConsumerOf(body);
    return { consumerName: fullName(consumer), coApplicantName: null, ssnLast4: consumer.ssn.slice(-4), identity: consumer };
  },
  async pull(ctx, body, { member, idempotencyKey }) {
    const request = { consumer: personaConsumerOf(body), permissiblePurpose: body.permissiblePurpose, subscriber: subscriberOf(member), idempotencyKey };
    // An answer not in the Persona's shape is the data source failing, not a report to store.
    const parsed = personaDataSourceResponseSchema.safeParse(await ctx.dataSources.get('persona').pullPersona(request));
    if (!parsed.success) throw new PersonaUnavailableError('the answer is not a Persona');
    return { dataSourceResponse: parsed.data, status: parsed.data.value.personaReport.hit ? 'Completed' : 'No Hit' };
  },
  pdf: renderPersonaPdf,
});
