import { SDN_TEST_SUBJECTS as S } from '../../product-kit/screening/screening-test-subjects';
import type { TestSubject } from '../../product-kit/screening/screening-form-values';

/**
 * AML Connect's test subjects (docs/products/amlconnect.md, "Sandbox subjects"): the sandbox's
 * politically exposed persons and adverse media (fictitious), a real SDN entry, and a business on no
 * list. Offered on its form while the sandbox answers.
 */
export const AML_CONNECT_TEST_CONSUMERS: readonly TestSubject[] = [
  { key: 'pep', subjectType: 'individual', firstName: 'Oswin', lastName: 'Tarrant', country: 'PA', description: 'Medium risk: a politically exposed person, Deputy Minister of Energy of Panama.' },
  { key: 'rca', subjectType: 'individual', firstName: 'Lucia', lastName: 'Tarrant', country: 'PA', description: 'Medium risk: the spouse of a politically exposed person.' },
  { key: 'adverseMedia', subjectType: 'individual', firstName: 'Delphine', lastName: 'Marsh', description: 'Medium risk: two adverse media articles, fraud and money laundering.' },
  { key: 'formerPepMedia', subjectType: 'individual', firstName: 'Oswald', lastName: 'Kresge', country: 'VE', description: 'High risk: a former politically exposed person named in an article on corruption.' },
  { key: 'sanctions', ...S.guzman, description: 'High risk: the SDN list’s entry 6861.' },
  { key: 'clear', ...S.bakery, description: 'Low risk: a business on no list.' },
];
