import { CHECK_SEVERITIES, RULE_IDS } from '../domain/checker/check-types.ts';
import { checkForModel } from '../domain/checker/check-for-model.ts';
import { CHECK_PROMPT_MAX, INPUT_MAX, REFINE_MAX, REFINE_MIN } from '../domain/limits.ts';
import { DEFAULT_MODEL_ID, MODEL_IDS } from '../domain/models/model-ids.ts';
import { ENHANCEMENT_NAMES, REFINE_STYLES } from '../domain/schemas/optimize.ts';
import {
  GENERATOR_DURATIONS,
  INTENSITIES,
  RESULT_SOURCES,
} from '../domain/schemas/prompt-common.ts';
import { GENERATE_MODES } from '../domain/schemas/generate.ts';

/*
 * The API's OpenAPI 3.1 description, served at GET /api/openapi.json. Written by hand; the enums
 * and limits come from the domain so they cannot drift, and a test parses every example below
 * with the domain's zod schemas.
 */

const durations = { type: 'string', enum: [...GENERATOR_DURATIONS], default: '15s' } as const;
const language = {
  type: 'string',
  enum: ['en', 'zh'],
  default: 'en',
  description: 'Language of the added scaffolding.',
} as const;
const seed = {
  type: 'integer',
  minimum: -2147483648,
  maximum: 4294967295,
  description: 'Makes the embedded engine deterministic; Regenerate sends a new one.',
} as const;
const refinablePrompt = {
  type: 'string',
  minLength: REFINE_MIN,
  maxLength: REFINE_MAX,
  description: 'Trimmed before the length check.',
} as const;
const notes = { type: 'array', items: { type: 'string' } } as const;
const source = {
  type: 'string',
  enum: [...RESULT_SOURCES],
  description: '`ai` when the configured AI provider answered, `local` for the embedded engine.',
} as const;

const CHECK_EXAMPLE = {
  prompt:
    'A beautiful woman walks along the beach at dawn, slow dolly-in, then a pan left. No text. 10 seconds.',
  model: 'veo',
  duration: '8s',
  language: 'en',
} as const;

export const EXAMPLES = {
  checkRequest: CHECK_EXAMPLE,
  // The checker's own answer to the request above, so the example cannot drift from the rules.
  checkResponse: { ...checkForModel(CHECK_EXAMPLE.prompt, CHECK_EXAMPLE), source: 'local' },
  generateRequest: {
    input: 'a red fox running through fresh snow at dawn',
    mode: 'fast',
    duration: '15s',
  },
  generateResponse: {
    prompt:
      'A red fox running through fresh snow at dawn, low tracking shot following at eye level, soft golden backlight catching the breath vapour, snow spraying from its paws. Duration: 15s, 16:9. Follows all safety guidelines.',
    enhancements: [
      'Added camera movement',
      'Added lighting',
      'Added duration and ratio',
      'Added safety note',
    ],
    estimatedTokens: 55,
    source: 'local',
  },
  optimizeRequest: {
    prompt: 'A lighthouse on a cliff during a storm, waves crashing',
    style: 'cinematic',
    intensity: 'medium',
    enhancements: ['camera_work', 'physics_constraints', 'safety_guidelines'],
    duration: '15s',
  },
  optimizeResponse: {
    original: 'A lighthouse on a cliff during a storm, waves crashing',
    variants: {
      light:
        'A lighthouse on a cliff during a storm, waves crashing against wet black rock, beam cutting through rain, cold blue light. Duration: 15s.',
      medium:
        'Slow aerial push-in on a lighthouse atop a cliff in a storm, 24mm lens, waves crashing with realistic spray and foam, beam sweeping through rain. Duration: 15s.',
      heavy:
        'A lighthouse on a cliff in a storm reimagined as a moody oil painting come to life: thick brushstroke waves crash in slow motion, the beam a ribbon of gold. Duration: 15s.',
    },
    changes: {
      light: ['Lighting: cold blue storm light', 'Materials: wet rock, rain'],
      medium: ['Camera: slow aerial push-in', 'Lens: 24mm', 'Physics: spray and foam'],
      heavy: ['Artistic direction: living oil painting', 'Motion: slow motion'],
    },
    source: 'local',
  },
  variantsRequest: {
    prompt: 'A barista pours latte art in a sunlit cafe, close-up',
    levels: ['light', 'medium', 'heavy'],
    duration: '15s',
  },
  variantsResponse: {
    variants: [
      {
        level: 'light',
        prompt:
          'A barista pours latte art in a sunlit cafe, close-up, warm morning light on glossy milk foam.',
        similarity: 0.92,
        changes: ['Lighting: warm morning light', 'Material: glossy milk foam'],
      },
      {
        level: 'medium',
        prompt:
          'Macro top-down shot of a barista pouring latte art in a sunlit cafe, 100mm lens, shallow depth of field.',
        similarity: 0.73,
        changes: ['Camera: macro top-down', 'Lens: 100mm'],
      },
      {
        level: 'heavy',
        prompt:
          'A barista pours latte art in a sunlit cafe, rendered as a hand-drawn watercolour animation, pastel tones.',
        similarity: 0.54,
        changes: ['Artistic direction: watercolour animation'],
      },
    ],
    source: 'local',
  },
} as const;

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
    'A field is missing or invalid, or the body is not valid JSON. The message names the field and why.',
    'input: must be at most 2000 characters',
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

const jsonBody = (ref: string, example: unknown) => ({
  required: true,
  content: { 'application/json': { schema: { $ref: ref }, example } },
});

const okResponse = (description: string, ref: string, example: unknown) => ({
  description,
  content: { 'application/json': { schema: { $ref: ref }, example } },
});

export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'Promptreel API',
    version: '1.0.0',
    description:
      'Writes, refines and varies prompts for AI text-to-video generators. No authentication; ' +
      'requests are rate-limited per address. Nothing sent is stored or logged.',
  },
  servers: [{ url: '/' }],
  paths: {
    '/api/generate-prompt': {
      post: {
        operationId: 'generatePrompt',
        summary: 'Expand a short idea into a structured, copy-ready prompt',
        requestBody: jsonBody('#/components/schemas/GenerateRequest', EXAMPLES.generateRequest),
        responses: {
          '200': okResponse(
            'The prompt.',
            '#/components/schemas/GenerateResult',
            EXAMPLES.generateResponse,
          ),
          ...commonErrors,
        },
      },
    },
    '/api/optimize-prompt': {
      post: {
        operationId: 'optimizePrompt',
        summary: 'Rewrite a prompt at three intensities (light, medium, heavy)',
        requestBody: jsonBody('#/components/schemas/OptimizeRequest', EXAMPLES.optimizeRequest),
        responses: {
          '200': okResponse(
            'The three rewrites and what each changed.',
            '#/components/schemas/OptimizeResult',
            EXAMPLES.optimizeResponse,
          ),
          ...commonErrors,
        },
      },
    },
    '/api/generate-variants': {
      post: {
        operationId: 'generateVariants',
        summary: 'A/B variants of a prompt with a similarity figure for each',
        requestBody: jsonBody('#/components/schemas/VariantsRequest', EXAMPLES.variantsRequest),
        responses: {
          '200': okResponse(
            'One variant per requested level, in order.',
            '#/components/schemas/VariantsResult',
            EXAMPLES.variantsResponse,
          ),
          ...commonErrors,
        },
      },
    },
    '/api/check-prompt': {
      post: {
        operationId: 'checkPrompt',
        summary: 'Review a prompt for a model: a score, the issues with their places, fixes',
        requestBody: jsonBody('#/components/schemas/CheckRequest', EXAMPLES.checkRequest),
        responses: {
          '200': okResponse(
            'The score (0–100), the issues (errors first) and the counts.',
            '#/components/schemas/CheckResult',
            EXAMPLES.checkResponse,
          ),
          ...commonErrors,
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
      Error: {
        type: 'object',
        required: ['error'],
        properties: { error: { type: 'string' } },
      },
      CheckRequest: {
        type: 'object',
        required: ['prompt'],
        properties: {
          prompt: {
            type: 'string',
            minLength: 1,
            maxLength: CHECK_PROMPT_MAX,
            description: 'The prompt to check; trimmed before the length check.',
          },
          model: { type: 'string', enum: [...MODEL_IDS], default: DEFAULT_MODEL_ID },
          duration: {
            type: 'string',
            pattern: '^\\d{1,3}s$',
            description:
              'The clip length picked, such as "8s". A length the model does not offer is an issue, not a 400.',
          },
          language: {
            type: 'string',
            enum: ['en', 'zh'],
            default: 'en',
            description: 'Language of the messages and fix labels.',
          },
        },
      },
      CheckResult: {
        type: 'object',
        required: ['score', 'issues', 'stats', 'source'],
        properties: {
          score: {
            type: 'integer',
            minimum: 0,
            maximum: 100,
            description: '100 means nothing to fix (docs/decisions/016-prompt-checker.md).',
          },
          issues: {
            type: 'array',
            items: {
              type: 'object',
              required: ['rule', 'severity', 'message'],
              properties: {
                rule: { type: 'string', enum: [...RULE_IDS], description: 'A stable rule id.' },
                severity: { type: 'string', enum: [...CHECK_SEVERITIES] },
                message: { type: 'string', description: 'In the requested language.' },
                span: {
                  type: 'array',
                  items: { type: 'integer', minimum: 0 },
                  minItems: 2,
                  maxItems: 2,
                  description: 'Character offsets [start, end) into the trimmed prompt.',
                },
                fix: {
                  type: 'object',
                  required: ['label', 'prompt'],
                  properties: {
                    label: { type: 'string' },
                    prompt: {
                      type: 'string',
                      description: 'The whole prompt with this fix applied.',
                    },
                  },
                },
              },
            },
          },
          stats: {
            type: 'object',
            required: [
              'characters',
              'words',
              'estimatedTokens',
              'dialogueWords',
              'shots',
              'cameraMoves',
            ],
            properties: Object.fromEntries(
              [
                'characters',
                'words',
                'estimatedTokens',
                'dialogueWords',
                'shots',
                'cameraMoves',
              ].map((key) => [key, { type: 'integer', minimum: 0 }]),
            ),
          },
          source: { type: 'string', enum: ['local'], description: 'The rules run on this server.' },
        },
      },
      GenerateRequest: {
        type: 'object',
        required: ['input'],
        properties: {
          input: {
            type: 'string',
            minLength: 1,
            maxLength: INPUT_MAX,
            description: 'The idea; trimmed, not empty.',
          },
          mode: {
            type: 'string',
            enum: [...GENERATE_MODES],
            default: 'fast',
            description: 'fast: about 500 characters; advanced: up to 2000.',
          },
          duration: durations,
          language,
          seed,
        },
      },
      GenerateResult: {
        type: 'object',
        required: ['prompt', 'enhancements', 'estimatedTokens', 'source'],
        properties: {
          prompt: { type: 'string', minLength: 1, maxLength: INPUT_MAX },
          enhancements: { ...notes, description: 'What was added, in plain words.' },
          estimatedTokens: {
            type: 'integer',
            minimum: 0,
            description: 'Prompt length / 4, rounded up.',
          },
          source,
        },
      },
      OptimizeRequest: {
        type: 'object',
        required: ['prompt'],
        properties: {
          prompt: refinablePrompt,
          style: { type: 'string', enum: [...REFINE_STYLES], default: 'cinematic' },
          intensity: { type: 'string', enum: [...INTENSITIES], default: 'medium' },
          enhancements: {
            type: 'array',
            items: { type: 'string', enum: [...ENHANCEMENT_NAMES] },
            maxItems: ENHANCEMENT_NAMES.length,
            default: [],
          },
          duration: durations,
          language,
          seed,
        },
      },
      OptimizeResult: {
        type: 'object',
        required: ['original', 'variants', 'changes', 'source'],
        properties: {
          original: { type: 'string' },
          variants: {
            type: 'object',
            required: [...INTENSITIES],
            properties: Object.fromEntries(INTENSITIES.map((level) => [level, { type: 'string' }])),
          },
          changes: {
            type: 'object',
            required: [...INTENSITIES],
            properties: Object.fromEntries(INTENSITIES.map((level) => [level, notes])),
          },
          source,
        },
      },
      VariantsRequest: {
        type: 'object',
        required: ['prompt'],
        properties: {
          prompt: refinablePrompt,
          levels: {
            type: 'array',
            items: { type: 'string', enum: [...INTENSITIES] },
            minItems: 1,
            maxItems: INTENSITIES.length,
            uniqueItems: true,
            default: [...INTENSITIES],
          },
          duration: durations,
          language,
          seed,
        },
      },
      VariantsResult: {
        type: 'object',
        required: ['variants', 'source'],
        properties: {
          variants: {
            type: 'array',
            minItems: 1,
            maxItems: INTENSITIES.length,
            items: {
              type: 'object',
              required: ['level', 'prompt', 'similarity', 'changes'],
              properties: {
                level: { type: 'string', enum: [...INTENSITIES] },
                prompt: { type: 'string', minLength: 1, maxLength: INPUT_MAX },
                similarity: { type: 'number', minimum: 0, maximum: 1 },
                changes: notes,
              },
            },
          },
          source,
        },
      },
    },
  },
} as const;
