import { openDatabase, type DatabaseHandle, type DatabaseSettings } from './database.ts';
import { SubmissionStore } from './submission-store.ts';

/** After a failed open or migration, callers within this time get the same failure at once. */
const RETRY_AFTER_FAILURE_MS = 2_000;
/** How often rejected submissions past their 30 days are deleted. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface SubmissionsDbLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * The submissions database, opened and migrated once, on first use or at start. If the
 * server is unreachable then, the next use tries again (at most every two seconds), so an
 * instance started during a database outage heals by itself.
 */
export class SubmissionsDb {
  private handle: DatabaseHandle | undefined;
  private ready: Promise<SubmissionStore> | undefined;
  private failedAt = 0;
  private lastError: unknown;
  private purgeTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly settings: DatabaseSettings,
    private readonly log: SubmissionsDbLog,
  ) {}

  /** The store, once the database is open and every migration applied. */
  store(): Promise<SubmissionStore> {
    if (this.closed) return Promise.reject(new Error('database closed'));
    if (this.ready) return this.ready;
    if (Date.now() - this.failedAt < RETRY_AFTER_FAILURE_MS) {
      return Promise.reject(this.lastError);
    }
    const opening = this.open();
    this.ready = opening;
    opening.catch((error: unknown) => {
      this.ready = undefined;
      this.failedAt = Date.now();
      this.lastError = error;
    });
    return opening;
  }

  private async open(): Promise<SubmissionStore> {
    this.handle ??= await openDatabase(this.settings);
    await this.handle.migrate();
    const store = new SubmissionStore(this.handle.db);
    this.log.info(`submissions database ready (${this.handle.kind})`);
    this.startPurging(store);
    return store;
  }

  private startPurging(store: SubmissionStore) {
    const purge = () => {
      store.purgeRejected().then(
        (count) => {
          if (count > 0) this.log.info(`deleted ${count} rejected submissions past 30 days`);
        },
        () => this.log.warn('could not delete old rejected submissions; will try again'),
      );
    };
    purge();
    this.purgeTimer = setInterval(purge, PURGE_EVERY_MS);
    this.purgeTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.purgeTimer);
    // Let an open or migration in flight finish before the connection goes.
    await this.ready?.catch(() => undefined);
    await this.handle?.close();
    this.handle = undefined;
  }
}
