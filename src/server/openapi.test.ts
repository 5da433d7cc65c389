import { describe, expect, it } from 'vitest';
import { CheckRequestSchema, CheckResponseSchema } from '../domain/schemas/check.ts';
import { GenerateRequestSchema, GenerateResultSchema } from '../domain/schemas/generate.ts';
import { OptimizeRequestSchema, OptimizeResultSchema } from '../domain/schemas/optimize.ts';
import { VariantsRequestSchema, VariantsResultSchema } from '../domain/schemas/variants.ts';
import { EXAMPLES, OPENAPI_DOCUMENT } from './openapi.ts';

type Operation = {
  requestBody?: { content: { 'application/json': { example: unknown; schema: { $ref: string } } } };
  responses: Record<
    string,
    { content?: { 'application/json': { example?: unknown; schema?: { $ref: string } } } }
  >;
};

const operation = (path: string): Operation => {
  const item = (OPENAPI_DOCUMENT.paths as Record<string, { post?: Operation }>)[path];
  if (!item?.post) throw new Error(`no POST ${path}`);
  return item.post;
};

const ENDPOINTS = [
  ['/api/generate-prompt', GenerateRequestSchema, GenerateResultSchema],
  ['/api/optimize-prompt', OptimizeRequestSchema, OptimizeResultSchema],
  ['/api/generate-variants', VariantsRequestSchema, VariantsResultSchema],
  ['/api/check-prompt', CheckRequestSchema, CheckResponseSchema],
] as const;

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and every $ref points at a defined schema', () => {
    expect(OPENAPI_DOCUMENT.openapi).toBe('3.1.0');
    const refs = [
      ...JSON.stringify(OPENAPI_DOCUMENT).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g),
    ];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, name] of refs) {
      expect(OPENAPI_DOCUMENT.components.schemas).toHaveProperty(name ?? '');
    }
  });

  it.each(ENDPOINTS)(
    '%s: request and response examples validate against the schemas',
    (path, request, result) => {
      const op = operation(path);
      const requestExample = op.requestBody?.content['application/json'].example;
      expect(request.safeParse(requestExample).success).toBe(true);
      const okExample = op.responses['200']?.content?.['application/json'].example;
      const parsed = result.safeParse(okExample);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      for (const status of ['400', '413', '415', '429', '503']) {
        expect(op.responses[status]?.content?.['application/json'].example).toEqual({
          error: expect.any(String),
        });
      }
    },
  );

  it('the generate example counts tokens the way the API does', () => {
    const { prompt, estimatedTokens } = EXAMPLES.generateResponse;
    expect(estimatedTokens).toBe(Math.ceil(prompt.length / 4));
  });

  it('documents the request defaults the schemas apply', () => {
    const schemas = OPENAPI_DOCUMENT.components.schemas;
    const optimizeDefaults = OptimizeRequestSchema.parse({ prompt: 'ten chars or more' });
    expect(schemas.OptimizeRequest.properties.style.default).toBe(optimizeDefaults.style);
    expect(schemas.OptimizeRequest.properties.intensity.default).toBe(optimizeDefaults.intensity);
    expect(schemas.OptimizeRequest.properties.enhancements.default).toEqual(
      optimizeDefaults.enhancements,
    );
    expect(schemas.OptimizeRequest.properties.duration.default).toBe(optimizeDefaults.duration);
    const variantsDefaults = VariantsRequestSchema.parse({ prompt: 'ten chars or more' });
    expect(schemas.VariantsRequest.properties.levels.default).toEqual(variantsDefaults.levels);
    const generateDefaults = GenerateRequestSchema.parse({ input: 'x' });
    expect(schemas.GenerateRequest.properties.mode.default).toBe(generateDefaults.mode);
    expect(schemas.GenerateRequest.properties.duration.default).toBe(generateDefaults.duration);
  });
});
