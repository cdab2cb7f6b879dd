/*
 * npm run ofac:update -- --from <folder|url> [--published YYYY-MM-DD]
 *
 * Loads a newer OFAC SDN list (the Treasury's sdn.csv, alt.csv, add.csv and sdn_comments.csv, plain or
 * .gz) into the server's database and makes it the current one in one transaction: screens see the old
 * list or the new one, never part of one, and every running server process picks it up within seconds.
 * A malformed file is refused with the line that failed; the current list stays. docs/ofac-screening.md.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { EmbeddedPostgresError } from '../db/embedded-postgres.js';
import { PgliteDataDirError, refuseOldPgliteDataDir } from '../db/pglite-data-dir.js';
import { recordAudit } from '../modules/audit/audit.repository.js';
import { SdnFileError } from '../modules/compliance/ofac/sdn-csv.js';
import { SdnSourceError, updateSdnList } from '../modules/compliance/ofac/sdn-update.js';
import { runScript, withAppDatabase } from './run-script.js';

const USAGE = `Usage: npm run ofac:update -- --from <folder|url> [--published YYYY-MM-DD]

  --from        a folder holding sdn.csv, alt.csv, add.csv (and sdn_comments.csv), plain or .gz,
                or an http(s) URL serving them (<url>/sdn.csv, …)
  --published   the list's publish date (default: the folder's snapshot.json, else the files' date;
                today for a URL)

Database: DATABASE_URL when set, else the embedded database under DATA_DIR (default ./data),
also while the server runs on it.`;

async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, published: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } }, strict: true });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const from = values.from;
  if (!from) {
    console.error(`--from is required\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl) refuseOldPgliteDataDir(config.dataDir);
  return withAppDatabase(config, async (database) => {
    const list = await updateSdnList(database.db, { from, publishedOn: values.published });
    await recordAudit(database.db, {
      action: 'ofac.list-loaded',
      actorUsername: 'script:ofac-update',
      targetType: 'sdn-list',
      targetId: list.id,
      details: { source: list.source, publishedOn: list.publishedOn, entries: list.entryCount, aliases: list.aliasCount },
    });
    console.log(`OFAC SDN list of ${list.publishedOn} is now current: ${list.entryCount} entries, ${list.aliasCount} aliases, from ${list.source}`);
    return 0;
  });
}

runScript(main, {
  known: (err) => err instanceof ConfigError || err instanceof EmbeddedPostgresError || err instanceof PgliteDataDirError || err instanceof SdnFileError || err instanceof SdnSourceError,
  knownPrefix: 'The list was not loaded: ',
  unexpectedPrefix: 'ofac:update failed:',
});
