/**
 * Issue 20 point 7: the submit page and the privacy policy say exactly what is sent, what is
 * kept, for how long and how to ask for deletion, in both languages, and what they say about
 * time matches what the server does (REJECTED_RETENTION_DAYS).
 */
import { describe, expect, it } from 'vitest';
import { REJECTED_RETENTION_DAYS } from '../../../domain/schemas/community.ts';
import commonEn from '../../i18n/locales/en/common.json';
import commonZh from '../../i18n/locales/zh/common.json';
import privacyEn from '../../i18n/locales/en/privacy.json';
import privacyZh from '../../i18n/locales/zh/privacy.json';
import submitEn from '../../i18n/locales/en/submit.json';
import submitZh from '../../i18n/locales/zh/submit.json';

const PAGES = {
  en: {
    kept: submitEn.kept.items.join('\n'),
    policy: privacyEn.submissions.body.join('\n'),
    email: commonEn.footer.email,
    words: { sent: /Sent to us|What is sent/, notKept: /IP address/, reference: /reference/ },
  },
  zh: {
    kept: submitZh.kept.items.join('\n'),
    policy: privacyZh.submissions.body.join('\n'),
    email: commonZh.footer.email,
    words: { sent: /发送/, notKept: /IP 地址/, reference: /投稿编号/ },
  },
} as const;

describe.each(Object.entries(PAGES))('what a submission keeps (%s)', (_language, page) => {
  it.each([
    ['the submit page', page.kept],
    ['the privacy policy', page.policy],
  ])('%s says what is sent, what is not kept, how long, and how to have it deleted', (_, text) => {
    expect(text).toMatch(page.words.sent);
    expect(text).toMatch(/prompt|提示词/);
    expect(text).toMatch(page.words.notKept);
    expect(text).toContain(`${REJECTED_RETENTION_DAYS}`);
    expect(text).toMatch(page.words.reference);
  });

  it('the submit page names the address to write to; the policy points to its contact section', () => {
    expect(page.kept).toContain('{{email}}');
    expect(page.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(page.policy).toMatch(/Contact|联系我们/);
  });
});
