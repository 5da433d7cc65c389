import { describe, expect, it } from 'vitest';
import { MODEL_IDS } from '../domain/models/model-ids.ts';
import { GenerateRequestSchema, GenerateResultSchema } from '../domain/schemas/generate.ts';
import { ModelsResponseSchema } from '../domain/schemas/models-api.ts';
import { OptimizeRequestSchema, OptimizeResultSchema } from '../domain/schemas/optimize.ts';
import { VariantsRequestSchema, VariantsResultSchema } from '../domain/schemas/variants.ts';
import { EXAMPLES, OPENAPI_DOCUMENT } from './openapi.ts';

type Media = { examples?: Record<string, { value: unknown }>; schema?: { $ref: string } };
type Operation = {
  requestBody?: { content: { 'application/json': Media } };
  responses: Record<string, { content?: { 'application/json': Media & { example?: unknown } } }>;
};
type Schema = {
  properties: Record<string, { default?: unknown; enum?: unknown[]; description?: string }>;
  required?: string[];
};

const operation = (path: string, method: 'post' | 'get' = 'post'): Operation => {
  const item = (OPENAPI_DOCUMENT.paths as Record<string, Record<string, Operation>>)[path];
  const op = item?.[method];
  if (!op) throw new Error(`no ${method} ${path}`);
  return op;
};
const schemas = OPENAPI_DOCUMENT.components.schemas as unknown as Record<string, Schema>;
const examplesOf = (media: Media | undefined) =>
  Object.values(media?.examples ?? {}).map((example) => example.value);

const ENDPOINTS = [
  ['/api/generate-prompt', GenerateRequestSchema, GenerateResultSchema, 'GenerateRequest'],
  ['/api/optimize-prompt', OptimizeRequestSchema, OptimizeResultSchema, 'OptimizeRequest'],
  ['/api/generate-variants', VariantsRequestSchema, VariantsResultSchema, 'VariantsRequest'],
] as const;

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and every $ref points at a defined schema', () => {
    expect(OPENAPI_DOCUMENT.openapi).toBe('3.1.0');
    const refs = [
      ...JSON.stringify(OPENAPI_DOCUMENT).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g),
    ];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, name] of refs) expect(schemas).toHaveProperty(name ?? '');
  });

  it.each(ENDPOINTS)(
    '%s: request and response examples validate against the schemas',
    (path, request, result) => {
      const op = operation(path);
      const requests = examplesOf(op.requestBody?.content['application/json']);
      const responses = examplesOf(op.responses['200']?.content?.['application/json']);
      expect(requests.length).toBeGreaterThan(0);
      expect(responses.length).toBe(requests.length);
      for (const example of requests) expect(request.safeParse(example).success).toBe(true);
      for (const example of responses) {
        const parsed = result.safeParse(example);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      }
      for (const status of ['400', '413', '415', '429', '503']) {
        expect(op.responses[status]?.content?.['application/json'].example).toEqual({
          error: expect.any(String),
        });
      }
    },
  );

  it('the request schemas are the domain’s: same fields, required ones, enums and defaults', () => {
    for (const [, request, , name] of ENDPOINTS) {
      const documented = schemas[name];
      const defaults = request.parse(
        name === 'GenerateRequest' ? { input: 'x' } : { prompt: 'ten chars or more' },
      ) as Record<string, unknown>;
      expect(documented?.required).toEqual([name === 'GenerateRequest' ? 'input' : 'prompt']);
      for (const [field, property] of Object.entries(documented?.properties ?? {})) {
        // Every default the document states is the one the schema applies.
        if (property.default !== undefined) expect(property.default).toEqual(defaults[field]);
      }
      expect(documented?.properties.model?.enum).toEqual([...MODEL_IDS]);
      expect(documented?.properties.model?.default).toBe('universal');
      // The duration depends on the model: no single default, every model's listed.
      expect(documented?.properties.duration?.default).toBeUndefined();
      expect(documented?.properties.duration?.description).toMatch(/veo: 4s, 6s, 8s/);
      expect(defaults.duration).toBe('15s');
    }
  });

  it('the answers document model, settings and the optional negative prompt', () => {
    for (const name of ['GenerateResult', 'OptimizeResult', 'VariantsResult']) {
      expect(schemas[name]?.required).toEqual(expect.arrayContaining(['model', 'settings']));
      expect(schemas[name]?.required).not.toContain('negativePrompt');
      expect(schemas[name]?.properties.negativePrompt?.description).toMatch(/plain nouns/);
    }
  });

  it('the examples are the engine’s own answers, Veo’s with settings and a negative prompt', () => {
    const { prompt, estimatedTokens } = EXAMPLES.generateResponse;
    expect(estimatedTokens).toBe(Math.ceil(prompt.length / 4));
    expect(prompt).toContain(EXAMPLES.generateRequest.input);
    expect(EXAMPLES.generateResponseVeo.settings).toEqual({
      duration: '8s',
      aspectRatio: '16:9',
      resolution: '1080p',
    });
    expect(EXAMPLES.generateResponseVeo.negativePrompt).toMatch(/real people/);
  });

  it('documents GET /api/models with its lang parameter and a valid example', () => {
    const op = operation('/api/models', 'get') as Operation & {
      parameters: { name: string; schema: { enum: string[]; default: string } }[];
    };
    expect(op.parameters[0]).toMatchObject({
      name: 'lang',
      schema: { enum: ['en', 'zh'], default: 'en' },
    });
    for (const example of examplesOf(op.responses['200']?.content?.['application/json'])) {
      expect(ModelsResponseSchema.safeParse(example).success).toBe(true);
    }
  });
});
