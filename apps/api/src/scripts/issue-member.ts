/*
 * npm run issue-member -- --name "Company" [--member-number N] [--products CCR,NAL]
 *
 * The provider's side of company registration (docs/onboarding.md, README "Issue a member number"):
 * issues a member number and a random security code, stores the code only as an argon2id hash, and
 * prints the pair once. Uses the server's database: DATABASE_URL, else the embedded database under
 * DATA_DIR (also while the server runs on it).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { PRODUCT_CODES, productCodeSchema } from '@creditdesk/contracts';
import { ConfigError, loadConfig } from '../config.js';
import { describeDatabase } from '../db/client.js';
import { EmbeddedPostgresError } from '../db/embedded-postgres.js';
import { PgliteDataDirError, refuseOldPgliteDataDir } from '../db/pglite-data-dir.js';
import { recordAudit } from '../modules/audit/audit.repository.js';
import { IssueError, issueMemberNumber } from '../modules/registration/member-numbers.repository.js';
import { runScript, withAppDatabase } from './run-script.js';

const USAGE = `Usage: npm run issue-member -- --name "Company" [--member-number N] [--products CCR,NAL]

  --name            the company the member number is issued for (required)
  --member-number   6 to 12 digits; default: a random free 9-digit number
  --products        report products the company will hold, comma-separated (default CCR);
                    known codes: ${PRODUCT_CODES.join(' ')}

Database: DATABASE_URL when set, else the embedded database under DATA_DIR (default ./data),
also while the server runs on it.`;

class UsageError extends Error {}

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      name: { type: 'string' },
      'member-number': { type: 'string' },
      products: { type: 'string', default: 'CCR' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return undefined;
  if (!values.name?.trim()) throw new UsageError('--name is required');
  const products = values.products.split(',').map((p) => p.trim().toUpperCase()).filter(Boolean);
  const unknown = products.filter((p) => !productCodeSchema.safeParse(p).success);
  if (unknown.length > 0) throw new UsageError(`unknown product code ${unknown.join(', ')}`);
  return { name: values.name.trim(), memberNumber: values['member-number'], products };
}

async function main() {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(process.argv.slice(2));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!args) {
    console.log(USAGE);
    return 0;
  }

  const config = loadConfig();
  if (!config.databaseUrl) refuseOldPgliteDataDir(config.dataDir);
  return withAppDatabase(config, async (database) => {
    const issuedBy = `issue-member script (${os.userInfo().username}@${os.hostname()})`;
    const issued = await database.db.transaction(async (tx) => {
      const pair = await issueMemberNumber(tx as never, { companyName: args.name, memberNumber: args.memberNumber, products: args.products, issuedBy });
      await recordAudit(tx as never, {
        action: 'member-number.issued',
        actorUsername: `script:${os.userInfo().username}`,
        targetType: 'member-number',
        targetId: pair.memberNumber,
        details: { companyName: args.name, products: args.products, issuedBy },
      });
      return pair;
    });
    console.log(
      [
        '',
        `Member number:  ${issued.memberNumber}`,
        `Security code:  ${issued.securityCode}`,
        `Company:        ${args.name}`,
        `Products:       ${args.products.join(', ') || 'none'}`,
        `Database:       ${describeDatabase(database, config)}`,
        '',
        'Give both to the company (e.g. in a letter). The security code is shown only now: it is stored only hashed.',
        `The company registers at ${config.publicUrl}/registration; three wrong codes within an hour lock the number for an hour.`,
        '',
      ].join('\n'),
    );
    return 0;
  });
}

runScript(main, {
  known: (err) => err instanceof ConfigError || err instanceof EmbeddedPostgresError || err instanceof PgliteDataDirError || err instanceof IssueError,
  unexpectedPrefix: 'issue-member failed:',
});
