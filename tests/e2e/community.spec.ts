import type { Page } from '@playwright/test';
import { CATEGORIES } from '../../src/domain/data/categories.ts';
import enReview from '../../src/web/i18n/locales/en/review.json' with { type: 'json' };
import enSubmit from '../../src/web/i18n/locales/en/submit.json' with { type: 'json' };
import enTemplates from '../../src/web/i18n/locales/en/templates.json' with { type: 'json' };
import zhReview from '../../src/web/i18n/locales/zh/review.json' with { type: 'json' };
import zhSubmit from '../../src/web/i18n/locales/zh/submit.json' with { type: 'json' };
import zhTemplates from '../../src/web/i18n/locales/zh/templates.json' with { type: 'json' };
import { E2E_REVIEW_TOKEN } from '../../playwright.config.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { PAYLOAD, SHORT_PAYLOAD, guardPage } from './support/hostile.ts';

const LANGS = {
  en: { prefix: '', sub: enSubmit, rev: enReview, tpl: enTemplates },
  zh: { prefix: '/zh', sub: zhSubmit, rev: zhReview, tpl: zhTemplates },
} as const;

const REQUIRED = [
  'consent-verified',
  'no-minors',
  'no-public-figures',
  'no-violence',
  'no-adult-content',
  'no-hate',
  'no-copyright',
];
const LINK = 'https://example.com/clip.mp4?<b>x</b>';

/** Fills the submit form with a hostile payload in every free-text field. */
async function fillHostile(page: Page, lang: 'en' | 'zh', marker: string) {
  const prompt = `${marker} a slow dolly in on a ceramic mug at dawn. ${PAYLOAD}`;
  await page.locator('#submit-prompt').fill(prompt);
  await page
    .locator('#submit-category')
    .selectOption({ label: CATEGORIES.find((c) => c.id === 'unboxing')!.name[lang] });
  await page.locator('#submit-tags').fill(SHORT_PAYLOAD);
  await page.locator('#submit-tags').press('Enter');
  await page.locator('#submit-tags').fill(marker);
  await page.locator('#submit-tags').press('Enter');
  await page.locator('#submit-video-url').fill(LINK);
  await page.locator('#submit-notes').fill(`notes-${marker} ${PAYLOAD}`);
  for (const id of REQUIRED) await page.locator(`#safety-${id}`).check();
  return prompt;
}

for (const [code, { prefix, sub, rev, tpl }] of Object.entries(LANGS)) {
  const lang = code as 'en' | 'zh';
  test.describe(`community submissions (${code})`, () => {
    test('submit → listed in /review → approve → under Community → detail opens; payloads stay text', async ({
      page,
    }) => {
      test.slow(); // three pages, a review round trip and a database write
      const guard = await guardPage(page);
      const marker = `e2e-${code}-${Date.now()}`;
      await page.goto(`${prefix}/submit`);
      await expect(page.getByTestId('submit-kept')).toContainText(sub.kept.title);
      const prompt = await fillHostile(page, lang, marker);
      await page.getByRole('button', { name: sub.actions.submit }).click();

      const success = page.getByTestId('submit-success');
      await expect(success).toHaveAttribute('data-outcome', 'delivered');
      await expect(success).toContainText(sub.success.title);
      const reference = (await page.getByTestId('submit-reference').textContent()) ?? '';
      expect(reference).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      await guard.expectInert();

      // The review page: noindex, token pasted, the submission in the pending queue.
      await page.goto(`${prefix}/review`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await page.getByLabel(rev.token.label).fill(E2E_REVIEW_TOKEN);
      await page.getByRole('button', { name: rev.token.open }).click();
      const card = page.locator(`[data-testid="review-item"][data-id="${reference}"]`);
      await expect(card).toBeVisible();
      await expect(card.getByTestId('review-prompt')).toHaveText(prompt);
      await expect(card).toContainText(`notes-${marker} ${PAYLOAD}`); // the notes, as text
      await expect(card).toContainText(SHORT_PAYLOAD);
      await expect(card.getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
      // The prompt checker's review, headed in the page's language, with its score.
      await expect(card.getByTestId('review-check')).toContainText(rev.check.title);
      await expect(card.getByTestId('review-score')).toHaveText(/^\d{1,3} \/ 100$/);
      await guard.expectInert();
      // The token survives a reload of this tab (session storage), and only there.
      expect(await page.evaluate(() => sessionStorage.getItem('promptreel-review-token'))).toBe(
        E2E_REVIEW_TOKEN,
      );
      await page.reload();
      await expect(card).toBeVisible();

      await card.getByRole('button', { name: rev.actions.approve }).click();
      await expect(page.getByTestId('review-queue')).toContainText(rev.done.approved);
      await expect(card).toHaveCount(0);
      await page.getByText(rev.status.approved, { exact: true }).click();
      await expect(card).toBeVisible();

      // The library: the Community filter lists it (no rebuild), its detail view opens.
      await page.goto(`${prefix}/templates`);
      const toggle = page.getByRole('button', { name: new RegExp(`^${tpl.community.community}`) });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      const communityCard = page.locator(`[data-testid="community-card"][data-id="${reference}"]`);
      await expect(communityCard).toBeVisible();
      await expect(communityCard).toContainText(
        CATEGORIES.find((c) => c.id === 'unboxing')!.name[lang],
      );
      await guard.expectInert();
      await communityCard.getByRole('button', { name: tpl.community.view }).click();
      const detail = page.getByTestId('community-detail');
      await expect(detail).toHaveAttribute('data-id', reference);
      await expect(detail.getByTestId('community-prompt')).toHaveText(prompt);
      await expect(detail).toContainText(SHORT_PAYLOAD);
      await expect(detail).not.toContainText(`notes-${marker}`); // notes are never published
      await expect(page).toHaveURL(new RegExp(`community=${reference}`));
      await guard.expectInert();
      // A shared link opens the same detail view.
      await page.goto(`${prefix}/templates?community=${reference}`);
      await expect(page.getByTestId('community-detail')).toHaveAttribute('data-id', reference);
      await page.getByRole('button', { name: tpl.community.back }).click();
      await expect(page.getByTestId('community-grid')).toBeVisible();
      await guard.expectInert();
    });

    test('offline: the submission is kept in the browser and sent when the page is next online', async ({
      page,
      context,
      request,
    }) => {
      test.slow(); // two pages, a network switch and a database write
      const marker = `offline-${code}-${Date.now()}`;
      await page.goto(`${prefix}/submit`);
      // What sending needs is loaded after hydration; only then does the connection drop.
      await page.waitForLoadState('networkidle');
      await page
        .locator('#submit-prompt')
        .fill(
          `${marker}: a lighthouse at dusk, waves rolling in, slow aerial orbit around the tower.`,
        );
      await page
        .locator('#submit-category')
        .selectOption({ label: CATEGORIES.find((c) => c.id === 'travel')!.name[lang] });
      await page.locator('#submit-tags').fill('coast');
      await page.locator('#submit-tags').press('Enter');
      for (const id of REQUIRED) await page.locator(`#safety-${id}`).check();

      await context.setOffline(true);
      await page.getByRole('button', { name: sub.actions.submit }).click();
      const success = page.getByTestId('submit-success');
      await expect(success).toHaveAttribute('data-outcome', 'queued');
      await expect(success).toContainText(sub.success.queuedTitle);
      const waiting = await page.evaluate(
        (m) =>
          Object.values(localStorage).filter((v) => v.includes(m) && !v.includes('"reference"'))
            .length,
        marker,
      );
      expect(waiting).toBe(1);

      // The tab is closed while still offline; the next visit, online, sends it.
      await page.close();
      await context.setOffline(false);
      const next = await context.newPage();
      await next.goto(`${prefix}/submit`);
      await waitForHydration(next);
      await expect(next.getByTestId('outbox-status')).toContainText(
        sub.outbox.sent_one.replace('{{count}}', '1'),
      );
      // On the server exactly once, and the local copy now carries its reference.
      const listed = await request.get('/api/review/submissions?status=pending', {
        headers: { authorization: `Bearer ${E2E_REVIEW_TOKEN}` },
      });
      const { submissions } = (await listed.json()) as {
        submissions: { id: string; prompt: string }[];
      };
      const mine = submissions.filter((s) => s.prompt.startsWith(marker));
      expect(mine).toHaveLength(1);
      const stored = await next.evaluate(
        (m) =>
          Object.values(localStorage)
            .filter((v) => v.includes(m))
            .map((v) => JSON.parse(v) as { reference?: string }),
        marker,
      );
      expect(stored).toEqual([expect.objectContaining({ reference: mine[0]!.id })]);
    });

    test('offline, then back online on the same page: sent without a reload', async ({
      page,
      context,
    }) => {
      const marker = `online-${code}-${Date.now()}`;
      await page.goto(`${prefix}/submit`);
      await page.waitForLoadState('networkidle');
      await page
        .locator('#submit-prompt')
        .fill(
          `${marker}: rain on a neon street at night, slow push in on a lone umbrella, reflections.`,
        );
      await page
        .locator('#submit-category')
        .selectOption({ label: CATEGORIES.find((c) => c.id === 'cinematic')!.name[lang] });
      await page.locator('#submit-tags').fill('rain');
      await page.locator('#submit-tags').press('Enter');
      for (const id of REQUIRED) await page.locator(`#safety-${id}`).check();
      await context.setOffline(true);
      await page.getByRole('button', { name: sub.actions.submit }).click();
      await expect(page.getByTestId('submit-success')).toHaveAttribute('data-outcome', 'queued');
      await context.setOffline(false);
      await expect(page.getByTestId('outbox-status')).toContainText(
        sub.outbox.sent_one.replace('{{count}}', '1'),
      );
    });

    test('a wrong review token is refused and explained', async ({ page }) => {
      await page.goto(`${prefix}/review`);
      await page.getByLabel(rev.token.label).fill('not-the-token-at-all');
      await page.getByRole('button', { name: rev.token.open }).click();
      await expect(page.getByRole('alert')).toHaveText(rev.errors.unauthorized);
    });
  });
}
