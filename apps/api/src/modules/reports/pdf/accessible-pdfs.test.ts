import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVERSE_ACTION_TEXT, type Endpoint, accessVerdict, createEletterEndpoint, formatLetterDate } from '@creditdesk/contracts';
import { SANDBOX_PERSONAS } from '../../../datasources/sandbox/personas.js';
import { ENDPOINT_REQUESTS, endpointKey } from '../../../security/endpoint-requests.js';
import { type Caller, MATRIX_CALLERS, type World, createWorld } from '../../../security/world.js';
import { consumerRequest } from '../../../testing/consumer-requests.js';
import { pdfFlowText, pdfFonts, pdfInfo, requirePoppler } from './poppler.js';

/*
 * Documents every applicant can read (docs/careful-pulls.md): every PDF the portal serves (each
 * endpoint declaring application/pdf, called with the request the authorization matrix sends) is a
 * tagged PDF 1.7 with a title and every font embedded; a letter prints a Vietnamese name as written,
 * and a Spanish template's letter carries the Spanish required section.
 */

let w: World;
beforeAll(async () => {
  requirePoppler();
  w = await createWorld();
}, 180_000); // the matrix's world: seconds alone, minutes on a machine loaded past its cores
afterAll(() => w.t.close());

const STANDARD_USER = MATRIX_CALLERS[1];
/** A caller of Demo Lending the declaration lets through, the standard user first. */
const callerFor = (endpoint: Endpoint): Caller =>
  MATRIX_CALLERS.find((c) => c.username && c.ownCompany && accessVerdict(endpoint, { authenticated: true, entitlements: c.entitlements, ownCompany: true }) === 'allowed') ?? STANDARD_USER;

async function post(path: string, body: unknown, caller: Caller = STANDARD_USER) {
  const res = await w.send({ method: 'POST', path, summary: '', access: { kind: 'authenticated' } }, { body }, caller);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

function expectAccessible(pdf: Buffer, what: string): void {
  const info = pdfInfo(pdf);
  expect(info.Tagged, what).toBe('yes');
  expect(info.Title, what).not.toBe('');
  expect(info['PDF version'], what).toBe('1.7');
  const fonts = pdfFonts(pdf);
  expect(fonts.length, what).toBeGreaterThan(0);
  expect(fonts.filter((f) => !f.embedded), what).toEqual([]);
}

const thick = () => SANDBOX_PERSONAS.find((p) => p.key === 'thick')!;
/** The consumer products beyond the world's report (a Consumer Credit Report): a report of their own. */
const OWN_REPORT: Record<string, string> = { 'POST /pdfs/nal/download': '/consumers/reports/nal', 'POST /pdfs/oneviewplusReport/download': '/consumers/reports/oneviewplus' };

describe('PDFs every applicant can read', () => {
  it('serves every PDF tagged, titled, with its fonts embedded', async () => {
    const endpoints = w.t.app.endpoints.filter((e) => e.produces?.kind === 'file' && e.produces.mediaType === 'application/pdf');
    expect(endpoints.length).toBeGreaterThan(15);
    for (const endpoint of endpoints) {
      const key = endpointKey(endpoint);
      const caller = callerFor(endpoint);
      const parts = OWN_REPORT[key] ? { body: { inquiryId: (await post(OWN_REPORT[key], consumerRequest(thick()))).json().inquiryId } } : await ENDPOINT_REQUESTS[key](w, caller);
      const res = await w.send(endpoint, parts, caller);
      expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBe(200);
      expectAccessible(res.rawPayload, key);
    }
  }, 120_000);

  const templateCaller = () => callerFor(createEletterEndpoint);
  const letterPdf = async (request: Record<string, unknown>) => {
    const letter = (await post('/eletters/letters', request)).json() as { letterId: string; language: string };
    const pdf = (await post('/pdfs/eletter/download', { letterId: letter.letterId })).rawPayload;
    expectAccessible(pdf, 'letter');
    return { letter, pdf };
  };
  const today = new Date().toISOString().slice(0, 10);

  it('prints an applicant named Nguyễn Văn Thành as written', async () => {
    const ordered = await post('/consumers/reports/acrov6', consumerRequest({ ...thick(), firstName: 'Nguyễn Văn', lastName: 'Thành' }));
    const template = (await post('/eletters', { eletterName: 'Welcome Nguyễn', eletterType: 'Welcome', subject: 'Chào mừng {{consumer.name}}', body: 'Dear {{consumer.name}},\n\nWelcome.' }, templateCaller())).json() as {
      eletter: { eletterId: string; language: string };
    };
    expect(template.eletter.language).toBe('en');
    const { pdf } = await letterPdf({ inquiryId: ordered.json().inquiryId, eletterId: template.eletter.eletterId, decision: 'approved', decisionDate: today });
    const text = pdfFlowText(pdf);
    expect(text).toContain('Chào mừng Nguyễn Văn Thành');
    expect(text).toContain('Dear Nguyễn Văn Thành,');
    expect(pdfInfo(pdf).Title).toBe('Chào mừng Nguyễn Văn Thành');
  });

  it('writes a Spanish template’s letter with the Spanish required section, dates and page numbers', async () => {
    const es = ADVERSE_ACTION_TEXT.es;
    const created = (await post('/eletters', { eletterName: 'Aviso de acción adversa', eletterType: 'Declination', scoreType: 'credit', language: 'es', subject: 'Su solicitud de crédito', body: 'Estimado(a) {{consumer.name}}:\n\nLamentamos informarle que no podemos aprobar su solicitud.' }, templateCaller())).json() as {
      eletter: { eletterId: string; language: string };
    };
    expect(created.eletter.language).toBe('es');
    const { letter, pdf } = await letterPdf({ inquiryId: w.inquiryId, eletterId: created.eletter.eletterId, decision: 'declined', decisionDate: today });
    expect(letter.language).toBe('es');
    expect(pdfInfo(pdf).Title).toBe('Su solicitud de crédito');
    const text = pdfFlowText(pdf);
    for (const phrase of [
      'Lamentamos informarle que no podemos aprobar su solicitud.',
      formatLetterDate(today, 'es'),
      es.headings.section,
      es.statements.basedOn,
      es.statements.noPart,
      es.statements.freeCopy,
      es.statements.dispute,
      es.statements.scoreUsed,
      `${es.labels.range}: 300 a 850`,
      es.headings.ecoa,
      es.ecoaNotice,
      'Página 1 de',
    ])
      expect(text).toContain(phrase);
    expect(text).not.toContain('Page 1 of');
  });
});
