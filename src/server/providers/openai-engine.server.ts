import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod/mini';
import { INPUT_MAX } from '../../domain/limits.ts';
import type { ModelId } from '../../domain/models/model-ids.ts';
import { getProfile } from '../../domain/models/model-profiles.ts';
import { limitFor } from '../../domain/prompt/render/fit.ts';
import { defaultNegativePrompt, isNegation } from '../../domain/prompt/render/positive.ts';
import type { Language } from '../../domain/site/languages.ts';
import { estimateTokens } from '../../domain/prompt/estimate-tokens.ts';
import { GenerateResultSchema, type GenerateRequest } from '../../domain/schemas/generate.ts';
import { OptimizeResultSchema, type OptimizeRequest } from '../../domain/schemas/optimize.ts';
import { INTENSITIES, IntensitySchema } from '../../domain/schemas/prompt-common.ts';
import { VariantsResultSchema, type VariantsRequest } from '../../domain/schemas/variants.ts';
import { requestSettings } from '../../engine/render.ts';
import {
  keepsSubject,
  leaksSystemPrompt,
  systemPromptFor,
  userMessageFor,
  type AiTask,
} from './ai-instructions.ts';
import type { CircuitBreaker } from './circuit-breaker.ts';
import type { TextEngine } from './text-engine.ts';

/** The few logger methods the provider uses; Fastify's logger fits. */
export interface ProviderLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface OpenAiEngineOptions {
  /** Any OpenAI-compatible base URL (OpenAI, Ollama, vLLM, OpenRouter…); SDK default if absent. */
  baseUrl?: string;
  apiKey: string;
  model: string;
  /** Total budget for one answer, retry included. */
  timeoutMs: number;
  breaker: CircuitBreaker;
  /** Answers whenever the upstream cannot (the embedded engine). */
  fallback: TextEngine;
  /** Similarity of a variant to its original (0..1), computed here rather than trusted. */
  similarity: (original: string, variant: string) => number;
  log?: ProviderLog;
  /** Pause before the one retry. */
  retryDelayMs?: number;
}

// Model answers are untrusted input: bounded shapes, bounded sizes.
const Note = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const Notes = z.array(Note).check(z.maxLength(12));
const Text = z.string().check(z.trim(), z.minLength(1), z.maxLength(INPUT_MAX));

/** The negative-prompt field, for models that have one (Wan's takes 500 characters). */
const Negative = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500)));

const GenerateAnswerSchema = z.object({
  prompt: Text,
  enhancements: Notes,
  negativePrompt: Negative,
});
const OptimizeAnswerSchema = z.object({
  variants: z.object({ light: Text, medium: Text, heavy: Text }),
  changes: z.object({ light: Notes, medium: Notes, heavy: Notes }),
  negativePrompt: Negative,
});
const VariantsAnswerSchema = z.object({
  variants: z
    .array(z.object({ level: IntensitySchema, prompt: Text, changes: Notes }))
    .check(z.minLength(1), z.maxLength(INTENSITIES.length)),
  negativePrompt: Negative,
});

/** The language a request's texts are in: the one asked for, else the user text's own. */
const languageOf = (text: string, asked: Language | undefined): Language =>
  asked ?? (/\p{Script=Han}/u.test(text) ? 'zh' : 'en');

/**
 * What an answer must also meet for its model: every text within the model's limit, and a
 * negative prompt of plain nouns (no "no") where the model has the field.
 */
function fitsModel(
  model: ModelId,
  lang: Language,
  texts: readonly string[],
  negativePrompt: string | undefined,
): Failure | undefined {
  const profile = getProfile(model);
  const limit = limitFor(profile, lang);
  if (texts.some((text) => text.length > limit)) return { reason: 'over-limit' };
  if (
    negativePrompt !== undefined &&
    (isNegation(negativePrompt, 'en') || isNegation(negativePrompt, 'zh'))
  ) {
    return { reason: 'negative-prompt' };
  }
  return undefined;
}

/** The negative prompt an AI answer returns: its own where the model has the field, else none. */
function negativeFor(model: ModelId, lang: Language, answered: string | undefined) {
  if (getProfile(model).negativePrompt.value !== 'field') return {};
  return { negativePrompt: answered ?? defaultNegativePrompt(lang) };
}

/** Whether the user's text alone is over the model's limit: the local engine says so instead. */
const overLimit = (model: ModelId, lang: Language, text: string) =>
  text.length > limitFor(getProfile(model), lang);

type Failure = { reason: string; status?: number };

function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && 'reason' in value;
}

/** Seconds or an HTTP date in Retry-After, as milliseconds. */
function retryAfterMs(error: APIError): number | undefined {
  const raw = error.headers?.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function abortableDelay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * A TextEngine backed by any OpenAI-compatible Chat Completions endpoint, through the official
 * SDK. Every failure — circuit open, timeout, HTTP error, unparsable or schema-invalid answer,
 * an answer that leaks the instructions or leaves the user's subject — ends in the fallback's
 * answer (`source: 'local'`). Nothing here logs prompt text or the key.
 */
export function createOpenAiEngine(options: OpenAiEngineOptions): TextEngine {
  const { breaker, fallback, timeoutMs, log } = options;
  const retryDelayMs = options.retryDelayMs ?? 250;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl ?? null,
    // Retries and the overall deadline are ours: the SDK's own retry would sleep through a
    // long Retry-After without honouring the deadline.
    maxRetries: 0,
    timeout: timeoutMs,
    // The SDK's debug log prints request details; it stays off whatever the environment says.
    logLevel: 'off',
  });

  /** One call upstream with at most one retry, all inside `timeoutMs`. Returns the content. */
  async function complete(
    task: AiTask,
    model: ModelId,
    text: string,
    settings: Record<string, unknown>,
  ): Promise<string | Failure> {
    if (!breaker.tryAcquire()) return { reason: 'circuit-open' } satisfies Failure;
    const deadline = new AbortController();
    const started = Date.now();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const completion = await client.chat.completions.create(
            {
              model: options.model,
              messages: [
                { role: 'system', content: systemPromptFor(task, model) },
                { role: 'user', content: userMessageFor(text, settings) },
              ],
              response_format: { type: 'json_object' },
              temperature: 0.7,
              max_tokens: 3000,
            },
            { signal: deadline.signal, timeout: Math.max(1, timeoutMs - (Date.now() - started)) },
          );
          breaker.recordSuccess();
          const content = completion.choices[0]?.message?.content;
          return typeof content === 'string' ? content : ({ reason: 'empty' } satisfies Failure);
        } catch (error) {
          const status: number | undefined =
            error instanceof APIError && typeof error.status === 'number'
              ? error.status
              : undefined;
          if (error instanceof APIError && status === 429) {
            // The quota is shared by all users: back off for as long as the upstream asks.
            breaker.recordFailure(retryAfterMs(error));
            return { reason: 'rate-limited', status } satisfies Failure;
          }
          const transient =
            !deadline.signal.aborted &&
            (error instanceof APIConnectionError ||
              (status !== undefined && (status >= 500 || status === 408 || status === 409)));
          const left = timeoutMs - (Date.now() - started);
          if (transient && attempt === 0 && left > retryDelayMs + 100) {
            await abortableDelay(retryDelayMs, deadline.signal);
            if (!deadline.signal.aborted) continue;
          }
          breaker.recordFailure();
          const reason =
            deadline.signal.aborted || error instanceof APIConnectionTimeoutError
              ? 'timeout'
              : status !== undefined
                ? 'http-error'
                : 'connection-error';
          return { reason, status } satisfies Failure;
        }
      }
    } finally {
      clearTimeout(timer);
    }
  }

  /** Parses and checks an answer; a Failure when it must not reach the user. */
  function accept<T extends { negativePrompt?: string | undefined }>(
    content: string,
    schema: z.ZodMiniType<T>,
    userText: string,
    texts: (answer: T) => string[],
    model: ModelId,
    lang: Language,
  ): T | Failure {
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      return { reason: 'not-json' };
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) return { reason: 'schema-invalid' };
    if (leaksSystemPrompt(content)) return { reason: 'leak' };
    if (!texts(parsed.data).every((answer) => keepsSubject(userText, answer))) {
      return { reason: 'off-task' };
    }
    return fitsModel(model, lang, texts(parsed.data), parsed.data.negativePrompt) ?? parsed.data;
  }

  async function ask<T extends { negativePrompt?: string | undefined }>(
    task: AiTask,
    request: { model: ModelId; language?: Language | undefined },
    userText: string,
    settings: Record<string, unknown>,
    schema: z.ZodMiniType<T>,
    texts: (answer: T) => string[],
  ): Promise<T | undefined> {
    const lang = languageOf(userText, request.language);
    const content = await complete(task, request.model, userText, {
      ...settings,
      model: request.model,
    });
    const answer = isFailure(content)
      ? content
      : accept(content, schema, userText, texts, request.model, lang);
    if (isFailure(answer)) {
      log?.warn({ task, reason: answer.reason, status: answer.status }, 'AI answer not used');
      return undefined;
    }
    return answer;
  }

  return {
    kind: 'openai',

    async generate(request: GenerateRequest) {
      const lang = languageOf(request.input, request.language);
      if (overLimit(request.model, lang, request.input)) return fallback.generate(request);
      const answer = await ask(
        'generate',
        request,
        request.input,
        { mode: request.mode, duration: request.duration, language: request.language },
        GenerateAnswerSchema,
        (a) => [a.prompt],
      );
      if (answer) {
        const result = GenerateResultSchema.safeParse({
          prompt: answer.prompt,
          enhancements: answer.enhancements,
          estimatedTokens: estimateTokens(answer.prompt),
          source: 'ai',
          model: request.model,
          settings: requestSettings(request.model, request.input, request.duration),
          ...negativeFor(request.model, lang, answer.negativePrompt),
        });
        if (result.success) return result.data;
      }
      return fallback.generate(request);
    },

    async optimize(request: OptimizeRequest) {
      const lang = languageOf(request.prompt, request.language);
      if (overLimit(request.model, lang, request.prompt)) return fallback.optimize(request);
      const answer = await ask(
        'optimize',
        request,
        request.prompt,
        {
          style: request.style,
          intensity: request.intensity,
          enhancements: request.enhancements,
          duration: request.duration,
          language: request.language,
        },
        OptimizeAnswerSchema,
        (a) => [a.variants.light, a.variants.medium, a.variants.heavy],
      );
      if (answer) {
        const result = OptimizeResultSchema.safeParse({
          original: request.prompt,
          variants: answer.variants,
          changes: answer.changes,
          source: 'ai',
          model: request.model,
          settings: requestSettings(request.model, request.prompt, request.duration),
          ...negativeFor(request.model, lang, answer.negativePrompt),
        });
        if (result.success) return result.data;
      }
      return fallback.optimize(request);
    },

    async variants(request: VariantsRequest) {
      const lang = languageOf(request.prompt, request.language);
      if (overLimit(request.model, lang, request.prompt)) return fallback.variants(request);
      const answer = await ask(
        'variants',
        request,
        request.prompt,
        { levels: request.levels, duration: request.duration, language: request.language },
        VariantsAnswerSchema,
        (a) => a.variants.map((item) => item.prompt),
      );
      if (answer) {
        // Exactly the requested levels, in the requested order; anything else is unusable.
        const items = request.levels.map((level) =>
          answer.variants.find((item) => item.level === level),
        );
        if (items.every((item) => item !== undefined) && answer.variants.length === items.length) {
          const result = VariantsResultSchema.safeParse({
            variants: items.map((item) => ({
              level: item.level,
              prompt: item.prompt,
              similarity: options.similarity(request.prompt, item.prompt),
              changes: item.changes,
            })),
            source: 'ai',
            model: request.model,
            settings: requestSettings(request.model, request.prompt, request.duration),
            ...negativeFor(request.model, lang, answer.negativePrompt),
          });
          if (result.success) return result.data;
        }
        log?.warn({ task: 'variants', reason: 'levels-mismatch' }, 'AI answer not used');
      }
      return fallback.variants(request);
    },
  };
}
