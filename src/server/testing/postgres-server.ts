// A real PostgreSQL server for tests: Debian's `postgresql` binaries, a fresh cluster in a
// temporary directory, listening on a free 127.0.0.1 port. Started and stopped by the test
// that uses it (like rate-limit-redis.test.ts does with redis-server).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chownSync, constants, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const POSTGRES_INSTALL_HINT =
  'PostgreSQL not found: install it with `apt-get install -y postgresql` (or point ' +
  'POSTGRES_BIN_DIR at the directory holding initdb and postgres). This test needs a real ' +
  'server and does not skip.';

/** The directory with initdb and postgres: POSTGRES_BIN_DIR, PATH, or Debian's versioned dirs. */
export function findPostgresBin(): string | undefined {
  const executable = (dir: string) => {
    try {
      accessSync(path.join(dir, 'initdb'), constants.X_OK);
      accessSync(path.join(dir, 'postgres'), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (process.env.POSTGRES_BIN_DIR) {
    return executable(process.env.POSTGRES_BIN_DIR) ? process.env.POSTGRES_BIN_DIR : undefined;
  }
  const debian = (() => {
    try {
      return readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`);
    } catch {
      return [];
    }
  })();
  const fromPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return [...fromPath, ...debian].find(executable);
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** PostgreSQL refuses to run as root: under root the server runs as the `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

export class PostgresServer {
  private child: ChildProcess | undefined;

  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
    private readonly user: { uid: number; gid: number } | undefined,
  ) {}

  /** The connection URL of the test database (trust authentication on loopback). */
  get url(): string {
    return `postgres://promptreel@127.0.0.1:${this.port}/postgres`;
  }

  /** Creates a cluster in a temporary directory and starts the server. */
  static async start(bin: string): Promise<PostgresServer> {
    const user = runAs();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'promptreel-pg-'));
    if (user) chownSync(dir, user.uid, user.gid);
    const data = path.join(dir, 'data');
    try {
      execFileSync(
        path.join(bin, 'initdb'),
        ['-D', data, '-U', 'promptreel', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
        { stdio: 'pipe', ...(user ?? {}) },
      );
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    const server = new PostgresServer(bin, dir, await freePort(), user);
    try {
      await server.resume();
    } catch (error) {
      await server.destroy();
      throw error;
    }
    return server;
  }

  /** Starts the server (again) on the same directory and port; resolves once it is ready. */
  async resume(): Promise<void> {
    const child = spawn(
      path.join(this.bin, 'postgres'),
      [
        '-D',
        path.join(this.dir, 'data'),
        '-p',
        String(this.port),
        '-k',
        this.dir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
        '-c',
        'max_connections=60',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], ...(this.user ?? {}) },
    );
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`postgres did not start in 20 s:\n${output}`)),
        20_000,
      );
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes('ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`postgres exited (${code}):\n${output}`));
      });
    });
  }

  /** Stops the server (fast shutdown: open connections are closed), keeping its data. */
  async pause(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  /** Stops the server and removes its directory. */
  async destroy(): Promise<void> {
    await this.pause();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
