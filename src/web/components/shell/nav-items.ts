import { PAGE_PATHS } from '../../../domain/site/routes.ts';

/** Top-bar links after Generator, in the spec's order. `labelKey` is under common:nav. */
export const NAV_LINKS = [
  { labelKey: 'templates', path: PAGE_PATHS.templates },
  { labelKey: 'builder', path: PAGE_PATHS.builder },
  { labelKey: 'variants', path: PAGE_PATHS.variants },
  { labelKey: 'refiner', path: PAGE_PATHS.refiner },
  { labelKey: 'checker', path: PAGE_PATHS.checker },
  { labelKey: 'guide', path: PAGE_PATHS.guide },
  { labelKey: 'inviteCode', path: PAGE_PATHS.inviteCodes },
] as const;

/** The generator's anchor on the home page. */
export const GENERATOR_HASH = '#create';
