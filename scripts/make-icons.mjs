// Renders the app icons of the web app manifest from the favicon's drawing, with headless
// Chromium: icon-192.png and icon-512.png (rounded square, "any"), icon-maskable-512.png (full
// bleed, the mark inside the 80 % safe zone, "maskable") and apple-touch-icon.png (180, opaque).
// Run by hand when the brand changes: flock /work/browser.lock node scripts/make-icons.mjs
import { chromium } from 'playwright-core';

const MARK =
  '<path d="M8 13h16v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2z" fill="#fff"/><path d="M8 9.5 23.5 6l.7 3L8.7 12.5z" fill="#fff"/>';
const GRADIENT =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#d946ef"/></linearGradient></defs>';

/** The favicon's rounded square, transparent around it. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${GRADIENT}<rect width="32" height="32" rx="8" fill="url(#g)"/>${MARK}</svg>`;
/** Full bleed; the mark scaled to 60 % around the centre, well inside the safe zone. */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${GRADIENT}<rect width="32" height="32" fill="url(#g)"/><g transform="translate(16 16) scale(0.75) translate(-16 -15.5)">${MARK}</g></svg>`;

const ICONS = [
  { file: 'public/icon-192.png', size: 192, svg: rounded },
  { file: 'public/icon-512.png', size: 512, svg: rounded },
  { file: 'public/icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'public/apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const { file, size, svg } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: file, omitBackground: true });
  await page.close();
  console.log(`${file} written`);
}
await browser.close();
