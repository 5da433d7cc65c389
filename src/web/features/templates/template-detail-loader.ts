import type { LoaderFunctionArgs } from 'react-router';
import { getTemplateById } from '../../../domain/data/templates/all-templates.ts';

/**
 * Runs at build time only (prerender): the one template a detail page shows travels as data
 * inside its HTML, so the page's JavaScript never carries the whole library.
 */
export function templateDetailLoader({ params }: LoaderFunctionArgs) {
  return { template: getTemplateById(params.id ?? '') ?? null };
}
