import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface ApiFallbackOptions {
  /** The API's prefix; every route under it is known, whichever plugin registers it. */
  prefix: string;
}

/** A route pattern (`/api/things/:id`, `/api/files/*`) as a regular expression over a path. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * What answers under the API prefix when no route does: 405 with `Allow` when the path exists
 * for other methods, a JSON 404 otherwise — never the site's HTML not-found page, which the
 * page catch-all (`GET /*`) would otherwise send.
 *
 * Wrapped with fastify-plugin so its `onRoute` hook sits at the root and sees every API route,
 * including ones other plugins register later under the same prefix. It must be registered
 * before them.
 */
export const apiFallback = fp(
  async (app: FastifyInstance, { prefix }: ApiFallbackOptions) => {
    const known = new Map<string, { pattern: RegExp; methods: Set<string> }>();

    app.addHook('onRoute', (route) => {
      if (route.handler === answer) return; // its own catch-all routes
      if (route.url !== prefix && !route.url.startsWith(`${prefix}/`)) return;
      const entry = known.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set() };
      for (const method of [route.method].flat()) entry.methods.add(method);
      known.set(route.url, entry);
    });

    function allowedFor(path: string): string[] {
      const methods = new Set<string>();
      for (const { pattern, methods: own } of known.values()) {
        if (pattern.test(path)) for (const method of own) methods.add(method);
      }
      return [...methods].sort();
    }

    // Answered in onRequest, before any body is read: a wrong method or an unknown path is
    // the answer whatever the body or its Content-Type.
    async function answer(request: FastifyRequest, reply: FastifyReply) {
      const path = request.url.split('?')[0] ?? request.url;
      const allowed = allowedFor(path);
      if (allowed.length > 0) {
        return reply
          .code(405)
          .header('allow', allowed.join(', '))
          .send({
            error: `Method ${request.method} is not allowed here: use ${allowed.join(' or ')}`,
          });
      }
      // The path is not echoed: nothing a caller sends comes back in an answer.
      return reply.code(404).send({ error: 'Not found' });
    }

    for (const url of [prefix, `${prefix}/*`]) {
      app.route({
        method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        url,
        onRequest: answer,
        handler: answer,
      });
    }
  },
  { name: 'api-fallback' },
);
