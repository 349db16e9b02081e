// The embedded board at the sizes blogs give it (issue 12): a frame as small
// as 280×320 and as wide as 900, fixed in size or sized from the board's
// xiangqi:resize messages, on light and dark host pages. In each, the board
// and its controls fit the frame without scrolling, the buttons stay large
// enough to tap and clear of the board, the status keeps a readable width,
// and a move by clicks is answered. Wide frames (640 px and more) put a panel
// with the moves beside the board. Screenshots: dist/screenshots/sizes-*.png.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, openPage, startHostSite, startServer } from './harness.mjs';

let server;
let host; // the blog (startHostSite)
let browser;

before(async () => {
  server = await startServer();
  host = await startHostSite();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
  await host?.close();
});

/**
 * A host page with the board in a frame width px wide; height is a fixed
 * height, or null for a frame sized from the board's resize messages.
 */
function hostPage(src, width, height, scheme) {
  const dark = scheme === 'dark';
  return `<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${scheme}">
<style>
  body { margin: 0; padding: 12px; background: ${dark ? '#121212' : '#ffffff'}; color: ${dark ? '#ddd' : '#222'}; font: 16px/1.5 Georgia, serif; }
  iframe { display: block; border: 0; width: ${width}px; height: ${height ?? 300}px; }
</style></head><body>
<p>A post about a game.</p>
<iframe id="board" title="Xiangqi board" src="${src}"></iframe>
<p>After the board.</p>
<script>
  const frame = document.getElementById('board');
  window.reported = 0;
  addEventListener('message', (e) => {
    if (e.source !== frame.contentWindow || !e.data || e.data.type !== 'xiangqi:resize') return;
    window.reported = e.data.height;
    if (${height === null}) frame.style.height = e.data.height + 'px';
  });
</script></body></html>`;
}

/** Measures the frame's layout from inside. */
function measure() {
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
  };
  const visible = (el) => el.offsetParent !== null && getComputedStyle(el).visibility !== 'hidden';
  return {
    width: innerWidth,
    height: innerHeight,
    scrollW: document.documentElement.scrollWidth,
    scrollH: document.documentElement.scrollHeight,
    board: box(document.querySelector('.board-wrap')),
    status: box(document.querySelector('.status-text')),
    buttons: [...document.querySelectorAll('.panel button')].filter(visible).map((b) => ({ action: b.dataset.action ?? b.className, ...box(b) })),
    movesShown: visible(document.querySelector('[data-movelist]')),
    background: getComputedStyle(document.body).backgroundColor + ' ' + getComputedStyle(document.body).backgroundImage,
    theme: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  };
}

/** Asserts that the board and every control are inside the frame and clear of each other. */
function assertFits(m, label) {
  assert.ok(m.scrollH <= m.height && m.scrollW <= m.width, `${label}: the frame scrolls (${m.scrollW}×${m.scrollH} in ${m.width}×${m.height})`);
  const inside = (b) => b.left >= -0.5 && b.top >= -0.5 && b.right <= m.width + 0.5 && b.bottom <= m.height + 0.5;
  assert.ok(inside(m.board), `${label}: the board leaves the frame: ${JSON.stringify(m.board)}`);
  assert.ok(m.board.width >= Math.min(m.width, 236), `${label}: the board is only ${m.board.width} px wide`);
  for (const b of m.buttons) {
    assert.ok(inside(b), `${label}: ${b.action} leaves the frame: ${JSON.stringify(b)}`);
    assert.ok(b.width >= 36 && b.height >= 36, `${label}: ${b.action} is ${b.width}×${b.height} px, too small to tap`);
    const overlaps = b.left < m.board.right && b.right > m.board.left && b.top < m.board.bottom && b.bottom > m.board.top;
    assert.ok(!overlaps, `${label}: ${b.action} lies on the board`);
  }
  assert.ok(m.status.width >= 100, `${label}: the status has only ${m.status.width} px`);
}

const SIZES = [
  // [name, width, fixed height or null for self-sized, link]
  ['280x320', 280, 320, '#embed=1&level=1&sound=0'],
  ['320', 320, null, '#embed=1&level=1&sound=0'],
  ['280x320-view', 280, 320, '#embed=1&mode=view&moves=h2e2,h9g7,h0g2,i9h9'],
  ['900', 900, null, '#embed=1&level=1&sound=0'],
  ['900x500', 900, 500, '#embed=1&level=1&sound=0'],
];

for (const scheme of ['light', 'dark']) {
  for (const [name, width, height, link] of SIZES) {
    test(`${name} frame on a ${scheme} page: fits, stays usable, plays`, async () => {
      const path = `/${name}-${scheme}.html`;
      host.pages.set(path, hostPage(`${server.url}${link}`, width, height, scheme));
      const tab = await openPage(browser, null, {
        viewport: { width: width + 24, height: 1000 },
        deviceScaleFactor: 1,
        colorScheme: scheme,
      });
      const { page } = tab;
      try {
        await page.goto(host.url(path));
        const frame = page.frameLocator('#board');
        await frame.locator('.app.embed[data-ui="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
        if (height === null) {
          await page.waitForFunction(() => window.reported > 0);
          await page.waitForFunction(() => Math.abs(document.getElementById('board').getBoundingClientRect().height - window.reported) < 1);
        }
        let m = await frame.locator('html').evaluate(measure);
        assert.equal(m.theme, scheme, 'the frame follows the reader’s colour scheme');
        assertFits(m, name);
        if (height === null) {
          // Sized from its messages, a frame asks for no more than it shows.
          const reported = await page.evaluate(() => window.reported);
          assert.ok(Math.abs(reported - m.height) <= 1, `reported ${reported}, frame ${m.height}`);
        }
        if (width >= 640) {
          assert.ok(m.movesShown, 'a wide frame shows the moves beside the board');
          assert.ok(m.height <= 720, `a ${width} px frame is ${m.height} px high: more than a laptop's screen`);
        }
        if (!link.includes('mode=view')) {
          await frame.locator('[data-status][data-engine="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
          await frame.locator('rect[data-square="h2"]').click();
          await frame.locator('rect[data-square="e2"]').click();
          await frame.locator('[data-movelist] [data-ply="2"]').waitFor({ state: 'attached', timeout: 30_000 });
          await frame.locator('[data-status][data-state="your-turn"]').waitFor({ state: 'attached' });
          m = await frame.locator('html').evaluate(measure);
          assertFits(m, `${name} after a move`);
        } else {
          await frame.locator('[data-action="prev"]').click();
          await frame.locator('[data-board] [data-piece="r"][data-square="i9"]').waitFor({ state: 'attached' });
        }
        await page.waitForTimeout(400); // the last slide of a piece
        await tab.screenshot(`sizes-${name}-${scheme}`, { fullPage: true });
        tab.assertNoErrors();
      } finally {
        await tab.close();
      }
    });
  }
}
