import { describe, expect, it } from 'vitest';
import {
  allPagePaths,
  enRedirectTarget,
  languageOfPath,
  localizePath,
  shouldRedirectRootToZh,
  stripLanguage,
} from './routes.ts';

describe('shouldRedirectRootToZh', () => {
  it('follows a stored zh preference whatever the browser says', () => {
    expect(shouldRedirectRootToZh({ stored: 'zh', browserLanguage: 'en-US' })).toBe(true);
  });
  it('keeps English when en is stored, even for a Chinese browser', () => {
    expect(shouldRedirectRootToZh({ stored: 'en', browserLanguage: 'zh-CN' })).toBe(false);
  });
  it('uses the browser language when nothing is stored', () => {
    expect(shouldRedirectRootToZh({ stored: null, browserLanguage: 'zh-CN' })).toBe(true);
    expect(shouldRedirectRootToZh({ stored: null, browserLanguage: 'ZH-tw' })).toBe(true);
    expect(shouldRedirectRootToZh({ stored: null, browserLanguage: 'en-GB' })).toBe(false);
    expect(shouldRedirectRootToZh({ stored: null, browserLanguage: undefined })).toBe(false);
  });
  it('treats an empty stored value as nothing stored', () => {
    expect(shouldRedirectRootToZh({ stored: '', browserLanguage: 'zh' })).toBe(true);
  });
});

describe('language paths', () => {
  it('reads the language from the prefix', () => {
    expect(languageOfPath('/zh')).toBe('zh');
    expect(languageOfPath('/zh/templates')).toBe('zh');
    expect(languageOfPath('/zhx')).toBe('en');
    expect(languageOfPath('/templates')).toBe('en');
  });
  it('adds and strips /zh', () => {
    expect(localizePath('/', 'zh')).toBe('/zh');
    expect(localizePath('/templates/cin-001', 'zh')).toBe('/zh/templates/cin-001');
    expect(localizePath('/zh/faq', 'en')).toBe('/faq');
    expect(localizePath('/zh', 'en')).toBe('/');
    expect(localizePath('/zh/faq', 'zh')).toBe('/zh/faq');
    expect(stripLanguage('/en/builder')).toBe('/builder');
  });
  it('redirects /en paths to the path without the prefix', () => {
    expect(enRedirectTarget('/en')).toBe('/');
    expect(enRedirectTarget('/en/templates', '?q=fox', '#x')).toBe('/templates?q=fox#x');
    expect(enRedirectTarget('/english')).toBeNull();
    expect(enRedirectTarget('/templates')).toBeNull();
  });
  it('lists every page twice, English and Chinese, with template pages', () => {
    const paths = allPagePaths(['cin-001']);
    expect(paths).toContain('/');
    expect(paths).toContain('/zh');
    expect(paths).toContain('/sora2-invite-code');
    expect(paths).toContain('/zh/templates/cin-001');
    expect(paths).toContain('/zh/checker');
    expect(paths).toHaveLength(2 * 14);
  });
});
