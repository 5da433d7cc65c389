import type { GenerateRequest, GenerateResult } from '../../domain/schemas/generate.ts';
import type { OptimizeRequest, OptimizeResult } from '../../domain/schemas/optimize.ts';
import type { VariantsRequest, VariantsResult } from '../../domain/schemas/variants.ts';

/**
 * The one interface every text provider offers. Requests arrive already parsed by the shared
 * domain schemas (defaults filled in); results carry `source` so the page can tell an AI answer
 * from the embedded engine's. A provider never throws for an upstream problem: it answers
 * locally instead, so the routes need no provider-specific error handling.
 */
export interface TextEngine {
  /** Which provider answers first: `local` (embedded engine) or `openai` (upstream, local fallback). */
  readonly kind: 'local' | 'openai';
  generate(request: GenerateRequest): Promise<GenerateResult>;
  optimize(request: OptimizeRequest): Promise<OptimizeResult>;
  variants(request: VariantsRequest): Promise<VariantsResult>;
}
