import { z } from 'zod/mini';
import { checkForModel } from '../domain/checker/check-for-model.ts';
import { MODEL_PROFILES, durationTexts } from '../domain/models/model-profiles.ts';
import { modelSummaries } from '../domain/models/model-summary.ts';
import { estimateTokens } from '../domain/prompt/estimate-tokens.ts';
import {
  GenerateRequestSchema,
  GenerateResultSchema,
  type GenerateRequestInput,
} from '../domain/schemas/generate.ts';
import {
  CheckRequestSchema,
  CheckResponseSchema,
  type CheckRequestInput,
} from '../domain/schemas/check.ts';
import { ModelsQuerySchema, ModelsResponseSchema } from '../domain/schemas/models-api.ts';
import {
  OptimizeRequestSchema,
  OptimizeResultSchema,
  type OptimizeRequestInput,
} from '../domain/schemas/optimize.ts';
import {
  VariantsRequestSchema,
  VariantsResultSchema,
  type VariantsRequestInput,
} from '../domain/schemas/variants.ts';
import { expand } from '../engine/expand.ts';
import { refine } from '../engine/refine.ts';
import { variants } from '../engine/variants.ts';

/*
 * The API's OpenAPI 3.1 description, served at GET /api/openapi.json. The schemas are generated
 * from the domain's zod schemas (zod 4's JSON Schema output), so they cannot drift from what the
 * server accepts and answers; only prose (summaries, descriptions) is written here. The examples
 * are what the embedded engine answers for the example requests.
 */

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema> };

/** A zod schema as an OpenAPI 3.1 component: JSON Schema 2020-12 without its `$schema` line. */
function component(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

/** Adds prose to generated properties (the structure stays the schema's). */
function describe(schema: JsonSchema, descriptions: Record<string, string>): JsonSchema {
  const properties = { ...schema.properties };
  for (const [name, description] of Object.entries(descriptions)) {
    const property = properties[name];
    if (!property) throw new Error(`No property ${name} to describe`);
    properties[name] = { ...property, description };
  }
  return { ...schema, properties };
}

/** Which durations each model offers, for the `duration` description. */
const DURATIONS_BY_MODEL = MODEL_PROFILES.map(
  (profile) =>
    `${profile.id}: ${durationTexts(profile).join(', ')} (default ${profile.defaultDuration}s)`,
).join('; ');

const REQUEST_PROSE = {
  duration: `Clip length; must be one the model offers, else 400 naming them. ${DURATIONS_BY_MODEL}.`,
  language: 'Language of the added scaffolding; the text’s own language when left out.',
  seed: 'Makes the embedded engine deterministic; Regenerate sends a new one.',
  model:
    'The video model the prompt is written for (its structure, length limit, settings and negative prompt). GET /api/models lists them.',
};
const RESULT_PROSE = {
  source: '`ai` when the configured AI provider answered, `local` for the embedded engine.',
  model: 'The model the text was written for.',
  settings:
    'Duration, aspect ratio and resolution to set in the model’s own controls (not written in the prompt, except for universal).',
  negativePrompt:
    'For models with a negative-prompt field: what must not appear, as plain nouns. Absent otherwise.',
  overLimit:
    'True when the text sent is already longer than the model takes: nothing was added to it.',
};

const generateRequest = {
  input: 'a red fox running through fresh snow at dawn',
  mode: 'fast',
  duration: '15s',
} satisfies GenerateRequestInput;
const generateRequestVeo = {
  input: 'a red fox running through fresh snow at dawn',
  mode: 'advanced',
  duration: '8s',
  model: 'veo',
} satisfies GenerateRequestInput;
const optimizeRequest = {
  prompt: 'A lighthouse on a cliff during a storm, waves crashing',
  style: 'cinematic',
  intensity: 'medium',
  enhancements: ['camera_work', 'physics_constraints', 'safety_guidelines'],
  duration: '15s',
} satisfies OptimizeRequestInput;
const variantsRequest = {
  prompt: 'A barista pours latte art in a sunlit cafe, close-up',
  levels: ['light', 'medium', 'heavy'],
  duration: '6s',
  model: 'kling',
} satisfies VariantsRequestInput;

const checkRequest = {
  prompt:
    'A beautiful woman walks along the beach at dawn, slow dolly-in, then a pan left. No text. 10 seconds.',
  model: 'veo',
  duration: '8s',
  language: 'en',
} satisfies CheckRequestInput;

/** The checker's own answer to a request (parsed as the route parses it). */
function checkAnswer(body: CheckRequestInput) {
  const { prompt, ...options } = CheckRequestSchema.parse(body);
  return { ...checkForModel(prompt, options), source: 'local' };
}

/** What the embedded engine answers for a generate request (parsed as the route parses it). */
function generateAnswer(body: GenerateRequestInput) {
  const request = GenerateRequestSchema.parse(body);
  const { prompt, ...rest } = expand(request.input, { ...request });
  return {
    prompt,
    ...rest,
    estimatedTokens: estimateTokens(prompt),
    source: 'local',
    model: request.model,
  };
}

function optimizeAnswer(body: OptimizeRequestInput) {
  const request = OptimizeRequestSchema.parse(body);
  return { ...refine(request.prompt, request), source: 'local', model: request.model };
}

function variantsAnswer(body: VariantsRequestInput) {
  const request = VariantsRequestSchema.parse(body);
  return { ...variants(request.prompt, request), source: 'local', model: request.model };
}

export const EXAMPLES = {
  checkRequest,
  checkResponse: checkAnswer(checkRequest),
  generateRequest,
  generateRequestVeo,
  generateResponse: generateAnswer(generateRequest),
  generateResponseVeo: generateAnswer(generateRequestVeo),
  optimizeRequest,
  optimizeResponse: optimizeAnswer(optimizeRequest),
  variantsRequest,
  variantsResponse: variantsAnswer(variantsRequest),
  modelsResponse: { models: modelSummaries('en').slice(0, 2) },
};

const errorResponse = (description: string, example: string) => ({
  description,
  content: {
    'application/json': {
      schema: { $ref: '#/components/schemas/Error' },
      example: { error: example },
    },
  },
});

const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer' },
  },
};

const commonErrors = {
  '400': errorResponse(
    'A field is missing or invalid, the duration is not one the model offers, or the body is not valid JSON. The message names the field and why.',
    'duration: must be one of "4s", "6s", "8s" (Veo 3.1)',
  ),
  '413': errorResponse('The body is larger than 16 KB.', 'Request body is too large (limit 16 KB)'),
  '415': errorResponse(
    'The body is not sent as application/json.',
    'Content-Type must be application/json',
  ),
  '429': {
    ...errorResponse(
      'Too many requests from this address in the window.',
      'Too many requests: try again in 42 s',
    ),
    headers: retryAfter,
  },
  '503': {
    ...errorResponse('The server is shedding load.', 'Server busy: try again in a few seconds'),
    headers: retryAfter,
  },
};

const jsonBody = (ref: string, examples: Record<string, unknown>) => ({
  required: true,
  content: {
    'application/json': {
      schema: { $ref: ref },
      examples: Object.fromEntries(
        Object.entries(examples).map(([name, value]) => [name, { value }]),
      ),
    },
  },
});

const okResponse = (description: string, ref: string, examples: Record<string, unknown>) => ({
  description,
  content: {
    'application/json': {
      schema: { $ref: ref },
      examples: Object.fromEntries(
        Object.entries(examples).map(([name, value]) => [name, { value }]),
      ),
    },
  },
});

const modelsQuery = component(ModelsQuerySchema, 'input');

export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'Promptreel API',
    version: '1.1.0',
    description:
      'Writes, refines and varies prompts for AI text-to-video models (Veo, Kling, Seedance, Wan, ' +
      'Hailuo, Runway, Luma, and a universal layout). No authentication; requests are ' +
      'rate-limited per address. Nothing sent is stored or logged.',
  },
  servers: [{ url: '/' }],
  paths: {
    '/api/generate-prompt': {
      post: {
        operationId: 'generatePrompt',
        summary: 'Expand a short idea into a structured, copy-ready prompt for a model',
        requestBody: jsonBody('#/components/schemas/GenerateRequest', {
          universal: EXAMPLES.generateRequest,
          veo: EXAMPLES.generateRequestVeo,
        }),
        responses: {
          '200': okResponse('The prompt.', '#/components/schemas/GenerateResult', {
            universal: EXAMPLES.generateResponse,
            veo: EXAMPLES.generateResponseVeo,
          }),
          ...commonErrors,
        },
      },
    },
    '/api/optimize-prompt': {
      post: {
        operationId: 'optimizePrompt',
        summary: 'Rewrite a prompt at three intensities (light, medium, heavy)',
        requestBody: jsonBody('#/components/schemas/OptimizeRequest', {
          universal: EXAMPLES.optimizeRequest,
        }),
        responses: {
          '200': okResponse(
            'The three rewrites and what each changed.',
            '#/components/schemas/OptimizeResult',
            { universal: EXAMPLES.optimizeResponse },
          ),
          ...commonErrors,
        },
      },
    },
    '/api/generate-variants': {
      post: {
        operationId: 'generateVariants',
        summary: 'A/B variants of a prompt with a similarity figure for each',
        requestBody: jsonBody('#/components/schemas/VariantsRequest', {
          kling: EXAMPLES.variantsRequest,
        }),
        responses: {
          '200': okResponse(
            'One variant per requested level, in order.',
            '#/components/schemas/VariantsResult',
            { kling: EXAMPLES.variantsResponse },
          ),
          ...commonErrors,
        },
      },
    },
    '/api/check-prompt': {
      post: {
        operationId: 'checkPrompt',
        summary: 'Review a prompt for a model: a score, the issues with their places, fixes',
        requestBody: jsonBody('#/components/schemas/CheckRequest', { veo: EXAMPLES.checkRequest }),
        responses: {
          '200': okResponse(
            'The score (0–100), the issues (errors first) and the counts.',
            '#/components/schemas/CheckResponse',
            { veo: EXAMPLES.checkResponse },
          ),
          ...commonErrors,
        },
      },
    },
    '/api/models': {
      get: {
        operationId: 'listModels',
        summary: 'The video models prompts can be written for, and what each takes',
        parameters: [
          {
            name: 'lang',
            in: 'query',
            required: false,
            description: 'Language of the names and makers.',
            schema: modelsQuery.properties?.lang,
          },
        ],
        responses: {
          '200': okResponse(
            'Every model, universal first.',
            '#/components/schemas/ModelsResponse',
            {
              firstTwo: EXAMPLES.modelsResponse,
            },
          ),
          '400': errorResponse('An unknown language.', 'lang: must be one of "en", "zh"'),
        },
      },
    },
    '/api/openapi.json': {
      get: {
        operationId: 'openapi',
        summary: 'This document',
        responses: {
          '200': { description: 'The OpenAPI 3.1 document.', content: { 'application/json': {} } },
        },
      },
    },
  },
  components: {
    schemas: {
      Error: component(z.object({ error: z.string() }), 'output'),
      GenerateRequest: describe(component(GenerateRequestSchema, 'input'), {
        ...REQUEST_PROSE,
        input: 'The idea; trimmed, not empty.',
        mode: 'fast: about 500 characters; advanced: up to 2000 (or the model’s limit).',
      }),
      GenerateResult: describe(component(GenerateResultSchema, 'output'), {
        ...RESULT_PROSE,
        enhancements: 'What was added, in plain words.',
        estimatedTokens: 'Prompt length / 4, rounded up.',
      }),
      OptimizeRequest: describe(component(OptimizeRequestSchema, 'input'), {
        ...REQUEST_PROSE,
        prompt: 'Trimmed before the length check.',
      }),
      OptimizeResult: describe(component(OptimizeResultSchema, 'output'), RESULT_PROSE),
      VariantsRequest: describe(component(VariantsRequestSchema, 'input'), {
        ...REQUEST_PROSE,
        prompt: 'Trimmed before the length check.',
      }),
      VariantsResult: describe(component(VariantsResultSchema, 'output'), RESULT_PROSE),
      ModelsResponse: component(ModelsResponseSchema, 'output'),
      CheckRequest: describe(component(CheckRequestSchema, 'input'), {
        prompt: 'The prompt to check; trimmed before the length check.',
        model: REQUEST_PROSE.model,
        duration:
          'The clip length picked, such as "8s". A length the model does not offer is an issue, not a 400.',
        language: 'Language of the messages and fix labels.',
      }),
      CheckResponse: describe(component(CheckResponseSchema, 'output'), {
        score: '100 means nothing to fix (docs/decisions/020-prompt-checker.md).',
        issues:
          'Errors first; each with a stable rule id, a span [start, end) and a whole-prompt fix.',
        source: 'The rules run on this server, never upstream.',
      }),
    },
  },
};
