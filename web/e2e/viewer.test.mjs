// The viewer (mode=view) as a post about a game uses it (issue 12): a
// commented game with a variation, given in the link (pgn=), fetched from an
// address (pgnurl=) or sent by the host page (xiangqi:loadPGN), stepped
// through with the buttons and the keys; the comment of each shown move
// under the board, the moves that branch from it, autoplay at a speed that
// pauses when the reader takes over, and the host's showMove and autoplay
// commands. The engine never starts. Screenshots: dist/screenshots/viewer-*.png.

import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { launchBrowser, openPage, startHostSite, startServer } from './harness.mjs';

// Hu Ronghua's central cannon against the screen horses, with comments and a
// variation at move 2.
const GAME = `[Event "A commented game"]
[Red "Hu Ronghua"]
[Black "Yang Guanlin"]

{The most popular opening.} 1. C2.5 {The central cannon, aimed at the centre pawn.} H8+7 {The screen horse guards the centre.}
2. H2+3 (2. H8+7 {Both horses first.} R9.8) R9.8 3. R1.2 {The chariot comes out.} *`;

const OTHER = `[Event "Another"]

{Sent by the host page.} 1. P7+1 {The pawn opening.} C8.7 2. C2.5 *`;

let server;
let host; // the blog (startHostSite)
let browser;

before(async () => {
  server = await startServer();
  const game = new URL(server.url);
  host = await startHostSite({
    route: (req, res, path) => {
      if (path === '/site/games/hu-yang.pgn' || path === '/games/hu-yang.pgn') {
        // A game file kept beside the site (or, at /games/, on the blog only).
        res.writeHead(200, { 'content-type': 'application/x-chess-pgn', 'access-control-allow-origin': '*' });
        res.end(GAME);
        return true;
      }
      if (path.startsWith('/site/')) {
        // The game's site as a blogger who hosts it beside their files has it.
        const upstream = http.request(
          { host: game.hostname, port: game.port, path: req.url.slice('/site'.length), headers: req.headers },
          (up) => {
            res.writeHead(up.statusCode, up.headers);
            up.pipe(res);
          },
        );
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
        return true;
      }
      return false;
    },
  });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
  await host?.close();
});

const hostOrigin = () => host.url('');

/** A blog post with the viewer in a column width px wide, sized from its messages. */
function post(src, width) {
  return `<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{margin:0;font:16px/1.6 Georgia,serif} article{max-width:${width}px;margin:0 auto;padding:16px} iframe{display:block;width:100%;border:0}</style>
</head><body><article><h1>Hu Ronghua's central cannon</h1>
<iframe id="board" title="Xiangqi game" src="${src}"></iframe>
<p>Step through the game with the buttons under the board.</p></article>
<script>
  const frame = document.getElementById('board');
  addEventListener('message', (e) => {
    if (e.source === frame.contentWindow && e.data && e.data.type === 'xiangqi:resize') frame.style.height = e.data.height + 'px';
  });
  window.send = (msg) => frame.contentWindow.postMessage(msg, '*');
</script></body></html>`;
}

/** What the viewer shows: the status, the shown move and comment, the branches, autoplay. */
async function shown(frame) {
  return frame.locator('html').evaluate(() => ({
    status: document.querySelector('.status-text').textContent,
    move: document.querySelector('.viewer-move').textContent,
    comment: document.querySelector('.viewer-comment').textContent,
    notes: !document.querySelector('[data-viewer]').hidden,
    branches: [...document.querySelectorAll('.viewer-branches [data-path]')].map((b) => b.textContent),
    playing: document.querySelector('[data-action="autoplay"]').getAttribute('aria-pressed') === 'true',
    engine: document.querySelector('[data-status]').dataset.engine,
  }));
}

async function waitShown(frame, predicate, what, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let last;
  while (Date.now() < deadline) {
    last = await shown(frame);
    if (predicate(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: the viewer shows ${JSON.stringify(last)}`);
}

test('a commented game in the link: stepped with buttons and keys, its comments and variation shown', async () => {
  const pgn = encodeURIComponent(GAME);
  host.pages.set('/pgn.html', post(`${server.url}#embed=1&mode=view&ply=0&notation=wxf&lang=en&pgn=${pgn}`, 360));
  const tab = await openPage(browser, `${hostOrigin()}/pgn.html`, 'phone');
  const frame = tab.page.frameLocator('#board');
  try {
    await frame.locator('.app.embed[data-mode="view"][data-ui="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
    let s = await shown(frame);
    assert.deepEqual(
      [s.status, s.move, s.comment, s.notes, s.engine],
      ['Start position', '', 'The most popular opening.', true, 'off'],
    );
    assert.equal(tab.page.workers().length, 0, 'no engine for a viewer');

    await frame.locator('[data-action="next"]').click();
    s = await waitShown(frame, (s) => s.move === '1. C2.5', 'after next');
    assert.equal(s.comment, 'The central cannon, aimed at the centre pawn.');
    assert.equal(s.status, 'Move 1 of 5');
    await frame.locator('[data-board] [data-piece="C"][data-square="e2"]').waitFor({ state: 'attached' });

    // The keys, once the reader has touched the board.
    await frame.locator('rect[data-square="e5"]').click();
    await tab.page.keyboard.press('ArrowRight');
    s = await waitShown(frame, (s) => s.move === '1… H8+7', 'after →');
    assert.equal(s.comment, 'The screen horse guards the centre.');
    assert.deepEqual(s.branches, ['2. H2+3', '2. H8+7'], 'the moves that branch here');
    await tab.screenshot('viewer-narrow-branches', { fullPage: true });

    // Into the variation, along it, and back.
    await frame.locator('.viewer-branches [data-path]', { hasText: '2. H8+7' }).click();
    s = await waitShown(frame, (s) => s.move === '2. H8+7', 'the variation');
    assert.equal(s.comment, 'Both horses first.');
    assert.equal(s.status, 'Variation, move 3');
    await frame.locator('[data-board] [data-piece="N"][data-square="c2"]').waitFor({ state: 'attached' });
    await tab.screenshot('viewer-narrow-variation', { fullPage: true });
    await tab.page.keyboard.press('ArrowLeft');
    await tab.page.keyboard.press('ArrowLeft');
    s = await waitShown(frame, (s) => s.move === '1. C2.5', 'back with ←');
    await tab.page.keyboard.press('End');
    s = await waitShown(frame, (s) => s.move === '3. R1.2', 'End');
    assert.equal(s.comment, 'The chariot comes out.');
    assert.equal(s.status, 'Move 5 of 5');
    await tab.page.keyboard.press('Home');
    await waitShown(frame, (s) => s.status === 'Start position', 'Home');
    tab.assertNoErrors();
  } finally {
    await tab.close();
  }
});

test('autoplay at a speed: steps on its own, pauses when the reader presses or types, space plays again', async () => {
  const pgn = encodeURIComponent(GAME);
  host.pages.set('/autoplay.html', post(`${server.url}#embed=1&mode=view&autoplay=1&speed=0.5&lang=en&pgn=${pgn}`, 360));
  const tab = await openPage(browser, `${hostOrigin()}/autoplay.html`, 'desktop');
  const frame = tab.page.frameLocator('#board');
  try {
    await frame.locator('.app.embed[data-ui="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
    // The time between moves, as the frame itself sees them change.
    await frame.locator('html').evaluate(() => {
      window.__beats = [];
      new MutationObserver(() => window.__beats.push(performance.now())).observe(document.querySelector('.viewer-move'), {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    let s = await waitShown(frame, (s) => s.move === '2. H2+3', 'autoplay to move 3');
    assert.ok(s.playing, 'the button shows autoplay playing');
    const beats = await frame.locator('html').evaluate(() => window.__beats);
    assert.ok(beats.length >= 2, `moves seen: ${beats.length}`);
    const gap = beats.at(-1) - beats.at(-2);
    assert.ok(gap >= 450, `a beat of 0.5 s took only ${gap.toFixed(0)} ms`);
    // A press on the board pauses it where it is.
    await frame.locator('rect[data-square="e5"]').click();
    s = await waitShown(frame, (s) => !s.playing, 'paused by a press');
    const pausedAt = s.move;
    await tab.page.waitForTimeout(1500);
    assert.equal((await shown(frame)).move, pausedAt, 'autoplay went on after a press');

    // The space bar plays again (from the start, so there is room to play),
    // a key pauses.
    await tab.page.keyboard.press('Home');
    await waitShown(frame, (s) => s.status === 'Start position', 'Home');
    await tab.page.keyboard.press(' ');
    await waitShown(frame, (s) => s.playing && s.move !== '', 'space bar');
    await tab.page.keyboard.press('ArrowLeft');
    s = await waitShown(frame, (s) => !s.playing, 'paused by a key');
    const keyed = s.move;
    await tab.page.waitForTimeout(1200);
    assert.equal((await shown(frame)).move, keyed);

    // The button plays to the end and stops there; again plays from the start.
    await frame.locator('[data-action="autoplay"]').click();
    s = await waitShown(frame, (s) => s.move === '3. R1.2' && !s.playing, 'played to the end', 15_000);
    await frame.locator('[data-action="autoplay"]').click();
    await waitShown(frame, (s) => s.playing && (s.status === 'Start position' || s.move === '1. C2.5'), 'replay from the start');
    tab.assertNoErrors();
  } finally {
    await tab.close();
  }
});

test('a game fetched from beside the site (pgnurl=), then one the host sends (loadPGN), showMove and autoplay commands; wide frame', async () => {
  const src = `${hostOrigin()}/site/#embed=1&mode=view&ply=2&lang=zh&notation=chinese&pgnurl=games%2Fhu-yang.pgn`;
  host.pages.set('/fetched.html', post(src, 900));
  const tab = await openPage(browser, `${hostOrigin()}/fetched.html`, { viewport: { width: 940, height: 900 }, deviceScaleFactor: 1 });
  const frame = tab.page.frameLocator('#board');
  try {
    await frame.locator('.app.embed[data-ui="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
    let s = await waitShown(frame, (s) => s.move === '1… 马8进7', 'the fetched game at ply 2');
    assert.equal(s.comment, 'The screen horse guards the centre.');
    assert.equal(s.status, '第 2 / 5 步');
    // A wide frame has the moves, with their comments, beside the board.
    assert.ok(await frame.locator('[data-movelist]').isVisible());
    await frame.locator('[data-movelist]', { hasText: 'Both horses first.' }).waitFor();
    await tab.screenshot('viewer-wide-fetched', { fullPage: true });

    await tab.page.evaluate((pgn) => window.send({ type: 'xiangqi:loadPGN', pgn }), OTHER);
    s = await waitShown(frame, (s) => s.comment === 'Sent by the host page.', 'the sent game');
    assert.equal(s.status, '开局');
    await tab.page.evaluate(() => window.send({ type: 'xiangqi:showMove', ply: 1 }));
    s = await waitShown(frame, (s) => s.move === '1. 兵七进一', 'showMove');
    assert.equal(s.comment, 'The pawn opening.');
    await tab.page.evaluate(() => window.send({ type: 'xiangqi:autoplay', play: true, speed: 0.5 }));
    s = await waitShown(frame, (s) => s.move === '2. 炮二平五' && !s.playing, 'autoplay by command');
    // A bad loadPGN changes nothing.
    await tab.page.evaluate(() => window.send({ type: 'xiangqi:loadPGN', pgn: '1. C2.9' }));
    await tab.page.waitForTimeout(500);
    assert.equal((await shown(frame)).move, '2. 炮二平五');
    tab.assertNoErrors();
  } finally {
    await tab.close();
  }
});

test('pgnurl= on another site: a clear message, and the host page can send the game instead', async () => {
  const src = `${server.url}#embed=1&mode=view&lang=en&pgnurl=${encodeURIComponent(`${hostOrigin()}/games/hu-yang.pgn`)}`;
  host.pages.set('/other-site.html', post(src, 360));
  const tab = await openPage(browser, `${hostOrigin()}/other-site.html`, 'desktop');
  const frame = tab.page.frameLocator('#board');
  try {
    await frame.locator('.app.embed[data-ui="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
    await frame.locator('.toast.show.error', { hasText: 'xiangqi:loadPGN' }).waitFor();
    await tab.page.evaluate((pgn) => window.send({ type: 'xiangqi:loadPGN', pgn, ply: 1 }), GAME);
    await waitShown(frame, (s) => s.move === '1. C2.5', 'the game the host sent');
    tab.assertNoErrors();
  } finally {
    await tab.close();
  }
});

test('the full page in view mode shows the notes in its panel', async () => {
  const tab = await openPage(browser, `${server.url}#mode=view&ply=1&lang=en&notation=wxf&pgn=${encodeURIComponent(GAME)}`, 'desktop');
  try {
    await tab.page.waitForSelector('.app[data-ui="ready"][data-mode="view"]');
    const s = await waitShown(tab.page, (s) => s.move === '1. C2.5', 'the full page');
    assert.equal(s.comment, 'The central cannon, aimed at the centre pawn.');
    assert.ok(await tab.page.locator('[data-viewer]').isVisible());
    await tab.screenshot('viewer-page');
    tab.assertNoErrors();
  } finally {
    await tab.close();
  }
});
