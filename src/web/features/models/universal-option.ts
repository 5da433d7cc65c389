import type { ModelOption } from './model-options.ts';

/**
 * The universal model as the tools show it before the profile data has loaded (and whenever
 * nothing else is chosen): a copy kept out of model-options.ts so a page's first load carries
 * no profile data. universal-option.test.ts holds it equal to the profile's.
 */
export const UNIVERSAL_OPTION: ModelOption = {
  id: 'universal',
  names: { en: 'Universal (any model)', zh: '通用（适用于任何模型）' },
  retired: false,
  promptLimit: 2000,
  durations: [10, 15, 25],
  defaultDuration: 15,
  aspectRatios: ['16:9', '9:16', '1:1'],
  negativePrompt: 'none',
  languages: ['en', 'zh'],
};
