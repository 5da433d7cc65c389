import { z } from 'zod/mini';
import { siteUrl } from '../domain/site/site-url.ts';

const intFrom = (fallback: number, min: number, max: number) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < min || value > max) {
        ctx.issues.push({
          code: 'custom',
          message: `must be an integer from ${min} to ${max}`,
          input: raw,
        });
        return fallback;
      }
      return value;
    }),
  );

const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((raw) => (raw && raw.trim() ? raw.trim() : undefined)),
);

/** The review token is a password: a short one would be guessed. */
export const REVIEW_TOKEN_MIN = 16;

/** Proxy ranges trusted by default: a reverse proxy on this host or in a private network. */
export const DEFAULT_TRUSTED_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];

const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;

/**
 * Fastify's `trustProxy`: `true` (believe any X-Forwarded-For: spoofable), `false`, or the
 * addresses, CIDRs and proxy-addr keywords whose forwarding headers are believed.
 */
const trustProxy = z.pipe(
  z.optional(z.string()),
  z.transform((raw, ctx): boolean | string[] => {
    const value = raw?.trim() ?? '';
    if (value === '') return DEFAULT_TRUSTED_PROXIES;
    if (value === 'true') return true;
    if (value === 'false') return false;
    const list = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (list.every((part) => PROXY_ENTRY.test(part))) return list;
    ctx.issues.push({
      code: 'custom',
      message:
        'must be true, false, or comma-separated addresses, CIDRs or loopback/linklocal/uniquelocal',
      input: raw,
    });
    return DEFAULT_TRUSTED_PROXIES;
  }),
);

/**
 * Every environment setting the server reads, with its default. The README's configuration
 * table lists the same names; `npm start` needs none of them.
 */
export const EnvSchema = z.object({
  PORT: intFrom(3000, 0, 65535),
  HOST: z._default(z.string(), '0.0.0.0'),
  SITE_URL: z.pipe(
    z.optional(z.string()),
    z.transform((raw) => siteUrl(raw)),
  ),
  /** The built client to serve; default build/client beside the project. */
  CLIENT_DIR: optionalText,
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']), 'info'),
  /** Text provider: the embedded engine (default) or an OpenAI-compatible endpoint. */
  TEXT_PROVIDER: z._default(z.enum(['local', 'openai']), 'local'),
  AI_BASE_URL: optionalText,
  AI_API_KEY: optionalText,
  AI_MODEL: z._default(z.string(), 'gpt-4o-mini'),
  AI_TIMEOUT_MS: intFrom(25_000, 1_000, 25_000),
  /** Requests per window per IP on /api. */
  RATE_LIMIT_MAX: intFrom(60, 1, 1_000_000),
  RATE_LIMIT_WINDOW_MS: intFrom(60_000, 1_000, 86_400_000),
  /** Shared rate-limit counters for several instances; in-memory per process when unset. */
  REDIS_URL: optionalText,
  /**
   * Whose X-Forwarded-For to believe about the client address (rate limiting keys on it).
   * Default: proxies on loopback and private networks; a client's own header is ignored.
   */
  TRUST_PROXY: trustProxy,
  /** API requests handled at once (mostly waiting on the AI upstream); beyond it 503. 0 sheds all. */
  API_MAX_CONCURRENCY: intFrom(64, 0, 100_000),
  /** Mean event-loop delay (ms) above which /api answers 503; 0 turns the check off. */
  API_MAX_EVENT_LOOP_DELAY_MS: intFrom(1_000, 0, 60_000),
  /** Consecutive AI upstream failures that open the circuit breaker. */
  AI_BREAKER_FAILURES: intFrom(3, 1, 1_000),
  /** How long an open breaker skips the AI upstream before one trial call. */
  AI_BREAKER_COOLDOWN_MS: intFrom(30_000, 0, 3_600_000),
  /** Plausible-compatible analytics: off unless a domain is given. */
  ANALYTICS_DOMAIN: optionalText,
  ANALYTICS_SCRIPT_URL: z._default(z.string(), 'https://plausible.io/js/script.js'),
  /** Where embedded PGlite keeps community submissions when DATABASE_URL is unset. */
  DATA_DIR: z.pipe(
    z.optional(z.string()),
    z.transform((raw) => (raw && raw.trim() ? raw.trim() : './data')),
  ),
  /** A PostgreSQL server for community submissions, shared by every instance. */
  DATABASE_URL: optionalText,
  /** Submissions per address per hour (POST /api/submissions). */
  SUBMISSION_RATE_LIMIT_MAX: intFrom(5, 1, 1_000_000),
  /** Bearer token of the review API and page; the review API answers 404 while it is unset. */
  REVIEW_TOKEN: z.pipe(
    z.optional(z.string()),
    z.transform((raw, ctx) => {
      const value = raw?.trim() ?? '';
      if (value === '') return undefined;
      if (value.length < REVIEW_TOKEN_MIN) {
        ctx.issues.push({
          code: 'custom',
          message: `must be at least ${REVIEW_TOKEN_MIN} characters (a long random string)`,
          input: raw,
        });
      }
      return value;
    }),
  ),
});
export type AppConfig = z.infer<typeof EnvSchema>;

/** Reads the settings from an environment; throws one readable message listing every problem. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data;
}
