import type { Db } from '../../../db/client.js';
import { SdnIndex } from './sdn-index.js';
import { currentListInfo, listEntries, type SdnListInfo } from './sdn-lists.repository.js';
import { ensureSdnList } from './sdn-update.js';

/** The list a screen runs on: its record and its index, built from one read of its entries. */
export type LoadedSdnList = { info: SdnListInfo; index: SdnIndex };

/**
 * The current list, indexed in this process. Every process asks the database which list is current
 * at most every `checkEveryMs` (a list loaded by another process or by `npm run ofac:update` is used
 * within that time), and builds the new one's index from one read of its entries before it swaps:
 * a screen always runs on one whole list.
 */
export class SdnScreen {
  private loaded: LoadedSdnList | undefined;
  private checkedAt = -Infinity;
  private pending: Promise<LoadedSdnList> | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: { checkEveryMs?: number; now?: () => number } = {},
  ) {}

  /** The list to screen on now. */
  async current(): Promise<LoadedSdnList> {
    const now = (this.options.now ?? Date.now)();
    if (this.loaded && now - this.checkedAt < (this.options.checkEveryMs ?? 5_000)) return this.loaded;
    this.pending ??= this.refresh(now).finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async refresh(now: number): Promise<LoadedSdnList> {
    const info = (await currentListInfo(this.db)) ?? (await ensureSdnList(this.db));
    if (this.loaded?.info.id !== info.id) {
      const entries = await listEntries(this.db, info.id);
      this.loaded = { info, index: SdnIndex.build({ entries }) };
    }
    this.checkedAt = now;
    return this.loaded;
  }
}
