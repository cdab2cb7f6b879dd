import { EIDV_MAX_ATTEMPTS, type EidVerifierApplicant, type EidVerifierQuestion, type EidVerifierReport } from '@creditdesk/contracts';
import { isoOfDate } from '../../../../datasources/sandbox/calendar.js';
import { Rng } from '../../../../datasources/sandbox/seeded-random.js';
import { TOO_MANY_ATTEMPTS_SSNS, eidSubjectOf, findIdentityFile } from '../../../../datasources/sandbox/identity-files/eidcompare-personas.js';

/*
 * The sandbox's knowledge-based questions: 3 or 4 multiple-choice questions drawn from the
 * applicant's file, each with four candidate answers and "None of the above". Which questions, which
 * answers and which is right are drawn from the file's SSN with a seeded generator: the same persona
 * always gets the same questions and the same answer key (docs/products/eidverifier.md).
 */

const TEMPLATES: readonly { text: string; options: readonly string[] }[] = [
  { text: 'Which of these streets have you lived on?', options: ['MAPLE AVE', 'SUNSET BLVD', 'HARBOR RD', 'OAK HOLLOW DR', 'PINE CREST LN', 'GRANITE ST', 'WILLOW BEND CT'] },
  { text: 'From which of these lenders have you had an auto loan?', options: ['Lakeshore Auto Finance', 'Summit Credit Union', 'Redwood Motor Credit', 'Blue Harbor Bank', 'Pinnacle Auto Lending', 'Northgate Finance'] },
  { text: 'Which range holds your current monthly mortgage or rent payment?', options: ['$500 – $749', '$750 – $999', '$1,000 – $1,499', '$1,500 – $1,999', '$2,000 – $2,999'] },
  { text: 'Which of these people have you shared an address with?', options: ['JORDAN ALVAREZ', 'CASEY MORGAN', 'TAYLOR BROOKS', 'RILEY CHEN', 'SAM PATEL', 'DREW COLLINS'] },
  { text: 'In which year did you open your first credit card account?', options: ['1988', '1992', '1996', '2001', '2005', '2009', '2013'] },
];
const CHOICE_IDS = ['a', 'b', 'c', 'd', 'e'] as const;
export const NONE_OF_THE_ABOVE = 'None of the above';

export type Verification = { report: EidVerifierReport; answerKey: Record<string, string> };

/** The questions of a file and their key, drawn from its SSN. */
export function questionsOf(ssn: string): { questions: EidVerifierQuestion[]; answerKey: Record<string, string> } {
  const rng = Rng.fromKey(`eidverifier|${ssn}`);
  const count = ssn === '123451001' ? 4 : 3;
  const templates = shuffle(rng.fork('templates'), [...TEMPLATES]).slice(0, count);
  const questions: EidVerifierQuestion[] = [];
  const answerKey: Record<string, string> = {};
  templates.forEach((t, i) => {
    const q = rng.fork(`q${i}`);
    const picked = shuffle(q, [...t.options]).slice(0, 4);
    const id = `q${i + 1}`;
    const choices = [...picked, NONE_OF_THE_ABOVE].map((text, c) => ({ id: CHOICE_IDS[c], text }));
    questions.push({ id, text: t.text, choices });
    answerKey[id] = CHOICE_IDS[q.int(0, 3)];
  });
  return { questions, answerKey };
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

export function verificationFor(applicant: EidVerifierApplicant, transactionId: string, asOf: Date): Verification {
  const file = findIdentityFile(applicant);
  const base = {
    identifier: 'current',
    asOfDate: isoOfDate(asOf),
    transactionId,
    subject: eidSubjectOf(applicant),
    maxAttempts: EIDV_MAX_ATTEMPTS,
    attempts: [],
  };
  if (!file) return { report: { ...base, status: 'no-record', questions: [] }, answerKey: {} };
  if (TOO_MANY_ATTEMPTS_SSNS.has(file.ssn)) return { report: { ...base, status: 'too-many-attempts', questions: [] }, answerKey: {} };
  const { questions, answerKey } = questionsOf(file.ssn);
  return { report: { ...base, status: 'questions', questions }, answerKey };
}
