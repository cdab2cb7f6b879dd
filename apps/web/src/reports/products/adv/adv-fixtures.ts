import type { AdvDataSourceResponse, AdvReport } from '@creditdesk/contracts';
import { INQUIRY_ID } from '../../testing/report-fixtures';

/*
 * ADV answers as the sandbox gives them for the documented personas (docs/products/adv.md), taken
 * from its generator: Kevin Doyle (bankruptcy and liens), Priya Raman (no hit), Harold Jennings
 * (deceased).
 */

export const DOYLE: AdvReport = {
  "identifier": "current",
  "hit": true,
  "profileName": "Public records view",
  "asOfDate": "2026-11-01",
  "subject": {
    "firstName": "KEVIN",
    "middleName": null,
    "lastName": "DOYLE",
    "suffix": null,
    "ssnMasked": "***-**-1008",
    "dateOfBirth": "1976-12-02",
    "age": 49,
    "deceased": false,
    "deceasedDate": null
  },
  "ssnInfo": {
    "ssnMasked": "***-**-1008",
    "otherIdentities": 0
  },
  "akas": [],
  "addresses": [
    {
      "line1": "1945 RIVERSIDE DR",
      "city": "MACON",
      "state": "GA",
      "zip": "31201",
      "county": "Bibb",
      "dwelling": "single-family",
      "firstSeen": "2023-04-01",
      "lastSeen": "2026-10-25",
      "current": true
    },
    {
      "line1": "503 SPRING RD",
      "city": "MACON",
      "state": "GA",
      "zip": "31201",
      "county": "Bibb",
      "dwelling": "apartment",
      "firstSeen": "2019-07-14",
      "lastSeen": "2023-03-09",
      "current": false
    },
    {
      "line1": "8232 COLLEGE ST",
      "city": "SAVANNAH",
      "state": "GA",
      "zip": "31401",
      "county": "Chatham",
      "dwelling": "apartment",
      "firstSeen": "2016-11-18",
      "lastSeen": "2019-06-28",
      "current": false
    }
  ],
  "phones": [
    {
      "number": "4045550153",
      "type": "mobile",
      "carrier": "Metro by T-Mobile",
      "listedName": null,
      "firstSeen": "2023-04-01",
      "lastSeen": "2026-10-01",
      "current": true
    },
    {
      "number": "4045550155",
      "type": "voip",
      "carrier": "Google Voice",
      "listedName": null,
      "firstSeen": "2019-07-14",
      "lastSeen": "2023-03-09",
      "current": false
    }
  ],
  "relatives": [
    {
      "name": "DESHAWN DOYLE",
      "relationship": "relative",
      "age": 52,
      "city": "SAVANNAH",
      "state": "GA"
    },
    {
      "name": "RICHARD DOYLE",
      "relationship": "relative",
      "age": 76,
      "city": "MACON",
      "state": "GA"
    },
    {
      "name": "MATTHEW MOORE",
      "relationship": "associate",
      "age": 45,
      "city": "MACON",
      "state": "GA"
    }
  ],
  "properties": [
    {
      "line1": "8232 COLLEGE ST",
      "city": "SAVANNAH",
      "state": "GA",
      "zip": "31401",
      "county": "Chatham",
      "parcelNumber": "923-26-655-331",
      "propertyType": "Single-family residence",
      "purchaseDate": "2016-11-18",
      "purchasePrice": 243000,
      "assessedValue": null,
      "owned": false,
      "soldDate": "2019-06-28"
    }
  ],
  "vehicles": [
    {
      "year": 2012,
      "make": "CHEVROLET",
      "model": "EQUINOX",
      "vinLast6": "E00383",
      "plateState": "GA",
      "registeredDate": "2025-12-02",
      "expirationDate": "2026-12-20"
    }
  ],
  "bankruptcies": [
    {
      "chapter": "7",
      "court": "U.S. Bankruptcy Court, Middle District of Georgia",
      "caseNumber": "25-32228",
      "filedDate": "2025-03-26",
      "status": "discharged",
      "statusDate": "2025-07-06",
      "liabilities": 28471,
      "assets": 14903
    }
  ],
  "liens": [
    {
      "type": "federal-tax",
      "creditor": "Internal Revenue Service",
      "filingOffice": "Bibb County Recorder",
      "filingNumber": "2025532897",
      "filedDate": "2025-10-12",
      "amount": 32723,
      "status": "open",
      "releasedDate": null
    },
    {
      "type": "state-tax",
      "creditor": "GA Department of Revenue",
      "filingOffice": "Bibb County Recorder",
      "filingNumber": "2023881453",
      "filedDate": "2023-02-18",
      "amount": 1954,
      "status": "released",
      "releasedDate": "2024-03-27"
    }
  ],
  "judgments": [
    {
      "type": "civil",
      "court": "Bibb County Court, GA",
      "caseNumber": "2022-CV-16958",
      "plaintiff": "Jefferson Capital Systems",
      "filedDate": "2022-06-07",
      "amount": 3015,
      "status": "satisfied",
      "statusDate": "2023-01-02"
    }
  ]
};

export const RAMAN: AdvReport = {
  "identifier": "current",
  "hit": false,
  "profileName": "Public records view",
  "asOfDate": "2026-11-01",
  "subject": {
    "firstName": "PRIYA",
    "middleName": null,
    "lastName": "RAMAN",
    "suffix": null,
    "ssnMasked": "***-**-1003",
    "dateOfBirth": null,
    "age": null,
    "deceased": false,
    "deceasedDate": null
  },
  "ssnInfo": null,
  "akas": [],
  "addresses": [],
  "phones": [],
  "relatives": [],
  "properties": [],
  "vehicles": [],
  "bankruptcies": [],
  "liens": [],
  "judgments": []
};

export const JENNINGS: AdvReport = {
  "identifier": "current",
  "hit": true,
  "profileName": "Public records view",
  "asOfDate": "2026-11-01",
  "subject": {
    "firstName": "HAROLD",
    "middleName": null,
    "lastName": "JENNINGS",
    "suffix": null,
    "ssnMasked": "***-**-1007",
    "dateOfBirth": "1941-08-09",
    "age": 85,
    "deceased": true,
    "deceasedDate": "2026-01-12"
  },
  "ssnInfo": {
    "ssnMasked": "***-**-1007",
    "otherIdentities": 0
  },
  "akas": [
    {
      "firstName": "HAL",
      "middleName": null,
      "lastName": "JENNINGS",
      "lastSeen": "2023-06-18"
    }
  ],
  "addresses": [
    {
      "line1": "702 ORCHARD ST",
      "city": "DAYTON",
      "state": "OH",
      "zip": "45402",
      "county": "Montgomery",
      "dwelling": "single-family",
      "firstSeen": "2014-10-13",
      "lastSeen": "2026-01-15",
      "current": true
    },
    {
      "line1": "6153 SUMMIT CIR APT 17C",
      "city": "DAYTON",
      "state": "OH",
      "zip": "45402",
      "county": "Montgomery",
      "dwelling": "apartment",
      "firstSeen": "1999-06-22",
      "lastSeen": "2014-10-25",
      "current": false
    }
  ],
  "phones": [
    {
      "number": "6145550101",
      "type": "mobile",
      "carrier": "T-Mobile USA",
      "listedName": null,
      "firstSeen": "2014-10-13",
      "lastSeen": "2026-01-05",
      "current": true
    }
  ],
  "relatives": [
    {
      "name": "WEI JENNINGS",
      "relationship": "relative",
      "age": null,
      "city": "DAYTON",
      "state": "OH"
    },
    {
      "name": "DONNA JENNINGS",
      "relationship": "relative",
      "age": null,
      "city": "COLUMBUS",
      "state": "OH"
    },
    {
      "name": "MELISSA JENNINGS",
      "relationship": "relative",
      "age": 94,
      "city": "DAYTON",
      "state": "OH"
    }
  ],
  "properties": [
    {
      "line1": "702 ORCHARD ST",
      "city": "DAYTON",
      "state": "OH",
      "zip": "45402",
      "county": "Montgomery",
      "parcelNumber": "181-57-702-174",
      "propertyType": "Single-family residence",
      "purchaseDate": "2014-10-13",
      "purchasePrice": 410500,
      "assessedValue": 498300,
      "owned": true,
      "soldDate": null
    }
  ],
  "vehicles": [],
  "bankruptcies": [],
  "liens": [],
  "judgments": []
};

export const advDsr = (advReport: AdvReport, errors: AdvDataSourceResponse['errors'] = []): AdvDataSourceResponse => ({ value: { advReport }, errors, status: 200 });

export const advOrderResponse = (advReport: AdvReport) => {
  const dataSourceResponse = advDsr(advReport);
  return { inquiryId: INQUIRY_ID, product: 'adv' as const, createdAt: '2026-11-20T14:05:00.000Z', dataSourceResponse, formatedResponse: JSON.stringify({ dataSourceResponse }) };
};
