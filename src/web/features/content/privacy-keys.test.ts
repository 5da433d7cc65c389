import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../domain/storage-keys.ts';
import enPrivacy from '../../i18n/locales/en/privacy.json';
import zhPrivacy from '../../i18n/locales/zh/privacy.json';
import { PRIVACY_STORAGE_KEYS } from './privacy-page.tsx';

/** Keys kept in session storage, not local storage: the table lists local storage only. */
const SESSION_ONLY = new Set<string>([STORAGE_KEYS.checkCarry]);

describe('the privacy page’s local-storage table', () => {
  it('lists every local-storage key the product writes', () => {
    const listed = PRIVACY_STORAGE_KEYS.map(({ key }) => key.replace(/\*$/, ''));
    const written = Object.values(STORAGE_KEYS).filter((key) => !SESSION_ONLY.has(key));
    expect([...listed].sort()).toEqual([...written].sort());
  });

  it('says what each key holds, in both languages', () => {
    for (const { purpose } of PRIVACY_STORAGE_KEYS) {
      expect(enPrivacy.local.keys[purpose], purpose).toBeTruthy();
      expect(zhPrivacy.local.keys[purpose], purpose).toBeTruthy();
    }
  });
});
