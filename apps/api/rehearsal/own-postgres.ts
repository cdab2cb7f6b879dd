import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A PostgreSQL server of the rehearsal's own, from Debian's packaged binaries (/usr/lib/postgresql/<v>/bin):
 * initdb into a folder, trust authentication on loopback, its own port. The rehearsal stops and starts
 * THIS server (never the machine's, which other tests share); an operator points DATABASE_URL at theirs.
 * As root it runs as the `postgres` OS user, as PostgreSQL requires.
 */
export type OwnPostgres = { url: (database: string) => string; port: number; stop(): void; start(): void; dispose(): void };

export function debianPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export function startOwnPostgres(dir: string, port: number): OwnPostgres {
  const bin = debianPostgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql)');
  const asPostgres = process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) } : {};
  const data = path.join(dir, 'data');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ('uid' in asPostgres) fs.chownSync(dir, asPostgres.uid!, asPostgres.gid!);
  const run = (tool: string, args: string[]) => {
    const out = spawnSync(path.join(bin, tool), args, { ...asPostgres, encoding: 'utf8', cwd: dir });
    if (out.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed (${out.status}):\n${out.stdout}\n${out.stderr}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  // small and quick: fsync off (a rehearsal's data), the socket in the folder, TCP on loopback only
  const settings = ['-c', `port=${port}`, '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dir}`, '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'shared_buffers=32MB', '-c', 'max_connections=120'];
  const start = () => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', settings.map((s) => (s.includes(' ') ? `'${s}'` : s)).join(' '), 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  start();
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    dispose() {
      try {
        stop();
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
