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
  REDIS_URL: optionalText,
  /** Plausible-compatible analytics: off unless a domain is given. */
  ANALYTICS_DOMAIN: optionalText,
  ANALYTICS_SCRIPT_URL: z._default(z.string(), 'https://plausible.io/js/script.js'),
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
