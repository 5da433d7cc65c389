import { expect, test } from './fixtures.ts';

const PAGES = [
  '/',
  '/templates',
  '/templates/cin-001',
  '/builder',
  '/refiner',
  '/variants',
  '/submit',
  '/guide',
  '/sora2-invite-code',
  '/faq',
  '/about',
  '/privacy',
  '/terms',
];
const zhOf = (path: string) => (path === '/' ? '/zh' : `/zh${path}`);

test.describe('routes in both languages', () => {
  for (const path of PAGES) {
    test(`${path} and ${zhOf(path)} render a translated page`, async ({ page }) => {
      const en = await page.goto(path);
      expect(en?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const enTitle = await page.locator('h1').first().innerText();
      expect(enTitle.length).toBeGreaterThan(2);

      const zh = await page.goto(zhOf(path));
      expect(zh?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.locator('h1').first()).toHaveText(/[\u4e00-\u9fff]/);
    });
  }
});

test.describe('root redirect', () => {
  test('a Chinese browser with nothing stored lands on /zh', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await context.close();
  });

  test('an English browser with nothing stored stays on English home', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  test('a stored zh preference wins over an English browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addInitScript(() => window.localStorage.setItem('language', 'zh'));
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh$/);
    await context.close();
  });

  test('a stored en preference keeps a Chinese browser on English home', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/faq'); // stores en
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

test('/en paths redirect to the path without the prefix', async ({ page, request }) => {
  const response = await request.get('/en/templates?q=fox', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/templates?q=fox');
  await page.goto('/en/guide');
  await expect(page).toHaveURL(/\/guide$/);
});

test('visiting a language group forces and stores that language', async ({ page }) => {
  await page.goto('/zh/faq');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('zh');
  await page.goto('/faq');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});

test('the language switcher keeps the current path', async ({ page }) => {
  await page.goto('/templates');
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: '中文' })
    .click();
  await expect(page).toHaveURL(/\/zh\/templates$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page
    .getByRole('navigation', { name: '语言' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});

test.describe('not found', () => {
  test('unknown paths answer 404 with the Not-Found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('removed, renamed, or is temporarily unavailable')).toBeVisible();
    const back = page.getByRole('link', { name: 'Back to Homepage' });
    await expect(back).toHaveAttribute('href', '/');
  });

  test('the Chinese version lives under /zh', async ({ page }) => {
    const response = await page.goto('/zh/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面未找到');
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh');
  });

  test('an unknown template id answers 404', async ({ page }) => {
    const response = await page.goto('/templates/zzz-999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Template Not Found');
  });
});

test.describe('metadata in the prerendered HTML', () => {
  test('an English page', async ({ request }) => {
    const html = await (await request.get('/faq')).text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>FAQ — AI Video Prompts and Promptreel<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:locale" content="en_US"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/og-image.png"/,
    );
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/faq"/);
    expect(html).toMatch(
      /<link rel="alternate" href="http:\/\/localhost:3000\/zh\/faq" hrefLang="zh"/,
    );
    expect(html).toMatch(
      /<link rel="alternate" href="http:\/\/localhost:3000\/faq" hrefLang="x-default"/,
    );
  });

  test('a Chinese page is Chinese before any script runs', async ({ request }) => {
    const html = await (await request.get('/zh')).text();
    expect(html).toMatch(/<html lang="zh-CN">/);
    expect(html).toMatch(/<meta property="og:locale" content="zh_CN"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/zh"/);
    expect(html).toMatch(/<link rel="alternate" href="http:\/\/localhost:3000\/" hrefLang="en"/);
    const body = html.slice(html.indexOf('<body'));
    expect(body).toMatch(/<h1[^>]*>[^<]*[\u4e00-\u9fff]/);
  });

  test('a page loads only its own language', async ({ page }) => {
    // (Each body is awaited before it is read: a body still arriving at network idle was
    // missed when the machine was busy, and the test failed with the chunk in flight.)
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    });
    await page.goto('/zh/faq');
    await page.waitForLoadState('networkidle');
    const all = (await Promise.all(scripts)).join('\n');
    expect(all).toContain('常见问题');
    expect(all).not.toContain('Frequently asked questions');
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('collapses to a toggle that holds FAQ, closes on Escape and on navigation', async ({
    page,
  }) => {
    await page.goto('/guide');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(page.locator('header nav').first()).toBeHidden();

    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())?.y).toBe(73);
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Templates' }).click();
    await expect(page).toHaveURL(/\/templates$/);
    await expect(menu).toBeHidden();
  });
});

test('Generator from another page goes to home #create below the sticky bar', async ({ page }) => {
  await page.goto('/faq');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /Generator/ })
    .click();
  await expect(page).toHaveURL(/\/#create$/);
  // The URL changes before React commits the new page: poll until #create exists and settles.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const create = document.getElementById('create');
        return create ? Math.round(create.getBoundingClientRect().top) : null;
      }),
    )
    .toBe(49);
});

test('every path change scrolls to the top', async ({ page }) => {
  await page.goto('/faq');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the footer carries contact, social links, copyright and the disclaimer', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /hello@promptreel.app/ })).toHaveAttribute(
    'href',
    'mailto:hello@promptreel.app',
  );
  await expect(footer.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(3);
  await expect(footer).toContainText(/© \d{4} Promptreel/);
  await expect(footer).toContainText('not the official tool');
});
