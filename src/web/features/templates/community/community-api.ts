// Type-only: the schemas, zod and the category names load after hydration, with the list.
import type { CommunityTemplate } from '../../../../domain/schemas/community.ts';
import type { Language } from '../../../../domain/site/languages.ts';

export interface CommunityData {
  templates: CommunityTemplate[];
  /** Category names in the page's language, by id. */
  categoryNames: Record<string, string>;
}

/**
 * The approved community submissions (GET /api/community-templates), parsed with the shared
 * schema. Throws when the server cannot be reached or answers with anything else.
 */
export async function loadCommunity(language: Language): Promise<CommunityData> {
  const [{ CommunityTemplatesSchema }, { CATEGORIES }, data] = await Promise.all([
    import('../../../../domain/schemas/community.ts'),
    import('../../../../domain/data/categories.ts'),
    fetch('/api/community-templates', { signal: AbortSignal.timeout(15_000) }).then((response) => {
      if (!response.ok) throw new Error(`status ${response.status}`);
      return response.json() as Promise<unknown>;
    }),
  ]);
  const parsed = CommunityTemplatesSchema.safeParse(data);
  if (!parsed.success) throw new Error('unexpected answer');
  return {
    templates: parsed.data.templates,
    categoryNames: Object.fromEntries(CATEGORIES.map((c) => [c.id, c.name[language]])),
  };
}
