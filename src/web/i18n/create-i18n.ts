import type { TFunction } from 'i18next';
import type { Language } from '../../domain/site/languages.ts';
import type { Namespace, Resources } from './locales/en/index.ts';

/**
 * The translator of one language: the strings of the namespaces registered so far, and a
 * fixed `t` per namespace. It does what the product uses of i18next — nested keys, `{{name}}`
 * interpolation, `count` plurals (`key_one` / `key_other` by Intl.PluralRules) and
 * `returnObjects` — in about 1 KB instead of i18next's 15 KB gzip, which every page loaded
 * first (docs/decisions/008). i18next remains for its types only: keys and options are
 * checked through its `TFunction`.
 */
export interface I18n {
  readonly language: Language;
  hasResourceBundle(namespace: Namespace): boolean;
  addResourceBundle<N extends Namespace>(namespace: N, strings: Resources[N]): void;
  getFixedT<N extends Namespace>(namespace: N): TFunction<N>;
}

type Options = Readonly<Record<string, unknown>> & { count?: number; returnObjects?: boolean };

const INTERPOLATION_RE = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(tree: unknown, key: string): unknown {
  let node = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

class Translator implements I18n {
  private readonly bundles = new Map<Namespace, unknown>();
  private readonly plurals: Intl.PluralRules;

  constructor(readonly language: Language) {
    this.plurals = new Intl.PluralRules(language);
  }

  hasResourceBundle(namespace: Namespace): boolean {
    return this.bundles.has(namespace);
  }

  addResourceBundle<N extends Namespace>(namespace: N, strings: Resources[N]): void {
    this.bundles.set(namespace, strings);
  }

  getFixedT<N extends Namespace>(namespace: N): TFunction<N> {
    const translate = (key: string, options?: Options): unknown => {
      const tree = this.bundles.get(namespace);
      let value: unknown;
      if (typeof options?.count === 'number') {
        value = lookup(tree, `${key}_${this.plurals.select(options.count)}`);
      }
      value ??= lookup(tree, key);
      if (typeof value === 'string') {
        return value.replace(INTERPOLATION_RE, (_, name: string) => {
          const replacement = options?.[name];
          return replacement === undefined || replacement === null ? '' : String(replacement);
        });
      }
      // A list or group of strings only when asked for; otherwise, like i18next, the key.
      return value !== undefined && options?.returnObjects ? value : key;
    };
    return translate as unknown as TFunction<N>;
  }
}

/**
 * One translator per language, built synchronously so the prerendered HTML is already
 * translated and hydration renders the same text. The shared `common` strings come with the
 * language's layout route and each page's with its route (see `addPageStrings` and
 * i18n/page-strings.ts), so a page gets only its own strings, in its own language; tests may
 * pass `common` here.
 */
export function createI18n(language: Language, common?: Resources['common']): I18n {
  const instance = new Translator(language);
  if (common) instance.addResourceBundle('common', common);
  return instance;
}

/** Registers a namespace's strings once (a route registers them before its page renders). */
export function addPageStrings<N extends Namespace>(
  instance: I18n,
  namespace: N,
  strings: Resources[N],
): void {
  if (!instance.hasResourceBundle(namespace)) instance.addResourceBundle(namespace, strings);
}
