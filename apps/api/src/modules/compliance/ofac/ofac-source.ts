import { OFAC_PRODUCT, type OfacCandidate, type OfacDataSourceResponse, type OfacSubject, ofacSubjectName } from '@creditdesk/contracts';
import type { AppContext } from '../../../app-context.js';
import type { Db } from '../../../db/client.js';
import { DataSourceUnavailableError } from '../../../datasources/data-source.js';
import type { ScreenCandidate } from './sdn-index.js';
import type { SdnBirth } from './sdn-remarks.js';
import { SdnScreen } from './sdn-screen.js';

/** What the OFAC screen is asked: who, at which threshold, under which inquiry. */
export type OfacScreenRequest = { subject: OfacSubject; threshold: number; idempotencyKey: string };

/**
 * The OFAC screen as a data source: the SDN list in the database by default (createSdnListSource); a
 * screening service could implement the same, given in `buildApp({ dataSources: { ofac } })`.
 */
export interface OfacDataSource {
  readonly name: string;
  screen(request: OfacScreenRequest): Promise<OfacDataSourceResponse>;
}

/** The list could not be read; the pipeline answers 502 and stores nothing. */
export class SdnListUnavailableError extends DataSourceUnavailableError {
  constructor(message?: string) {
    super('sanctions list', message);
  }
}

const birthText = (b: SdnBirth) => ('day' in b ? b.day : b.fromYear === b.toYear ? String(b.fromYear) : `${b.fromYear} to ${b.toYear}`);

function candidateOf(c: ScreenCandidate): OfacCandidate {
  const e = c.entry;
  return {
    entNum: e.entNum,
    listedName: e.name,
    type: e.type,
    programs: e.programs,
    score: Math.round(c.score * 1000) / 1000,
    nameScore: Math.round(c.nameScore * 1000) / 1000,
    matchedName: c.matchedName,
    matchedAs: c.matchedAs,
    reasons: c.reasons,
    birthDates: e.births.map(birthText),
    countries: e.countries,
    addresses: e.addresses.map((a) => [a.address, a.cityStatePostal, a.country].filter(Boolean).join(', ')),
    aliases: e.aliases.map((a) => a.name),
    remarks: e.remarks,
  };
}

/** The screen on the current SDN list of the database `db()` names (read lazily: a test's database exists only once its app is built). */
export function createSdnListSource(db: () => Db): OfacDataSource {
  let screen: SdnScreen | undefined;
  let screenDb: Db | undefined;
  return {
    name: 'SDN list',
    async screen({ subject, threshold }) {
      const database = db();
      if (!screen || screenDb !== database) [screen, screenDb] = [new SdnScreen(database), database];
      let loaded;
      try {
        loaded = await screen.current();
      } catch (err) {
        throw new SdnListUnavailableError((err as Error).message);
      }
      const candidates = loaded.index.screen(
        { name: ofacSubjectName(subject), dateOfBirth: subject.type === 'individual' ? subject.dateOfBirth : undefined, country: subject.country },
        { threshold },
      );
      const { info } = loaded;
      return {
        value: {
          ofacReport: {
            identifier: 'current',
            subject: { type: subject.type, name: ofacSubjectName(subject), dateOfBirth: subject.type === 'individual' ? (subject.dateOfBirth ?? null) : null, country: subject.country ?? null },
            list: { id: info.id, publishedOn: info.publishedOn, loadedAt: info.loadedAt.toISOString(), entryCount: info.entryCount, aliasCount: info.aliasCount },
            threshold,
            screenedAt: new Date().toISOString(),
            result: candidates.length > 0 ? 'hit' : 'clear',
            candidates: candidates.map(candidateOf),
          },
        },
        errors: [],
        status: 200,
      };
    },
  };
}

const defaults = new WeakMap<Db, OfacDataSource>();

/** The OFAC data source of an app: the one given at build, else the SDN list of its own database. */
export function ofacSourceFor(ctx: AppContext): OfacDataSource {
  const given = ctx.dataSources.own(OFAC_PRODUCT.key);
  if (given) return given;
  let source = defaults.get(ctx.db);
  if (!source) defaults.set(ctx.db, (source = createSdnListSource(() => ctx.db)));
  return source;
}

declare module '../../../datasources/data-sources.js' {
  interface ModuleDataSources {
    ofac: OfacDataSource;
  }
}
