// The Chinese strings. Typed against English so a missing namespace or key fails typecheck.
import type { Resources } from '../en/index.ts';
import common from './common.json';
import home from './home.json';
import templates from './templates.json';
import builder from './builder.json';
import refiner from './refiner.json';
import variants from './variants.json';
import submit from './submit.json';
import guide from './guide.json';
import invite from './invite.json';
import faq from './faq.json';
import about from './about.json';
import privacy from './privacy.json';
import terms from './terms.json';
import pwa from './pwa.json';
import review from './review.json';
import checker from './checker.json';

export const zh: Resources = {
  common,
  home,
  templates,
  builder,
  refiner,
  variants,
  submit,
  guide,
  invite,
  faq,
  about,
  privacy,
  terms,
  pwa,
  review,
  checker,
};
