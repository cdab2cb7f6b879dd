import {
  PERSONA_PRODUCT,
  type PersonaConsumer,
  type PersonaReportRequestParsed,
  personaConsumerOf,
  personaDataSourceResponseSchema,
  personaFullName,
} from '@creditdesk/contracts';
import { dataSourceFor } from '../../../datasources/data-sources.js';
import { type PersonaDataSource, PersonaUnavailableError, createSandboxPersona } from '../../../datasources/sandbox/persona/persona-source.js';
import { badRequest } from '../../../lib/http-error.js';
import { renderPersonaPdf } from '../pdf/products/persona-pdf.js';
import { type ProductAdapter, productAnswer } from './product-adapter.js';

const fullName = (c: Pick<PersonaConsumer, 'firstName' | 'middleName' | 'lastName' | 'suffix'>) =>
  personaFullName({ firstName: c.firstName, middleName: c.middleName ?? null, lastName: c.lastName, suffix: c.suffix ?? null });

/**
 * Persona (EMPL): the consumer's identity, addresses, employment and phones from the bureau's file,
 * no credit data. Ordered like a consumer report: an account number and a permissible purpose (one
 * of the Persona's, docs/decisions.md), the consumer's name, SSN, date of birth and address.
 */
export const personaAdapter: ProductAdapter<PersonaReportRequestParsed> = {
  accountNumberOf: (body) => body.accountNumber,
  permissiblePurposeOf: (body) => body.permissiblePurpose,
  referenceOf: (body) => body.customerReferenceNumber,
  subjectOf(body) {
    const consumer = personaConsumerOf(body);
    return { consumerName: fullName(consumer), coApplicantName: null, ssnLast4: consumer.ssn.slice(-4), identity: consumer };
  },
  async pull(ctx, body, { member, idempotencyKey }) {
    const source = dataSourceFor<PersonaDataSource>(ctx, PERSONA_PRODUCT.key, () => createSandboxPersona());
    const answer = await source.pullPersona({
      consumer: personaConsumerOf(body),
      permissiblePurpose: body.permissiblePurpose,
      subscriber: { customerName: member!.name, accountNumber: member!.memberNumber },
      idempotencyKey,
    });
    // An answer not in the Persona's shape is the data source failing, not a report to store.
    const parsed = personaDataSourceResponseSchema.safeParse(answer);
    if (!parsed.success) throw new PersonaUnavailableError('the answer is not a Persona');
    return { dataSourceResponse: parsed.data, status: parsed.data.value.personaReport.hit ? 'Completed' : 'No Hit' };
  },
  answer: productAnswer(PERSONA_PRODUCT.key),
  fileNameSubject(identity) {
    const consumer = identity as Partial<PersonaConsumer> | null;
    return { firstName: consumer?.firstName ?? '', lastName: consumer?.lastName ?? '' };
  },
  async renderPdf({ dataSourceResponse, view, inquiry }) {
    if (view !== 'primary') throw badRequest('Invalid request: body.view: the Persona has no co-applicant view');
    return renderPersonaPdf({ dataSourceResponse: personaDataSourceResponseSchema.parse(dataSourceResponse), inquiry });
  },
};
