/**
 * "Open in builder" from a template: the template with this id as a builder form. Loaded with
 * import() only when a page opens with ?template=<id> (it pulls in the whole library).
 */
import { getTemplateById } from '../../../domain/data/templates/all-templates.ts';
import type { BuilderForm } from '../../../domain/schemas/builder-form.ts';
import type { Language } from '../../../domain/site/languages.ts';
import { mapTemplate } from './template-form.ts';

/** The builder form for a template; null when no template has this id. */
export function templateToForm(id: string, language: Language): BuilderForm | null {
  const template = getTemplateById(id);
  return template ? mapTemplate(template, language) : null;
}
