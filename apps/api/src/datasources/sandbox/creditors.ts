/**
 * Reference data for the sandbox bureau: the names a lender expects to read on a US credit file.
 * Creditor, servicer, agency and employer names are real institutions used only as plausible
 * labels on fictitious files; places are real cities with one of their real ZIP codes.
 */

export const BANK_CARD_ISSUERS = [
  'Capital One', 'JPMorgan Chase Bank', 'Citibank', 'Bank of America', 'Discover Bank', 'Wells Fargo Card Services',
  'Barclays Bank Delaware', 'U.S. Bank', 'American Express National Bank', 'Synchrony Bank', 'PNC Bank', 'Truist Bank',
  'Goldman Sachs Bank USA', 'Navy Federal Credit Union', 'USAA Savings Bank', 'Fifth Third Bank',
] as const;

export const SUBPRIME_CARD_ISSUERS = [
  'Credit One Bank', 'Merrick Bank', 'Mission Lane (TAB Bank)', 'First Premier Bank', 'Total Visa (The Bank of Missouri)',
  'Indigo (Celtic Bank)', 'Milestone (The Bank of Missouri)', 'Avant (WebBank)',
] as const;

export const SECURED_CARD_ISSUERS = ['Capital One', 'Discover Bank', 'OpenSky (Capital Bank)', 'Bank of America', 'Citibank', 'Self Financial (Lead Bank)'] as const;

export const RETAIL_CARD_ISSUERS = [
  'Synchrony Bank/Amazon', 'TD Bank/Target', 'Citibank/The Home Depot', "Synchrony Bank/Lowe's", 'Comenity Bank/Ulta Beauty',
  'Synchrony Bank/TJX Rewards', "Citibank/Macy's", "Capital One/Kohl's", 'Comenity Capital Bank/Wayfair', 'Synchrony Bank/PayPal Credit',
  "Synchrony Bank/Sam's Club", 'Credit First National Association', 'Comenity Bank/Victoria\'s Secret', 'Citibank/Best Buy',
] as const;

export const CHARGE_CARD_ISSUERS = ['American Express'] as const;

export const AUTO_LENDERS = [
  'Ally Financial', 'Toyota Motor Credit', 'American Honda Finance', 'Capital One Auto Finance', 'Ford Motor Credit',
  'GM Financial', 'Chase Auto Finance', 'Nissan Motor Acceptance', 'Hyundai Motor Finance', 'Wells Fargo Auto',
  'Bank of America Auto', 'Navy Federal Credit Union', 'Tesla Finance (via U.S. Bank)', 'Subaru Motors Finance',
] as const;

export const SUBPRIME_AUTO_LENDERS = [
  'Westlake Financial Services', 'Credit Acceptance Corp', 'Exeter Finance', 'Santander Consumer USA', 'Bridgecrest Acceptance',
  'Global Lending Services', 'American Credit Acceptance',
] as const;

export const STUDENT_LOAN_SERVICERS = [
  'Dept of Education/Nelnet', 'Dept of Education/MOHELA', 'Dept of Education/Aidvantage', 'EdFinancial Services',
  'Sallie Mae Bank', 'Navient', 'Citizens Bank Education Refinance', 'SoFi Bank',
] as const;

export const MORTGAGE_SERVICERS = [
  'Rocket Mortgage', 'Wells Fargo Home Mortgage', 'Mr. Cooper', 'PennyMac Loan Services', 'Chase Home Lending',
  'U.S. Bank Home Mortgage', 'Freedom Mortgage', 'loanDepot', 'NewRez LLC', 'Lakeview Loan Servicing', 'Flagstar Bank',
  'Truist Mortgage', 'Guild Mortgage',
] as const;

export const PERSONAL_LENDERS = [
  'SoFi Bank', 'LendingClub Bank', 'Upgrade (Cross River Bank)', 'Marcus by Goldman Sachs', 'Discover Personal Loans',
  'Best Egg (Cross River Bank)', 'OneMain Financial', 'Prosper Funding', 'LightStream (Truist)', 'Regional Finance',
] as const;

export const HELOC_LENDERS = [
  'Bank of America', 'Wells Fargo Bank', 'U.S. Bank', 'PNC Bank', 'Truist Bank', 'Citizens Bank', 'TD Bank',
  'Fifth Third Bank', 'Regions Bank', 'KeyBank',
] as const;

/** For the active-duty persona: the lenders a service member's file tends to show. */
export const MILITARY_LENDERS = {
  bankCard: ['Navy Federal Credit Union', 'USAA Savings Bank', 'Pentagon Federal Credit Union', 'Armed Forces Bank'],
  retailCard: ['Army & Air Force Exchange Service (MILITARY STAR)'],
  auto: ['Navy Federal Credit Union', 'USAA Federal Savings Bank', 'Pentagon Federal Credit Union'],
  personal: ['Navy Federal Credit Union', 'USAA Federal Savings Bank'],
} as const;

/** The first year a lender lent under the name shown (only where it is recent enough to matter). */
export const CREDITOR_SINCE: Record<string, number> = {
  'Goldman Sachs Bank USA': 2019, 'Marcus by Goldman Sachs': 2016, 'Mission Lane (TAB Bank)': 2018, 'Indigo (Celtic Bank)': 2007,
  'Self Financial (Lead Bank)': 2015, 'OpenSky (Capital Bank)': 2006, 'Synchrony Bank': 2014, 'Synchrony Bank/Amazon': 2014,
  "Synchrony Bank/Lowe's": 2014, 'Synchrony Bank/TJX Rewards': 2014, 'Synchrony Bank/PayPal Credit': 2018, "Synchrony Bank/Sam's Club": 2014,
  'TD Bank/Target': 2013, "Capital One/Kohl's": 2011, 'Comenity Bank/Ulta Beauty': 2010, 'Comenity Capital Bank/Wayfair': 2015,
  'Comenity Bank/Victoria\'s Secret': 2010, 'Truist Bank': 2019, 'Truist Mortgage': 2019, 'LightStream (Truist)': 2013,
  'Tesla Finance (via U.S. Bank)': 2017, 'Mr. Cooper': 2017, 'NewRez LLC': 2018, 'loanDepot': 2010, 'Rocket Mortgage': 2015,
  'Lakeview Loan Servicing': 2008, 'PennyMac Loan Services': 2008, 'SoFi Bank': 2012, 'LendingClub Bank': 2007, 'Upgrade (Cross River Bank)': 2017,
  'Best Egg (Cross River Bank)': 2013, 'Prosper Funding': 2006, 'Discover Personal Loans': 2007, 'Avant (WebBank)': 2012,
  'Dept of Education/Nelnet': 2009, 'Dept of Education/MOHELA': 2009, 'Dept of Education/Aidvantage': 2021, 'Navient': 2014,
  'Citizens Bank Education Refinance': 2014, 'Bridgecrest Acceptance': 2016, 'Exeter Finance': 2006, 'Global Lending Services': 2011,
  'Pentagon Federal Credit Union': 1935,
};

/** Third-party collection agencies and debt buyers. */
export const COLLECTION_AGENCIES = [
  'Portfolio Recovery Associates', 'Midland Credit Management', 'LVNV Funding', 'Jefferson Capital Systems',
  'Enhanced Recovery Company', 'Convergent Outsourcing', 'IC System', 'Transworld Systems', 'Credit Collection Services',
  'Receivables Performance Management', 'Cavalry SPV I', 'Radius Global Solutions',
] as const;
/** The debt buyers that buy charged-off card and loan accounts. */
export const DEBT_BUYERS = ['Portfolio Recovery Associates', 'Midland Credit Management', 'LVNV Funding', 'Jefferson Capital Systems', 'Cavalry SPV I'] as const;

/**
 * Original creditors of third-party collections. Medical debts under $500 no longer appear on US
 * credit files (2023), so medical collections are drawn at $500 and over.
 */
export const COLLECTION_ORIGINS = [
  { creditor: 'Mercy Hospital', kind: 'medical' },
  { creditor: 'St. Joseph Medical Center', kind: 'medical' },
  { creditor: 'Quest Diagnostics', kind: 'medical' },
  { creditor: 'LabCorp', kind: 'medical' },
  { creditor: 'AMR Ambulance', kind: 'medical' },
  { creditor: 'Baptist Health Emergency Physicians', kind: 'medical' },
  { creditor: 'T-Mobile USA', kind: 'telecom' },
  { creditor: 'Verizon Wireless', kind: 'telecom' },
  { creditor: 'AT&T Mobility', kind: 'telecom' },
  { creditor: 'Comcast (Xfinity)', kind: 'telecom' },
  { creditor: 'Charter Communications (Spectrum)', kind: 'telecom' },
  { creditor: 'DIRECTV', kind: 'telecom' },
  { creditor: 'Duke Energy', kind: 'utility' },
  { creditor: 'Georgia Power', kind: 'utility' },
  { creditor: 'Pacific Gas & Electric', kind: 'utility' },
  { creditor: 'Entergy', kind: 'utility' },
  { creditor: 'Progressive Insurance', kind: 'other' },
  { creditor: 'LA Fitness', kind: 'other' },
  { creditor: 'Greystar Apartments', kind: 'rent' },
] as const;
export type CollectionOriginKind = (typeof COLLECTION_ORIGINS)[number]['kind'];

/** Subscribers that pull files without a credit application (soft inquiries). */
export const SOFT_INQUIRERS = [
  'Credit Karma (consumer disclosure)', 'Experian Consumer Direct (consumer disclosure)', 'Capital One (promotional)',
  'Discover Bank (promotional)', 'American Express (promotional)', 'Progressive Insurance (insurance review)',
  'GEICO (insurance review)', 'State Farm (insurance review)', 'LexisNexis Risk Solutions (account review)',
] as const;

/** Creditors that appear as hard inquiries on applications that did not open an account. */
export const OTHER_HARD_INQUIRERS = [
  'Capital One', 'Discover Bank', 'JPMorgan Chase Bank', 'Citibank', 'Ally Financial', 'CarMax Auto Finance', 'Carvana',
  'Rocket Mortgage', 'Verizon Wireless', 'T-Mobile USA', 'SoFi Bank', 'Upstart Network', 'Synchrony Bank', 'Affirm',
  'Bank of America', 'Wells Fargo Bank', 'Navy Federal Credit Union', 'Credit One Bank', 'OneMain Financial',
] as const;

/** Alternative-data lenders (payday, installment, lease-to-own) for the oneviewplus datax segment. */
export const ALTERNATIVE_LENDERS = [
  { lender: 'Speedy Cash', type: 'Payday Loan' },
  { lender: 'Check Into Cash', type: 'Payday Loan' },
  { lender: 'Advance America', type: 'Payday Loan' },
  { lender: 'CashNetUSA', type: 'Online Installment Loan' },
  { lender: 'NetCredit', type: 'Online Installment Loan' },
  { lender: 'OppLoans', type: 'Online Installment Loan' },
  { lender: 'Possible Finance', type: 'Online Installment Loan' },
  { lender: 'Rent-A-Center', type: 'Lease-to-own' },
  { lender: 'Acima Leasing', type: 'Lease-to-own' },
  { lender: 'Progressive Leasing', type: 'Lease-to-own' },
  { lender: 'MoneyLion', type: 'Line of Credit' },
  { lender: 'Dave', type: 'Cash Advance' },
] as const;

/** Employers, with positions and their annual pay range in dollars. */
export const EMPLOYERS = [
  'Walmart Inc', 'Amazon.com Services LLC', 'The Kroger Co', 'The Home Depot', 'UnitedHealth Group', 'CVS Health',
  'Target Corporation', "Lowe's Companies", 'FedEx Ground', 'United Parcel Service', 'Wells Fargo & Company',
  'JPMorgan Chase & Co', 'Kaiser Permanente', 'HCA Healthcare', 'Starbucks Corporation', 'State Farm Insurance',
  'Humana Inc', 'Deloitte LLP', 'Accenture LLP', 'IBM Corporation', 'Lockheed Martin', 'The Boeing Company',
  'General Motors', 'Ford Motor Company', 'Tyson Foods', 'Publix Super Markets', 'Costco Wholesale', 'Walgreens',
  'Dollar General', 'Marriott International', 'Verizon Communications', 'AT&T Services', 'Comcast Cable',
  'Johnson & Johnson', 'Pfizer Inc', 'Intel Corporation', 'Oracle America', 'Allstate Insurance', 'Progressive Casualty Insurance',
  'Mayo Clinic', 'Cleveland Clinic', 'Delta Air Lines', 'Southwest Airlines', 'Enterprise Holdings', 'Aramark',
  'County School District', 'State Department of Transportation', 'City Police Department', 'Self-employed',
] as const;

export const POSITIONS = [
  { title: 'Sales Associate', pay: [24_000, 36_000] },
  { title: 'Cashier', pay: [22_000, 32_000] },
  { title: 'Warehouse Associate', pay: [30_000, 42_000] },
  { title: 'Delivery Driver', pay: [34_000, 52_000] },
  { title: 'Customer Service Representative', pay: [32_000, 46_000] },
  { title: 'Administrative Assistant', pay: [36_000, 52_000] },
  { title: 'Registered Nurse', pay: [68_000, 110_000] },
  { title: 'Medical Assistant', pay: [34_000, 45_000] },
  { title: 'Teacher', pay: [45_000, 78_000] },
  { title: 'Accountant', pay: [58_000, 92_000] },
  { title: 'Software Engineer', pay: [95_000, 185_000] },
  { title: 'Project Manager', pay: [78_000, 140_000] },
  { title: 'Operations Manager', pay: [70_000, 120_000] },
  { title: 'Store Manager', pay: [52_000, 85_000] },
  { title: 'Electrician', pay: [52_000, 88_000] },
  { title: 'Maintenance Technician', pay: [42_000, 64_000] },
  { title: 'Police Officer', pay: [55_000, 95_000] },
  { title: 'Financial Analyst', pay: [68_000, 115_000] },
  { title: 'Pharmacist', pay: [115_000, 150_000] },
  { title: 'Director', pay: [120_000, 230_000] },
] as const;

/** US Bankruptcy Court district for a consumer's state (the district of the state's largest city). */
const BANKRUPTCY_DISTRICTS: Record<string, string> = {
  AL: 'Northern District of Alabama', AK: 'District of Alaska', AZ: 'District of Arizona', AR: 'Eastern District of Arkansas',
  CA: 'Central District of California', CO: 'District of Colorado', CT: 'District of Connecticut', DE: 'District of Delaware',
  DC: 'District of Columbia', FL: 'Middle District of Florida', GA: 'Middle District of Georgia', HI: 'District of Hawaii',
  ID: 'District of Idaho', IL: 'Northern District of Illinois', IN: 'Southern District of Indiana', IA: 'Southern District of Iowa',
  KS: 'District of Kansas', KY: 'Western District of Kentucky', LA: 'Western District of Louisiana', ME: 'District of Maine',
  MD: 'District of Maryland', MA: 'District of Massachusetts', MI: 'Eastern District of Michigan', MN: 'District of Minnesota',
  MS: 'Southern District of Mississippi', MO: 'Eastern District of Missouri', MT: 'District of Montana', NE: 'District of Nebraska',
  NV: 'District of Nevada', NH: 'District of New Hampshire', NJ: 'District of New Jersey', NM: 'District of New Mexico',
  NY: 'Southern District of New York', NC: 'Middle District of North Carolina', ND: 'District of North Dakota',
  OH: 'Southern District of Ohio', OK: 'Western District of Oklahoma', OR: 'District of Oregon', PA: 'Eastern District of Pennsylvania',
  RI: 'District of Rhode Island', SC: 'District of South Carolina', SD: 'District of South Dakota', TN: 'Middle District of Tennessee',
  TX: 'Northern District of Texas', UT: 'District of Utah', VT: 'District of Vermont', VA: 'Eastern District of Virginia',
  WA: 'Western District of Washington', WV: 'Southern District of West Virginia', WI: 'Eastern District of Wisconsin',
  WY: 'District of Wyoming', PR: 'District of Puerto Rico', GU: 'District of Guam', VI: 'District of the Virgin Islands',
  MP: 'District of the Northern Mariana Islands', AS: 'District of Hawaii',
};
export function bankruptcyCourt(state: string, country: string): string {
  if (country === 'CA') return 'Office of the Superintendent of Bankruptcy Canada';
  return `U.S. Bankruptcy Court, ${BANKRUPTCY_DISTRICTS[state] ?? 'District of Delaware'}`;
}

/** Real cities with one of their real ZIP (postal) codes, for former addresses. */
type Place = readonly [city: string, state: string, zip: string];
export const US_PLACES: readonly Place[] = [
  ['COLUMBUS', 'OH', '43215'], ['INDIANAPOLIS', 'IN', '46204'], ['CHARLOTTE', 'NC', '28202'], ['JACKSONVILLE', 'FL', '32202'],
  ['AUSTIN', 'TX', '78701'], ['SAN ANTONIO', 'TX', '78205'], ['DALLAS', 'TX', '75201'], ['HOUSTON', 'TX', '77002'],
  ['PHOENIX', 'AZ', '85004'], ['MESA', 'AZ', '85201'], ['DENVER', 'CO', '80202'], ['AURORA', 'CO', '80012'],
  ['SEATTLE', 'WA', '98101'], ['SPOKANE', 'WA', '99201'], ['PORTLAND', 'OR', '97204'], ['SACRAMENTO', 'CA', '95814'],
  ['FRESNO', 'CA', '93721'], ['SAN DIEGO', 'CA', '92101'], ['RIVERSIDE', 'CA', '92501'], ['LAS VEGAS', 'NV', '89101'],
  ['SALT LAKE CITY', 'UT', '84101'], ['ALBUQUERQUE', 'NM', '87102'], ['OKLAHOMA CITY', 'OK', '73102'], ['TULSA', 'OK', '74103'],
  ['KANSAS CITY', 'MO', '64106'], ['ST LOUIS', 'MO', '63101'], ['OMAHA', 'NE', '68102'], ['MINNEAPOLIS', 'MN', '55401'],
  ['MILWAUKEE', 'WI', '53202'], ['CHICAGO', 'IL', '60601'], ['NAPERVILLE', 'IL', '60540'], ['DETROIT', 'MI', '48226'],
  ['GRAND RAPIDS', 'MI', '49503'], ['CLEVELAND', 'OH', '44113'], ['PITTSBURGH', 'PA', '15222'], ['PHILADELPHIA', 'PA', '19103'],
  ['BALTIMORE', 'MD', '21202'], ['RICHMOND', 'VA', '23219'], ['VIRGINIA BEACH', 'VA', '23451'], ['RALEIGH', 'NC', '27601'],
  ['ATLANTA', 'GA', '30303'], ['SAVANNAH', 'GA', '31401'], ['NASHVILLE', 'TN', '37203'], ['MEMPHIS', 'TN', '38103'],
  ['LOUISVILLE', 'KY', '40202'], ['BIRMINGHAM', 'AL', '35203'], ['NEW ORLEANS', 'LA', '70112'], ['TAMPA', 'FL', '33602'],
  ['ORLANDO', 'FL', '32801'], ['MIAMI', 'FL', '33130'], ['BOSTON', 'MA', '02108'], ['WORCESTER', 'MA', '01608'],
  ['HARTFORD', 'CT', '06103'], ['PROVIDENCE', 'RI', '02903'], ['NEWARK', 'NJ', '07102'], ['BUFFALO', 'NY', '14202'],
  ['ALBANY', 'NY', '12207'], ['BROOKLYN', 'NY', '11201'], ['BOISE', 'ID', '83702'], ['DES MOINES', 'IA', '50309'],
  ['LITTLE ROCK', 'AR', '72201'], ['COLUMBIA', 'SC', '29201'], ['HONOLULU', 'HI', '96813'], ['ANCHORAGE', 'AK', '99501'],
];
export const CA_PLACES: readonly Place[] = [
  ['TORONTO', 'ON', 'M5V 2T6'], ['OTTAWA', 'ON', 'K1P 5G4'], ['VANCOUVER', 'BC', 'V6B 1A1'], ['CALGARY', 'AB', 'T2P 1J9'],
  ['EDMONTON', 'AB', 'T5J 0N3'], ['MONTREAL', 'PQ', 'H3B 2Y5'], ['WINNIPEG', 'MB', 'R3C 0V8'], ['HALIFAX', 'NS', 'B3J 1S9'],
];

export const STREET_NAMES = [
  'MAPLE', 'OAK', 'CEDAR', 'PINE', 'ELM', 'WASHINGTON', 'LAKE', 'HILL', 'PARK', 'MAIN', 'SUNSET', 'RIVERSIDE', 'HIGHLAND',
  'MEADOW', 'FOREST', 'SPRING', 'CHESTNUT', 'WALNUT', 'FRANKLIN', 'JEFFERSON', 'LINCOLN', 'MADISON', 'WILLOW', 'BIRCH',
  'DOGWOOD', 'MAGNOLIA', 'CHERRY', 'ASPEN', 'PRAIRIE', 'CANYON', 'VALLEY', 'RIDGE', 'ORCHARD', 'HARBOR', 'SUMMIT',
  'COUNTRY CLUB', 'COLLEGE', 'CHURCH', 'MILL', 'BROOKSIDE', 'FAIRVIEW', 'GREENWOOD', 'HAWTHORNE', 'LAUREL',
] as const;
export const STREET_SUFFIXES = ['ST', 'AVE', 'RD', 'DR', 'LN', 'BLVD', 'CT', 'PL', 'WAY', 'TER', 'CIR', 'PKWY'] as const;

export const SURNAMES = [
  'SMITH', 'JOHNSON', 'WILLIAMS', 'BROWN', 'JONES', 'GARCIA', 'MILLER', 'DAVIS', 'RODRIGUEZ', 'MARTINEZ', 'HERNANDEZ',
  'LOPEZ', 'GONZALEZ', 'WILSON', 'ANDERSON', 'THOMAS', 'TAYLOR', 'MOORE', 'JACKSON', 'MARTIN', 'LEE', 'PEREZ', 'THOMPSON',
  'WHITE', 'HARRIS', 'SANCHEZ', 'CLARK', 'RAMIREZ', 'LEWIS', 'ROBINSON', 'WALKER', 'YOUNG', 'ALLEN', 'KING', 'WRIGHT',
  'SCOTT', 'TORRES', 'NGUYEN', 'HILL', 'FLORES', 'GREEN', 'ADAMS', 'NELSON', 'BAKER', 'HALL', 'RIVERA', 'CAMPBELL',
  'MITCHELL', 'CARTER', 'ROBERTS', 'PATEL', 'KIM', 'MURPHY', 'COOK', 'ROGERS', 'MORGAN', 'COOPER', 'PETERSON', 'REED',
] as const;

export const FIRST_NAMES = [
  'JAMES', 'MARY', 'ROBERT', 'PATRICIA', 'JOHN', 'JENNIFER', 'MICHAEL', 'LINDA', 'DAVID', 'ELIZABETH', 'WILLIAM', 'BARBARA',
  'RICHARD', 'SUSAN', 'JOSEPH', 'JESSICA', 'THOMAS', 'SARAH', 'CHRISTOPHER', 'KAREN', 'CHARLES', 'LISA', 'DANIEL', 'NANCY',
  'MATTHEW', 'BETTY', 'ANTHONY', 'SANDRA', 'MARK', 'MARGARET', 'DONALD', 'ASHLEY', 'STEVEN', 'KIMBERLY', 'ANDREW', 'EMILY',
  'JOSHUA', 'DONNA', 'KEVIN', 'MICHELLE', 'BRIAN', 'CAROL', 'GEORGE', 'AMANDA', 'TIMOTHY', 'MELISSA', 'JOSE', 'MARIA',
  'LUIS', 'PRIYA', 'WEI', 'AISHA', 'DESHAWN', 'CARLOS', 'SOFIA', 'OMAR', 'NGOC', 'HANNAH', 'TYLER', 'OLIVIA',
] as const;

/** Name variants a bureau records as AKAs. */
export const NICKNAMES: Record<string, string> = {
  ROBERT: 'BOB', WILLIAM: 'BILL', RICHARD: 'RICK', JAMES: 'JIM', JOHN: 'JACK', JOSEPH: 'JOE', THOMAS: 'TOM', CHRISTOPHER: 'CHRIS',
  CHARLES: 'CHUCK', DANIEL: 'DAN', MATTHEW: 'MATT', ANTHONY: 'TONY', STEVEN: 'STEVE', ANDREW: 'ANDY', JOSHUA: 'JOSH',
  MICHAEL: 'MIKE', DAVID: 'DAVE', KENNETH: 'KEN', TIMOTHY: 'TIM', EDWARD: 'ED', ELIZABETH: 'LIZ', MARGARET: 'PEGGY',
  PATRICIA: 'PATTY', JENNIFER: 'JENNY', SUSAN: 'SUE', JESSICA: 'JESS', KIMBERLY: 'KIM', KATHERINE: 'KATE', REBECCA: 'BECKY',
  DEBORAH: 'DEBBIE', SAMANTHA: 'SAM', ALEXANDER: 'ALEX', BENJAMIN: 'BEN', NICHOLAS: 'NICK', JONATHAN: 'JON', SAMUEL: 'SAM',
  GREGORY: 'GREG', HAROLD: 'HAL', MARCUS: 'MARC', DONALD: 'DON', MARY: 'MOLLY', EMILY: 'EM', SOFIA: 'SOFI', TYLER: 'TY',
};
