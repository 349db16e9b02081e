// Browser tests of the embedded board (embed=1) inside a blog-like page
// served from another origin: the compact board without the page's chrome,
// its height reports (the host sizes the iframe from them), and the
// postMessage API: events ready, move, position, gameover; commands
// setOrientation, setPosition, newGame (the viewer's, loadPGN, showMove and
// autoplay, are viewer.test.mjs's); malformed and foreign messages
// ignored. Runs in a narrow 360 px column (a phone) and a wide 720 px one
// (where the moves stand beside the board),
// with screenshots dist/screenshots/embed-*.png.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, openPage, startHostSite, startServer } from './harness.mjs';

const MATE_IN_TWO = '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1';
const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

let server; // the game
let host; // the blog, on another origin (startHostSite)
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

/** A blog post with the board in its column; it sizes the iframe from the board's messages. */
function blogPage(column, src) {
  return `<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A blog post</title>
<style>
  body { margin: 0; background: #fafafa; font: 16px/1.6 Georgia, serif; color: #222; }
  article { max-width: ${column}px; margin: 0 auto; padding: 16px; background: #fff; }
  iframe { display: block; width: 100%; border: 0; }
</style></head><body><article>
<h1>The Central Cannon</h1>
<p>Red opens with the central cannon, 炮二平五, the most popular first move in xiangqi. Try it on the board below.</p>
<iframe id="board" title="Xiangqi board" src="${src}"></iframe>
<p>Black's usual reply is a horse, 马8进7, guarding the central pawn.</p>
</article>
<script>
  window.events = [];
  const frame = document.getElementById('board');
  window.addEventListener('message', (e) => {
    if (e.source !== frame.contentWindow || !e.data || typeof e.data.type !== 'string') return;
    window.events.push(e.data);
    if (e.data.type === 'xiangqi:resize') frame.style.height = e.data.height + 'px';
  });
  window.send = (msg) => frame.contentWindow.postMessage(msg, '*');
</script></body></html>`;
}

/** Waits for an event matching a predicate, among those after index from; returns its index. */
async function waitEvent(page, from, predicate, what) {
  const handle = await page
    .waitForFunction(
      ([from, src]) => {
        const match = new Function('e', `return (${src})(e)`);
        const i = window.events.findIndex((e, i) => i >= from && match(e));
        return i >= 0 ? { i } : false; // an index of 0 would not count as truthy
      },
      [from, predicate.toString()],
      { timeout: 30_000 },
    )
    .catch((err) => {
      throw new Error(`no ${what} event: ${err.message}`);
    });
  return (await handle.jsonValue()).i;
}

const events = (page) => page.evaluate(() => window.events);

for (const [name, column, viewport] of [
  ['narrow', 360, 'phone'],
  ['wide', 720, 'desktop'],
]) {
  test(`${name} column (${column} px): sizes itself, reports moves, obeys commands, ignores bad messages`, async () => {
    const path = `/${name}.html`;
    host.pages.set(path, blogPage(column, `${server.url}#embed=1&level=1&sound=0&lang=zh`));
    const tab = await openPage(browser, host.url(path), viewport);
    const { page } = tab;
    const frame = page.frameLocator('#board');
    try {
      // Ready, with the game it shows, and a height for the column's width.
      const readyAt = await waitEvent(page, 0, (e) => e.type === 'xiangqi:ready', 'ready');
      let ev = (await events(page))[readyAt];
      assert.equal(ev.fen, START);
      assert.deepEqual([ev.mode, ev.orientation, ev.moves.length], ['play', 'red', 0]);
      const resizeAt = await waitEvent(page, 0, (e) => e.type === 'xiangqi:resize', 'resize');
      const height = (await events(page))[resizeAt].height;
      const box = await page.locator('#board').boundingBox();
      const viewportWidth = page.viewportSize().width;
      assert.ok(Math.abs(box.height - height) <= 1, `iframe ${box.height} px high, board asked for ${height}`);
      // The board spans the column and nothing inside the frame scrolls.
      const inside = await frame.locator('html').evaluate(() => ({
        boardWidth: document.querySelector('.board-wrap').getBoundingClientRect().width,
        // A wide frame has the panel with the moves beside the board.
        beside: document.querySelector('.panel').getBoundingClientRect().top < 10 ? document.querySelector('.panel').getBoundingClientRect().width : 0,
        width: document.documentElement.clientWidth,
        scroll: document.documentElement.scrollHeight - document.documentElement.clientHeight,
        header: getComputedStyle(document.querySelector('.bar')).display,
      }));
      assert.ok(Math.abs(box.width - Math.min(column, viewportWidth - 32)) <= 1, `iframe ${box.width} px wide in a ${column} px column`);
      assert.ok(inside.boardWidth + inside.beside >= inside.width - 4, `board ${inside.boardWidth} px and ${inside.beside} px beside it in a ${inside.width} px frame`);
      assert.equal(inside.beside > 0, column >= 640, 'the panel beside the board in a wide frame only');
      assert.ok(inside.scroll <= 1, `the frame scrolls by ${inside.scroll} px`);
      assert.equal(inside.header, 'none', 'the page header is hidden');
      await tab.screenshot(`embed-${name}-start`, { fullPage: true });

      // A move by clicks, and the engine's answer, as move events.
      let from = (await events(page)).length;
      await frame.locator('rect[data-square="h2"]').click();
      await frame.locator('rect[data-square="e2"]').click();
      const red = await waitEvent(page, from, (e) => e.type === 'xiangqi:move' && e.ply === 1, 'move');
      ev = (await events(page))[red];
      assert.deepEqual([ev.move, ev.san, ev.color], ['h2e2', '炮二平五', 'red']);
      assert.match(ev.fen, /^rnbakabnr\/9\/1c5c1\/p1p1p1p1p\/9\/9\/P1P1P1P1P\/1C2C4\/9\/RNBAKABNR b /);
      const black = await waitEvent(page, from, (e) => e.type === 'xiangqi:move' && e.ply === 2, 'engine move');
      assert.equal((await events(page))[black].color, 'black');

      // Orientation.
      await page.evaluate(() => window.send({ type: 'xiangqi:setOrientation', orientation: 'black' }));
      await frame.locator('[data-board][data-orientation="black"]').waitFor({ state: 'attached' });

      // A position two moves from mate; the player mates with a click.
      from = (await events(page)).length;
      await page.evaluate(
        (fen) => window.send({ type: 'xiangqi:setPosition', fen, moves: ['d0d1', 'e9f9'] }),
        MATE_IN_TWO,
      );
      const pos = await waitEvent(page, from, (e) => e.type === 'xiangqi:position', 'position');
      assert.deepEqual((await events(page))[pos].moves, ['d0d1', 'e9f9']);
      assert.equal(await frame.locator('[data-board]').getAttribute('data-orientation'), 'black', 'setPosition keeps the orientation');
      await frame.locator('rect[data-square="b0"]').click();
      await frame.locator('rect[data-square="b9"]').click();
      const over = await waitEvent(page, from, (e) => e.type === 'xiangqi:gameover', 'gameover');
      ev = (await events(page))[over];
      assert.deepEqual([ev.result, ev.reason], ['red-wins', 'checkmate']);
      await tab.screenshot(`embed-${name}-mate`, { fullPage: true });

      // Bad and foreign messages change nothing and say nothing.
      from = (await events(page)).length;
      const before = await frame.locator('[data-piece]').evaluateAll((els) => els.map((e) => e.dataset.piece + e.dataset.square).join());
      await page.evaluate(() => {
        const bad = [
          'xiangqi:newGame',
          null,
          42,
          [{ type: 'xiangqi:newGame' }],
          { type: 'xiangqi:newGame', level: 99 },
          { type: 'xiangqi:newGame', side: 'green' },
          { type: 'xiangqi:newGame', level: '3' },
          { type: 'xiangqi:newGame', extra: 1 },
          { type: 'xiangqi:setOrientation' },
          { type: 'xiangqi:setOrientation', orientation: { toString: 'black' } },
          { type: 'xiangqi:setPosition', fen: '<script>alert(1)</script>' },
          { type: 'xiangqi:setPosition', fen: 'x'.repeat(100000) },
          { type: 'xiangqi:setPosition', moves: ['h2e2', 'h2e2'] },
          { type: 'xiangqi:setPosition', moves: 'h2e2' },
          { type: 'xiangqi:setPosition', moves: Array(5000).fill('h2e2') },
          { type: 'xiangqi:move', move: 'h2e2' },
          { type: 'something-else' },
        ];
        for (const m of bad) window.send(m);
      });
      // From the frame itself rather than its parent: not a command either.
      await frame.locator('html').evaluate(() => window.postMessage({ type: 'xiangqi:newGame' }, '*'));
      // A valid command afterwards proves the board is listening.
      await page.evaluate(() => window.send({ type: 'xiangqi:setOrientation', orientation: 'red' }));
      await frame.locator('[data-board][data-orientation="red"]').waitFor({ state: 'attached' });
      const afterBad = await frame.locator('[data-piece]').evaluateAll((els) => els.map((e) => e.dataset.piece + e.dataset.square).join());
      assert.equal(afterBad, before, 'the bad messages moved nothing');
      const since = (await events(page)).slice(from).filter((e) => e.type !== 'xiangqi:resize');
      assert.deepEqual(since, [], 'no events for bad messages');

      // A new game as Black: the engine (Red) opens.
      from = (await events(page)).length;
      await page.evaluate(() => window.send({ type: 'xiangqi:newGame', side: 'black', level: 1 }));
      await waitEvent(page, from, (e) => e.type === 'xiangqi:position' && e.moves.length === 0, 'new game');
      const opening = await waitEvent(page, from, (e) => e.type === 'xiangqi:move' && e.ply === 1, 'engine opening');
      assert.equal((await events(page))[opening].color, 'red');
      await frame.locator('[data-board][data-orientation="black"]').waitFor({ state: 'attached' });

      // A narrower column: a new, smaller height.
      from = (await events(page)).length;
      await page.evaluate((w) => (document.querySelector('article').style.maxWidth = `${w}px`), column - 60);
      const smaller = await waitEvent(page, from, (e) => e.type === 'xiangqi:resize', 'resize after narrowing');
      assert.ok((await events(page))[smaller].height < height, 'the height follows the width');
      await page.evaluate((w) => (document.querySelector('article').style.maxWidth = `${w}px`), column);
      await tab.screenshot(`embed-${name}-black`, { fullPage: true });
      tab.assertNoErrors();
    } finally {
      await tab.close();
    }
  });
}

test('an embedded analysis board gives the best line in its status line', async () => {
  // Red is a horse up with a chariot against none: the line is good for
  // Red whichever move the engine prefers, and the frame has no room for
  // the lines.
  const fen = encodeURIComponent('3akab2/9/4b4/p3p3p/2n6/9/P3P3P/2R1B4/9/3AKAB2 w - - 0 1');
  host.pages.set('/analysis.html', blogPage(360, `${server.url}#embed=1&mode=analysis&fen=${fen}&sound=0&lang=zh`));
  const tab = await openPage(browser, host.url('/analysis.html'), 'phone');
  const frame = tab.page.frameLocator('#board');
  try {
    await frame.locator('[data-pv][data-rank="1"] .mv').first().waitFor({ state: 'attached', timeout: 30_000 });
    await frame.locator('[data-analysis-summary]').filter({ hasText: /\S/ }).waitFor({ timeout: 30_000 });
    // Read at once: the summary and the lines are drawn in the same frame.
    const seen = await frame.locator('html').evaluate(() => {
      const first = document.querySelector('[data-pv][data-rank="1"] .mv');
      return {
        summary: document.querySelector('[data-analysis-summary]').textContent,
        shown: getComputedStyle(document.querySelector('[data-analysis-summary]')).display,
        statusText: getComputedStyle(document.querySelector('.status-text')).display,
        score: document.querySelector('[data-pv][data-rank="1"] .pv-score').textContent,
        move: first.lastChild.textContent,
        scroll: document.documentElement.scrollHeight - document.documentElement.clientHeight,
      };
    });
    assert.ok(seen.summary.startsWith(`${seen.score} 1. ${seen.move}`), `the status line says "${seen.summary}"; line 1 is ${seen.score} 1. ${seen.move}`);
    assert.match(seen.score, /^\+/, 'the line is good for Red');
    assert.equal(seen.shown, 'block', 'the summary is shown');
    assert.equal(seen.statusText, 'none', 'the summary takes the place of "Red to move"');
    assert.ok(seen.scroll <= 1, `the frame scrolls by ${seen.scroll} px`);
    await tab.screenshot('embed-analysis', { fullPage: true });
    tab.assertNoErrors();
  } finally {
    await tab.close();
  }
});

test('the embedding guide (embed.html): its live examples load, size themselves and obey its buttons', async () => {
  const tab = await openPage(browser, `${server.url}embed.html`, 'desktop');
  const { page } = tab;
  try {
    for (const id of ['demo-play', 'demo-view', 'demo-analysis']) {
      const frame = page.frameLocator(`#${id}`);
      await frame.locator('.app.embed[data-ui="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
      // Each example's link is valid: no "part of the link was ignored".
      assert.equal(await frame.locator('.toast.show.error').count(), 0, `${id} complained about its link`);
    }
    // The commented game starts at its beginning, with its first comment;
    // the guide's buttons load another game and step through it.
    const view = page.frameLocator('#demo-view');
    await view.locator('.viewer-comment', { hasText: 'The most popular opening.' }).waitFor();
    await view.locator('[data-action="next"]').click();
    await view.locator('[data-board] [data-piece="C"][data-square="e2"]').waitFor({ state: 'attached' });
    await view.locator('.viewer-comment', { hasText: '中炮，瞄准中兵。' }).waitFor();
    await page.click('[data-target="demo-view"][data-command*="showMove"]');
    await view.locator('.viewer-move', { hasText: '2. 马二进三' }).waitFor();
    await page.click('[data-target="demo-view"][data-command*="loadPGN"]');
    await view.locator('.viewer-comment', { hasText: '顺炮' }).waitFor();
    // The frames were sized from their resize messages.
    const style = await page.locator('#demo-play').getAttribute('style');
    assert.match(style ?? '', /height: \d+px/);
    await page.click('[data-target="demo-play"][data-command*="setPosition"]');
    await page.locator('[data-log="demo-play"]').filter({ hasText: /^position / }).waitFor();
    await page.frameLocator('#demo-play').locator('[data-piece="R"][data-square="a8"]').waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    await tab.screenshot('embed-guide', { fullPage: true });
    tab.assertNoErrors();
  } finally {
    await tab.close();
  }
});

test('the share dialog’s snippet, pasted into a blog without scripts, shows the whole board', async () => {
  const game = await openPage(browser, `${server.url}#level=1&sound=0`, 'desktop');
  let snippet;
  try {
    await game.page.waitForSelector('.app[data-ui="ready"]');
    await game.page.locator('[data-board] rect[data-square="h2"]').click();
    await game.page.locator('[data-board] rect[data-square="e2"]').click();
    await game.page.locator('[data-movelist] [data-ply="1"]').waitFor({ state: 'attached' });
    await game.page.click('[data-action="share"]');
    snippet = await game.page.locator('.share-embed').inputValue();
    game.assertNoErrors();
  } finally {
    await game.close();
  }
  assert.match(snippet, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/#[^"<>]*moves=h2e2[^"<>]*&amp;embed=1" [^<>]*><\/iframe>$/);
  host.pages.set(
    '/pasted.html',
    `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{margin:0;font:16px/1.6 Georgia,serif}article{max-width:360px;margin:0 auto;padding:16px}</style>
<article><h1>Pasted</h1><p>The snippet as the share dialog gave it:</p>${snippet}<p>After the board.</p></article>`,
  );
  const tab = await openPage(browser, host.url('/pasted.html'), 'phone');
  try {
    const frame = tab.page.frameLocator('iframe');
    await frame.locator('.app.embed[data-ui="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
    await frame.locator('[data-piece="C"][data-square="e2"]').waitFor({ state: 'attached' });
    const fit = await frame.locator('html').evaluate(() => ({
      bottom: document.querySelector('.panel').getBoundingClientRect().bottom,
      height: document.documentElement.clientHeight,
      board: document.querySelector('.board-wrap').getBoundingClientRect().width,
      width: document.documentElement.clientWidth,
    }));
    assert.ok(fit.bottom <= fit.height + 1, `the bar ends at ${fit.bottom} in a frame ${fit.height} px high`);
    assert.ok(fit.board >= fit.width * 0.85, `the board is ${fit.board} px in a ${fit.width} px frame`);
    await tab.page.waitForTimeout(300);
    await tab.screenshot('embed-pasted-snippet', { fullPage: true });
    tab.assertNoErrors();
  } finally {
    await tab.close();
  }
});
