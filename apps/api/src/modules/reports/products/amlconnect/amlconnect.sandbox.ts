import { type AmlListsAnswer, ofacSubjectName } from '@creditdesk/contracts';
import { SANDBOX_AS_OF } from '../../../../datasources/sandbox/calendar.js';
import { type AmlListsDataSource } from './amlconnect.port.js';
export * from './amlconnect.port.js';

const key = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase().replace(/[^A-Z ]/g, '').split(/\s+/).filter(Boolean).sort().join(' ');

/** The documented subjects (docs/products/amlconnect.md), found by name whatever its order. Fictitious. */
const SUBJECTS: Record<string, Omit<AmlListsAnswer, 'listsAsOf'>> = {
  [key('Oswin Tarrant')]: {
    peps: [{ name: 'OSWIN TARRANT', level: 'pep', position: 'Deputy Minister of Energy', country: 'Panama', since: '2019-07-01', until: null, relatedTo: null, score: 1 }],
    adverseMedia: [],
  },
  [key('Lucia Tarrant')]: {
    peps: [{ name: 'LUCIA TARRANT', level: 'rca', position: 'Spouse', country: 'Panama', since: '2019-07-01', until: null, relatedTo: 'OSWIN TARRANT, Deputy Minister of Energy', score: 1 }],
    adverseMedia: [],
  },
  [key('Delphine Marsh')]: {
    peps: [],
    adverseMedia: [
      { headline: 'Payments executive charged in card-fraud scheme', publication: 'The Harbor Ledger', publishedOn: '2025-09-12', category: 'fraud', summary: 'Prosecutors allege a scheme that routed stolen card numbers through shell merchants over two years.', score: 0.97 },
      { headline: 'Regulators probe transfers through shell merchants', publication: 'Financial Wire', publishedOn: '2024-11-03', category: 'money-laundering', summary: 'An investigation into transfers of $4.2 million through merchant accounts with no trading history.', score: 0.92 },
    ],
  },
  [key('Oswald Kresge')]: {
    peps: [{ name: 'OSWALD KRESGE', level: 'pep', position: 'Member of the National Assembly', country: 'Venezuela', since: '2016-01-05', until: '2021-01-05', relatedTo: null, score: 1 }],
    adverseMedia: [{ headline: 'Former legislator named in contract kickback inquiry', publication: 'Caribbean Courier', publishedOn: '2023-04-18', category: 'corruption', summary: 'A public inquiry names a former assembly member among recipients of payments on state contracts.', score: 0.95 }],
  },
};

/** The sandbox: the documented subjects by name; anyone else appears on no list. It never fails. */
export function createSandboxAmlLists(options: { asOf?: Date } = {}): AmlListsDataSource {
  const listsAsOf = (options.asOf ?? SANDBOX_AS_OF).toISOString().slice(0, 10);
  return {
    name: 'sandbox',
    async screenLists({ subject }) {
      const found = SUBJECTS[key(ofacSubjectName(subject))];
      return { peps: found?.peps ?? [], adverseMedia: found?.adverseMedia ?? [], listsAsOf };
    },
  };
}
