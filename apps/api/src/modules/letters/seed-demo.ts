import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, eletterReasonCodes, eletterTemplates, letterSettings } from '../../db/schema/index.js';

/**
 * Demo data for letters (called from db/seed-demo.ts, in its transaction): Demo Lending's letter
 * settings, two templates (an adverse-action declination that needs a score, a welcome letter) and
 * reason codes covering every key factor of the sandbox score, so that a letter can be built from
 * any scored sandbox report on the first start.
 */

export const DEMO_LETTER_TEMPLATES = [
  {
    eletterName: 'Credit declined',
    eletterType: 'Declination',
    scoreType: 'credit',
    subject: 'Your application for credit',
    body: [
      'Dear {{consumer.name}},',
      '',
      'Thank you for your recent application for credit with {{company.name}}. After careful review, we are unable to approve it at this time.',
      '',
      'Our decision of {{decision.date}} was based on the following principal reasons:',
      '',
      '- {{decision.reasons}}',
      '',
      'We used your credit score of **{{score}}** from {{bureau.name}} in making this decision. The key factors that adversely affected your score were:',
      '',
      '{{reasons}}',
      '',
      'If you have questions about this decision, please call us at {{company.phone}}.',
      '',
      'Sincerely,',
      '{{company.name}}',
    ].join('\n'),
  },
  {
    eletterName: 'Welcome',
    eletterType: 'Welcome',
    scoreType: 'none',
    subject: 'Welcome to {{company.name}}',
    body: [
      '# Welcome, {{consumer.name}}',
      '',
      'We are pleased to tell you that your application was approved on {{decision.date}}.',
      '',
      'Your account documents will follow by mail. If you have any questions, call us at {{company.phone}}.',
      '',
      'Sincerely,',
      '{{company.name}}',
    ].join('\n'),
  },
] as const;

/** Demo Lending's own reasons, each standing for the sandbox key factors it explains. */
export const DEMO_REASON_CODES = [
  { code: 'DL01', description: 'Delinquent past or present credit obligations with others', bureauFactorCodes: ['02', '13', '18', '21', '38', '39'] },
  { code: 'DL02', description: 'Amount owed on revolving accounts is too high in relation to limits', bureauFactorCodes: ['01', '05', '10', '33'] },
  { code: 'DL03', description: 'Length of credit history is insufficient', bureauFactorCodes: ['07', '12', '14', '28', '30'] },
  { code: 'DL04', description: 'Too many recent credit applications or new accounts', bureauFactorCodes: ['08', '09'] },
  { code: 'DL05', description: 'Collection action, judgment or other public record', bureauFactorCodes: ['20', '40'] },
  { code: 'DL06', description: 'Limited credit experience', bureauFactorCodes: ['03', '24', '32'] },
];

export async function seedLettersDemoData(db: Db): Promise<void> {
  const [demo] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Demo Lending'));
  if (!demo) return;
  const by = 'demo.admin';
  await db.insert(letterSettings).values({ customerId: demo.id, address: ['100 Main Street', 'Columbus, OH 43215'], phone: '1-800-555-0100', regulator: 'ftc', updatedBy: by });
  await db.insert(eletterTemplates).values(DEMO_LETTER_TEMPLATES.map((t) => ({ customerId: demo.id, createdBy: by, updatedBy: by, ...t })));
  await db.insert(eletterReasonCodes).values(DEMO_REASON_CODES.map((r) => ({ customerId: demo.id, updatedBy: by, ...r })));
}
