import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface CspOptions {
  scriptHashes: readonly string[];
  /** Extra origins for analytics (script and beacon), only when analytics is on. */
  analyticsOrigin?: string;
}

/**
 * The Content-Security-Policy of a page: scripts only from this origin or by hash (no
 * 'unsafe-inline' for scripts), nothing may frame the site, no plugins, no base rewriting.
 * Inline style attributes are allowed: React sets some, and they cannot run code.
 */
export function pageCsp({ scriptHashes, analyticsOrigin }: CspOptions): string {
  const extra = analyticsOrigin ? ` ${analyticsOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(' ')}` : ''}${extra}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/**
 * A service worker runs under the CSP of its own script: it fetches this origin's pages and
 * assets into its cache and nothing else (scripts: its own code only, no importScripts).
 */
export const WORKER_CSP =
  "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'";

/** API answers are data, never documents: they may load and frame nothing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** HSTS, nosniff, framing, referrer and cross-origin isolation headers on every response. */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      // Set per response: pages carry the hashes of their own inline scripts.
      contentSecurityPolicy: false,
      strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true, preload: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      xPoweredBy: true,
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('content-security-policy'))
        reply.header('content-security-policy', API_CSP);
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      return payload;
    });
  },
  { name: 'security-headers' },
);
