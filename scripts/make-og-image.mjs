// Renders public/og-image.png (1200×630), the link-preview card, with headless Chromium.
// Run by hand when the brand changes: node scripts/make-og-image.mjs
import { chromium } from 'playwright-core';

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;width:1200px;height:630px;font-family:system-ui,'WenQuanYi Micro Hei',sans-serif;
background:linear-gradient(135deg,#f5f3ff 0%,#ffffff 55%,#fdf4ff 100%);display:flex;align-items:center}
.wrap{padding:0 96px}.logo{display:flex;align-items:center;gap:20px;font-size:44px;font-weight:800;color:#020617}
.mark{width:80px;height:80px;border-radius:20px;background:linear-gradient(135deg,#8b5cf6,#d946ef);display:grid;place-items:center}
h1{font-size:64px;line-height:1.1;margin:48px 0 20px;color:#020617;letter-spacing:-1px;max-width:980px}
p{font-size:30px;color:#475569;margin:0}.zh{margin-top:14px;font-size:28px;color:#6d28d9}
.pills{display:flex;gap:14px;margin-top:40px}.pill{background:#ede9fe;color:#5b21b6;border-radius:999px;padding:10px 22px;font-size:24px;font-weight:600}
</style></head><body><div class="wrap">
<div class="logo"><div class="mark"><svg width="44" height="44" viewBox="0 0 32 32"><path d="M4 13h24v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" fill="#fff"/><path d="M4 8 27 3l1 4.5L5 12.5z" fill="#fff"/></svg></div>Promptreel</div>
<h1>Write AI video prompts that work the first time</h1>
<p style="margin-bottom:12px;color:#6d28d9;font-weight:500">For Veo, Kling, Seedance, Wan, Hailuo, Runway, Luma and more</p>
<p>Generator · 60+ templates · 7-step builder · refiner · A/B variants</p>
<p class="zh">免费、免登录、复制即用的 AI 视频提示词工具</p>
<div class="pills"><span class="pill">Free</span><span class="pill">No login</span><span class="pill">Copy-ready</span></div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: 'public/og-image.png' });
await browser.close();
console.log('public/og-image.png written');
