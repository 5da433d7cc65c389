import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { CircuitBreaker } from '../providers/circuit-breaker.ts';
import { createLocalEngine, variantSimilarity } from '../providers/local-engine.ts';
import type { TextEngine } from '../providers/text-engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The provider chosen by TEXT_PROVIDER; every API route answers through it. */
    textEngine: TextEngine;
  }
}

export interface TextEnginePluginOptions {
  config: AppConfig;
  /** A ready-made engine instead of the one the config names (tests). */
  engine?: TextEngine;
}

/**
 * The provider for a configuration: the embedded engine (default, needs nothing), or an
 * OpenAI-compatible endpoint with the embedded engine as its fallback. The SDK module is loaded
 * only when that provider is chosen.
 */
export async function createTextEngine(
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<TextEngine> {
  const local = createLocalEngine();
  if (config.TEXT_PROVIDER === 'local') return local;
  // Self-hosted servers (Ollama, vLLM) take no key, but the SDK insists on one.
  const apiKey = config.AI_API_KEY ?? (config.AI_BASE_URL ? 'no-key' : undefined);
  if (!apiKey) {
    throw new Error(
      'TEXT_PROVIDER=openai needs AI_API_KEY (or AI_BASE_URL for a server that takes no key)',
    );
  }
  const { createOpenAiEngine } = await import('../providers/openai-engine.server.ts');
  return createOpenAiEngine({
    baseUrl: config.AI_BASE_URL,
    apiKey,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    breaker: new CircuitBreaker({
      failureThreshold: config.AI_BREAKER_FAILURES,
      cooldownMs: config.AI_BREAKER_COOLDOWN_MS,
    }),
    fallback: local,
    similarity: variantSimilarity,
    log: log.child({ provider: 'openai' }),
  });
}

/** Decorates the instance with `textEngine` (typed through the augmentation above). */
export const textEnginePlugin = fp(
  async (app: FastifyInstance, options: TextEnginePluginOptions) => {
    app.decorate('textEngine', options.engine ?? (await createTextEngine(options.config, app.log)));
  },
  { name: 'text-engine' },
);
