import type { AmlConnectDataSourceResponse, AmlConnectReport } from '@creditdesk/contracts';
import { orderAnswer, productDsr } from '../../testing/product-order-harness';
import { GUZMAN, GUZMAN_CANDIDATE, SCREENED_AT, SDN_LIST } from '../../product-kit/screening/ofac-fixtures';

/*
 * AML Connect answers as the server gives them for its documented subjects (docs/products/amlconnect.md):
 * Oswald Kresge (a former PEP with an article: high), Lucia Tarrant (a PEP's spouse: medium), Joaquin
 * Guzman Loera (the SDN list: high) and Maple Street Bakery LLC (nothing: low).
 */

const clear: AmlConnectReport['sanctions'] = { list: SDN_LIST, threshold: 0.88, result: 'clear', candidates: [] };
const screen = { identifier: 'current', listsAsOf: '2026-11-01', screenedAt: SCREENED_AT };

export const KRESGE: AmlConnectReport = {
  ...screen,
  subject: {
    type: "individual",
    name: "Oswald Kresge",
    dateOfBirth: null,
    country: "VE"
  },
  risk: {
    level: "high",
    reasons: [
      "Politically exposed person: Member of the National Assembly, Venezuela.",
      "1 adverse media article: corruption."
    ]
  },
  sanctions: clear,
  peps: [
    {
      name: "OSWALD KRESGE",
      level: "pep",
      position: "Member of the National Assembly",
      country: "Venezuela",
      since: "2016-01-05",
      until: "2021-01-05",
      relatedTo: null,
      score: 1
    }
  ],
  adverseMedia: [
    {
      headline: "Former legislator named in contract kickback inquiry",
      publication: "Caribbean Courier",
      publishedOn: "2023-04-18",
      category: "corruption",
      summary: "A public inquiry names a former assembly member among recipients of payments on state contracts.",
      score: 0.95
    }
  ],
};

export const LUCIA_TARRANT: AmlConnectReport = {
  ...screen,
  subject: {
    type: "individual",
    name: "Lucia Tarrant",
    dateOfBirth: null,
    country: "PA"
  },
  risk: {
    level: "medium",
    reasons: [
      "Relative or close associate of OSWIN TARRANT, Deputy Minister of Energy."
    ]
  },
  sanctions: clear,
  peps: [
    {
      name: "LUCIA TARRANT",
      level: "rca",
      position: "Spouse",
      country: "Panama",
      since: "2019-07-01",
      until: null,
      relatedTo: "OSWIN TARRANT, Deputy Minister of Energy",
      score: 1
    }
  ],
  adverseMedia: [],
};

export const AML_GUZMAN: AmlConnectReport = {
  ...screen,
  subject: GUZMAN.subject,
  risk: {
    level: "high",
    reasons: [
      "A potential match on the OFAC SDN list."
    ]
  },
  sanctions: { ...clear, result: 'hit', candidates: [GUZMAN_CANDIDATE] },
  peps: [],
  adverseMedia: [],
};

export const AML_BAKERY: AmlConnectReport = {
  ...screen,
  subject: {
    type: "business",
    name: "Maple Street Bakery LLC",
    dateOfBirth: null,
    country: "US"
  },
  risk: {
    level: "low",
    reasons: []
  },
  sanctions: clear,
  peps: [],
  adverseMedia: [],
};

export const amlConnectDsr = (amlConnectReport: AmlConnectReport, errors: AmlConnectDataSourceResponse['errors'] = []): AmlConnectDataSourceResponse => productDsr({ amlConnectReport }, errors);

export const amlConnectOrderResponse = (amlConnectReport: AmlConnectReport) => orderAnswer('amlconnect', amlConnectDsr(amlConnectReport));
