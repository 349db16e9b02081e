// Browser tests of the board page (static/index.html and xiangqi.wasm, the
// one module that runs both the page and the engine worker) at a desktop
// size and a phone size: a whole short game to a result, undo, hint, flip,
// notation and language, PGN save and load, reload and resume, share links,
// an illegal click, corrupt storage, and a drag. It also measures and prints
// the page's budgets: time to an interactive board, the longest main-thread
// task while the engine thinks, and the bytes of a first visit, which must
// stay within the budget. Screenshots go to dist/screenshots/page-*.png.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, startServer } from './harness.mjs';
import { BUDGETS, OUT_OF_BOOK, coldStart, fenParam, instrument, thinkingMainThread, warmServer } from './measure.mjs';

// Red to move; after d0d1 Black's only move is e9f9 (d9 would face the red
// king, rank 8 belongs to the rook on a8), and b0b9 mates.
const MATE_IN_TWO = '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1';

let server;
let browser;
const measured = {};

/** Opens the page at a fragment and waits until it takes input. */
async function open(viewport, fragment = '', { setup } = {}) {
  const tab = await openPage(browser, null, viewport);
  await tab.page.addInitScript(instrument);
  if (setup) await setup(tab);
  await tab.page.goto(server.url + fragment);
  await ready(tab.page);
  return tab;
}

async function ready(page) {
  await page.waitForSelector('.app[data-ui="ready"] [data-status][data-state]', { timeout: 30_000 });
}

/** Clicks the point of a square (not the piece on it: pieces ignore the pointer). */
async function tap(page, square) {
  await page.locator(`[data-board] rect[data-square="${square}"]`).click();
}

async function move(page, from, to) {
  await tap(page, from);
  await tap(page, to);
}

const piece = (page, letter, square) => page.locator(`[data-piece="${letter}"][data-square="${square}"]`);
const status = (page) => page.locator('[data-status]');
const plies = (page) => page.locator('[data-movelist] [data-ply]');

async function expectPiece(page, letter, square, timeout = 20_000) {
  await piece(page, letter, square).waitFor({ state: 'attached', timeout });
}

async function waitState(page, state, timeout = 30_000) {
  await page.locator(`[data-status][data-state="${state}"]`).waitFor({ state: 'attached', timeout });
}

async function setSetting(page, name, value) {
  await page.click('[data-action="settings"]');
  const el = page.locator(`#dlg-settings [data-setting="${name}"]`);
  if ((await el.getAttribute('type')) === 'checkbox') await el.setChecked(value);
  else await el.selectOption(value);
  await page.click('#dlg-settings button[value="close"]');
}

before(async () => {
  // XIANGQI_DIST serves another build of the site than dist/.
  server = await startServer({ dir: process.env.XIANGQI_DIST || undefined });
  await warmServer(server.url);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (Object.keys(measured).length) {
    console.log('\npage measurements:');
    for (const [k, v] of Object.entries(measured)) console.log(`  ${k}: ${v}`);
  }
});

test('a worker that crashes mid-search is replaced and the game goes on', async () => {
  const tab = await open('desktop', '#level=2&sound=0', {
    setup: (t) =>
      t.page.addInitScript(() => {
        // The first worker "crashes" (is terminated and reports an error)
        // just after it is asked to search; later ones are left alone.
        let made = 0;
        window.xiangqiBoot = {
          createWorker() {
            const w = new Worker('worker.js');
            if (made++ > 0) return w;
            const post = w.postMessage.bind(w);
            w.postMessage = (msg) => {
              post(msg);
              if (String(msg).includes('"type":"go"')) {
                setTimeout(() => {
                  w.terminate();
                  w.onerror?.({ message: 'simulated crash', preventDefault() {} });
                }, 30);
              }
            };
            return w;
          },
        };
      }),
  });
  const { page } = tab;
  await move(page, 'h2', 'e2');
  await page.locator('.toast.show').waitFor();
  assert.match(await page.locator('.toast').textContent(), /restarted/);
  await page.locator('[data-ply="2"]').waitFor({ state: 'attached', timeout: 30_000 });
  await waitState(page, 'your-turn');
  assert.equal(await plies(page).count(), 2);
  tab.assertNoErrors();
  await tab.close();
});

test("a crashed worker of the page's own making is replaced, and runs the same compiled module", async () => {
  const tab = await open('desktop', '#level=2&sound=0', {
    setup: (t) =>
      t.page.addInitScript(() => {
        // The first worker static/ui.js makes "crashes" just after it is
        // asked to search; the page then makes another the same way.
        const NativeWorker = window.Worker;
        let made = 0;
        window.Worker = class extends NativeWorker {
          constructor(url, options) {
            super(url, options);
            if (made++ > 0) return;
            const post = this.postMessage.bind(this);
            this.postMessage = (msg, transfer) => {
              post(msg, transfer);
              if (String(msg).includes('"type":"go"')) {
                setTimeout(() => {
                  this.terminate();
                  this.onerror?.({ message: 'simulated crash', preventDefault() {} });
                }, 30);
              }
            };
          }
        };
      }),
  });
  const { page } = tab;
  await move(page, 'h2', 'e2');
  await page.locator('.toast.show').waitFor();
  assert.match(await page.locator('.toast').textContent(), /restarted/);
  await page.locator('[data-ply="2"]').waitFor({ state: 'attached', timeout: 30_000 });
  await waitState(page, 'your-turn');
  // Both workers got the page's module: one download, none by a worker.
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  assert.equal(fetched.filter((n) => n.endsWith('/xiangqi.wasm')).length, 1, fetched.join(', '));
  const workers = page.workers();
  assert.equal(workers.length, 1, 'the crashed worker is gone and one replaced it');
  const workerFetched = await workers[0].evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  assert.ok(!workerFetched.some((n) => n.endsWith('.wasm')), workerFetched.join(', '));
  tab.assertNoErrors();
  await tab.close();
});

test(
  'a move made while the engine loads is answered',
  async () => {
    const tab = await openPage(browser, null, 'desktop');
    const { page } = tab;
    // Hold the worker's script back until the player has moved, so the
    // search is asked for the moment the worker is ready (the page and the
    // engine share one module, so holding that would hold the board too).
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/worker.js?init', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url + `#fen=${fenParam(OUT_OF_BOOK)}&level=5&sound=0`);
    await ready(page);
    await move(page, 'h2', 'e2');
    await waitState(page, 'thinking');
    release();
    await page.locator('[data-ply="2"]').waitFor({ state: 'attached', timeout: 20_000 });
    tab.assertNoErrors();
    await tab.close();
  },
);

test('the page shows the board before its code has loaded', async () => {
  const tab = await openPage(browser, null, 'desktop');
  const { page } = tab;
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route('**/xiangqi.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(server.url);
  await page.locator('[data-board]').waitFor();
  assert.equal(await page.locator('.app').getAttribute('data-ui'), 'loading');
  assert.equal(await page.locator('[data-board] [data-piece]').count(), 32);
  assert.match(await status(page).textContent(), /Loading/);
  await tab.screenshot('page-loading-desktop');
  release();
  await ready(page);
  assert.equal(await page.locator('[data-board] [data-piece]').count(), 32);
  tab.assertNoErrors();
  await tab.close();
});

for (const viewport of ['desktop', 'phone']) {
  describe(`page at ${viewport} size`, () => {
    test('first visit: interactive quickly, a short game to checkmate, game-over dialog', async () => {
      const tab = await openPage(browser, null, viewport);
      const { page } = tab;
      const { interactiveMs, engineReadyMs, downloads } = await coldStart(tab, server.url, `#fen=${fenParam(MATE_IN_TWO)}&level=1`);
      measured[`${viewport}: navigation to interactive board`] = `${Math.round(interactiveMs)} ms (budget ${BUDGETS.interactiveMs} ms)`;
      measured[`${viewport}: navigation to engine ready`] = `${Math.round(engineReadyMs)} ms (budget ${BUDGETS.engineReadyMs} ms)`;
      await expectPiece(page, 'K', 'd0');
      assert.equal(await page.locator('[data-board]').getAttribute('data-orientation'), 'red');
      assert.equal(await page.locator('[data-board] [data-square]:not([data-piece])').count(), 90);
      // The link was read into the game and removed from the address.
      assert.equal(new URL(page.url()).hash, '');

      await move(page, 'd0', 'd1');
      await expectPiece(page, 'K', 'd1');
      await expectPiece(page, 'k', 'f9'); // the engine's only move
      await waitState(page, 'your-turn');
      await move(page, 'b0', 'b9');
      await page.locator('[data-status][data-state="game-over"][data-result="red-wins"][data-reason="checkmate"]').waitFor({
        state: 'attached',
      });
      await page.locator('#dlg-over[open]').waitFor();
      assert.match(await page.locator('.over-result').textContent(), /win/i);
      assert.equal(await plies(page).count(), 3);
      await tab.screenshot(`page-gameover-${viewport}`);
      // Review from the dialog goes to the start of the game.
      await page.click('#dlg-over [data-action="review"]');
      await expectPiece(page, 'K', 'd0');
      await page.click('[data-action="last"]');
      await expectPiece(page, 'R', 'b9');

      await page.waitForTimeout(300);
      const { bytes, files, unmeasured } = await downloads.total();
      assert.deepEqual(unmeasured, [], 'requests whose size could not be read, so the first visit cannot be totalled');
      measured[`${viewport}: first visit download`] = `${bytes} bytes = ${(bytes / 1024).toFixed(0)} KiB in ${files.size} files, budget ${BUDGETS.firstVisitBytes} bytes (${[
        ...files,
      ]
        .filter(([, n]) => n > 50_000)
        .map(([f, n]) => `${f} ${(n / 1024).toFixed(0)} KiB`)
        .join(', ')})`;
      assert.ok(bytes > 1024 * 1024, `the first visit downloaded only ${bytes} bytes`);
      assert.ok(
        bytes <= BUDGETS.firstVisitBytes,
        `the first visit downloaded ${bytes} bytes, over the budget of ${BUDGETS.firstVisitBytes}: ${[...files].map(([f, n]) => `${f} ${n}`).join(', ')}`,
      );
      tab.assertNoErrors();
      await tab.close();
    });

    test('the main thread stays free while the engine thinks', async () => {
      const tab = await openPage(browser, null, viewport);
      const { longest, thinkingMs } = await thinkingMainThread(tab, server.url, {
        onThinking: () => tab.screenshot(`page-thinking-${viewport}`),
      });
      measured[`${viewport}: longest main-thread task while the engine thought ${Math.round(thinkingMs)} ms`] = `${Math.round(longest)} ms (budget ${BUDGETS.longTaskMs} ms)`;
      tab.assertNoErrors();
      await tab.close();
    });

    test('undo, hint, flip, move now', async () => {
      const tab = await open(viewport, '#level=1');
      const { page } = tab;
      await move(page, 'h2', 'e2');
      await page.locator('[data-ply="2"]').waitFor({ state: 'attached', timeout: 30_000 });
      await waitState(page, 'your-turn');
      await page.click('[data-action="undo"]');
      await expectPiece(page, 'C', 'h2');
      assert.equal(await plies(page).count(), 0);
      assert.equal(await page.locator('[data-piece]').count(), 32);

      await page.click('[data-action="hint"]');
      const arrow = page.locator('[data-board] [data-arrow]');
      await arrow.waitFor({ timeout: 30_000 });
      assert.match(await arrow.getAttribute('data-arrow'), /^[a-i][0-9][a-i][0-9]$/);
      assert.equal(await plies(page).count(), 0, 'the hint was played');
      await tab.screenshot(`page-hint-${viewport}`);

      await page.click('[data-action="flip"]');
      await page.locator('[data-board][data-orientation="black"]').waitFor({ state: 'attached' });
      // The flipped board still takes clicks on the right points.
      await move(page, 'b2', 'e2');
      await expectPiece(page, 'C', 'e2');
      await tab.screenshot(`page-flipped-${viewport}`);
      await page.click('[data-action="flip"]');
      await page.locator('[data-board][data-orientation="red"]').waitFor({ state: 'attached' });
      await page.locator('[data-ply="2"]').waitFor({ state: 'attached', timeout: 30_000 });
      tab.assertNoErrors();
      await tab.close();
    });

    test('move now makes a slow engine answer at once', async () => {
      const tab = await open(viewport, `#fen=${fenParam(OUT_OF_BOOK)}&level=15&sound=0`);
      const { page } = tab;
      await move(page, 'h2', 'e2');
      await waitState(page, 'thinking');
      const stop = page.locator('[data-action="stop"]');
      await page.waitForTimeout(300);
      const t0 = Date.now();
      await stop.click();
      await page.locator('[data-ply="2"]').waitFor({ state: 'attached', timeout: 10_000 });
      const answered = Date.now() - t0;
      measured[`${viewport}: move now answered in`] = `${answered} ms`;
      assert.ok(answered < 3000, `move now took ${answered} ms at level 15 (4 s of thinking)`);
      // Resigning takes a second tap.
      await waitState(page, 'your-turn');
      await page.click('[data-action="resign"]');
      await waitState(page, 'your-turn');
      await page.click('[data-action="resign"]');
      await page.locator('[data-status][data-state="game-over"][data-result="black-wins"][data-reason="resign"]').waitFor({
        state: 'attached',
      });
      await page.locator('#dlg-over[open]').waitFor();
      tab.assertNoErrors();
      await tab.close();
    });

    test('notation and language', async () => {
      const tab = await open(viewport, '#mode=analysis&lang=en&notation=wxf');
      const { page } = tab;
      await move(page, 'h2', 'e2');
      const first = page.locator('[data-ply="1"]');
      await first.waitFor();
      assert.equal(await first.textContent(), 'C2.5');
      await setSetting(page, 'notation', 'chinese');
      await page.waitForFunction(() => document.querySelector('[data-ply="1"]')?.textContent === '炮二平五');
      await setSetting(page, 'notation', 'iccs');
      await page.waitForFunction(() => document.querySelector('[data-ply="1"]')?.textContent === 'h2e2');
      // Coordinates are written around the board in coordinate notation.
      assert.ok((await page.locator('[data-board] .xq-labels text').allTextContents()).includes('a'));

      assert.equal((await page.locator('[data-action="undo"] span').textContent()).trim(), 'Undo');
      await setSetting(page, 'lang', 'zh');
      await page.waitForFunction(() => document.querySelector('[data-action="undo"] span')?.textContent === '悔棋');
      assert.equal(await page.locator('html').getAttribute('lang'), 'zh');
      assert.match(await status(page).textContent(), /黑方/);
      await setSetting(page, 'notation', 'chinese');
      await tab.screenshot(`page-chinese-${viewport}`);
      tab.assertNoErrors();
      await tab.close();
    });

    test('save a PGN and open it again', async () => {
      const tab = await open(viewport, '#mode=analysis&notation=wxf');
      const { page } = tab;
      await move(page, 'h2', 'e2');
      await move(page, 'h9', 'g7');
      await page.locator('[data-ply="2"]').waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="save"]')]);
      assert.match(download.suggestedFilename(), /\.pgn$/);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xq-pgn-')), 'game.pgn');
      await download.saveAs(file);
      const pgn = fs.readFileSync(file, 'utf8');
      assert.match(pgn, /C2\.5/);
      assert.match(pgn, /\[Format "WXF"\]/);

      await page.click('[data-action="new"]');
      await page.click('#dlg-new [data-action="start"]');
      await page.waitForFunction(() => document.querySelectorAll('[data-movelist] [data-ply]').length === 0);

      await page.click('[data-action="load"]');
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click('[data-action="open-file"]')]);
      await chooser.setFiles(file);
      await page.locator('[data-ply="2"]').waitFor();
      await expectPiece(page, 'C', 'e2');
      await expectPiece(page, 'n', 'g7');
      assert.equal(await page.locator('#dlg-load[open]').count(), 0);

      // A file that is not a game gives a message and keeps the game.
      await page.click('[data-action="load"]');
      const bad = path.join(path.dirname(file), 'bad.pgn');
      fs.writeFileSync(bad, '1. h2h8 *');
      const [chooser2] = await Promise.all([page.waitForEvent('filechooser'), page.click('[data-action="open-file"]')]);
      await chooser2.setFiles(bad);
      await page.locator('.load-error:not(:empty)').waitFor();
      await page.click('#dlg-load button[value="cancel"]');
      assert.equal(await plies(page).count(), 2);

      // Pasting a FEN.
      await page.click('[data-action="load"]');
      await page.fill('.load-text', MATE_IN_TWO);
      await page.click('[data-action="load-text"]');
      await expectPiece(page, 'R', 'a8');
      assert.equal(await page.locator('[data-piece]').count(), 4);
      tab.assertNoErrors();
      await tab.close();
    });

    test('reload resumes the game and settings', async () => {
      const tab = await open(viewport, '#level=1&notation=iccs');
      const { page } = tab;
      await move(page, 'h2', 'e2');
      await page.locator('[data-ply="2"]').waitFor({ state: 'attached', timeout: 30_000 });
      await waitState(page, 'your-turn');
      const before = await plies(page).allTextContents();
      await page.reload();
      await ready(page);
      assert.deepEqual(await plies(page).allTextContents(), before);
      assert.equal(before[0], 'h2e2');
      await expectPiece(page, 'C', 'e2');
      await waitState(page, 'your-turn');
      tab.assertNoErrors();
      await tab.close();
    });

    test('a share link reopens the game', async () => {
      const tab = await open(viewport, '#level=1');
      const { page } = tab;
      await move(page, 'h2', 'e2');
      await page.locator('[data-ply="2"]').waitFor({ state: 'attached', timeout: 30_000 });
      await waitState(page, 'your-turn');
      await page.click('[data-action="share"]');
      const link = await page.locator('.share-link').inputValue();
      assert.match(link, /#.*moves=h2e2,[a-i][0-9][a-i][0-9]/);
      assert.match(await page.locator('.share-embed').inputValue(), /^<iframe src="[^"]*embed=1/);
      await tab.screenshot(`page-share-${viewport}`);
      const other = await openPage(browser, null, viewport);
      await other.page.goto(link);
      await ready(other.page);
      assert.equal(await plies(other.page).count(), 2);
      await expectPiece(other.page, 'C', 'e2');
      other.assertNoErrors();
      await other.close();

      // A bad link gives a clear message and the start position.
      const bad = await openPage(browser, null, viewport);
      await bad.page.goto(server.url + '#fen=<script>alert(1)</script>&moves=zz');
      await ready(bad.page);
      await bad.page.locator('.toast.show').waitFor();
      assert.match(await bad.page.locator('.toast').textContent(), /start position/);
      assert.equal(await bad.page.locator('[data-piece]').count(), 32);
      assert.equal(await bad.page.locator('script:not([src])').count(), 0);
      bad.assertNoErrors();
      await bad.close();
      tab.assertNoErrors();
      await tab.close();
    });

    test('a link opened in the tab of a game in progress opens, and the game stays reachable', async () => {
      const tab = await open(viewport, '#level=1&sound=0');
      const { page } = tab;
      await move(page, 'h2', 'e2');
      await page.locator('[data-ply="2"]').waitFor({ state: 'attached', timeout: 30_000 });
      await waitState(page, 'your-turn');
      const reply = await page.locator('[data-ply="2"]').textContent();
      // Typed into the address bar or tapped on a page of the site: only the
      // fragment changes, which loads nothing by itself.
      const reloaded = page.waitForEvent('load');
      await page.evaluate(() => {
        location.hash = 'mode=analysis&moves=c3c4';
      });
      await reloaded;
      await ready(page);
      assert.equal(await plies(page).count(), 1, 'the linked game is shown');
      await expectPiece(page, 'P', 'c4');
      assert.equal(await page.locator('[data-action="analysis"]').getAttribute('aria-pressed'), 'true');
      assert.equal(await page.evaluate(() => location.hash), '', 'the link is read once');
      const bar = page.locator('[data-previous]');
      await bar.waitFor();
      assert.match(await bar.textContent(), /2 moves/);
      await page.click('[data-action="previous-game"]');
      await page.locator('[data-ply="2"]').waitFor({ state: 'attached' });
      assert.equal(await plies(page).count(), 2);
      assert.equal(await page.locator('[data-ply="2"]').textContent(), reply);
      await expectPiece(page, 'C', 'e2');
      tab.assertNoErrors();
      await tab.close();
    });

    test('an illegal click is refused', async () => {
      const tab = await open(viewport, '#level=1');
      const { page } = tab;
      await tap(page, 'h2');
      assert.ok((await page.locator('[data-board] .dest').count()) > 0, 'no legal destinations marked');
      await tap(page, 'g4'); // a cannon cannot move diagonally
      await page.locator('.toast.show').waitFor();
      assert.match(await page.locator('.toast').textContent(), /cannot move there/);
      await expectPiece(page, 'C', 'h2');
      assert.equal(await plies(page).count(), 0);
      await waitState(page, 'your-turn');
      // With the cannon let go, clicking the engine's pieces does nothing.
      await tap(page, 'h2');
      await page.waitForFunction(() => document.querySelectorAll('[data-board] .dest').length === 0);
      await tap(page, 'h7');
      await tap(page, 'h5');
      await expectPiece(page, 'c', 'h7');
      assert.equal(await plies(page).count(), 0);
      tab.assertNoErrors();
      await tab.close();
    });

    test('corrupt storage gives a message and a working page', async () => {
      const tab = await open(viewport, '', {
        setup: (t) =>
          t.page.addInitScript(() => {
            if (!sessionStorage.getItem('xq-corrupted')) {
              localStorage.setItem('xiangqi', '{"v":1,"game":{"moves":["h2h8"]');
              sessionStorage.setItem('xq-corrupted', '1');
            }
          }),
      });
      const { page } = tab;
      await page.locator('.toast.show').waitFor();
      assert.match(await page.locator('.toast').textContent(), /could not be read/);
      assert.equal(await page.locator('[data-piece]').count(), 32);
      await move(page, 'h2', 'e2');
      await expectPiece(page, 'C', 'e2');
      // The bad data was replaced by the new game.
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('xiangqi')));
      assert.deepEqual(saved.game.moves.slice(0, 1), ['h2e2']);
      tab.assertNoErrors();
      await tab.close();
    });

    test('drag a piece to move it', async () => {
      const tab = await open(viewport, '#mode=analysis');
      const { page } = tab;
      const from = await page.locator('[data-board] rect[data-square="h0"]').boundingBox();
      const to = await page.locator('[data-board] rect[data-square="g2"]').boundingBox();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 - 20, { steps: 3 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
      await page.mouse.up();
      await expectPiece(page, 'N', 'g2');
      // The board is drawn first; the move list may follow a task later.
      await page.locator('[data-ply="1"]').waitFor({ state: 'attached' });
      assert.equal(await plies(page).count(), 1);
      // Typing a move works too.
      await page.fill('#move-text', 'H8+7');
      await page.press('#move-text', 'Enter');
      await expectPiece(page, 'n', 'g7');
      await page.fill('#move-text', 'nonsense');
      await page.press('#move-text', 'Enter');
      await page.locator('.input-error:not(:empty)').waitFor();
      tab.assertNoErrors();
      await tab.close();
    });

    test('layout: no horizontal scrolling, large touch targets, light and dark', async () => {
      const tab = await open(viewport, '#mode=analysis');
      const { page } = tab;
      const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      assert.ok(width[0] <= width[1], `page is ${width[0]} px wide in a ${width[1]} px window`);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('button, select, input, [data-board] rect[data-square]')]
          .filter((el) => el.offsetParent !== null || el.closest('svg'))
          .map((el) => [el.getAttribute('data-action') || el.getAttribute('data-square') || el.className?.baseVal || el.className || el.tagName, el.getBoundingClientRect()])
          .filter(([, r]) => r.width > 0 && (r.width < 39.5 || r.height < 39.5))
          .map(([name, r]) => `${name} ${r.width.toFixed(0)}x${r.height.toFixed(0)}`),
      );
      assert.deepEqual(small, [], 'touch targets under 40 px');
      if (viewport === 'desktop') {
        const board = await page.locator('[data-board]').boundingBox();
        const panel = await page.locator('.panel').boundingBox();
        assert.ok(panel.x >= board.x + board.width, 'the panel is not beside the board on a desktop');
      }
      await tab.screenshot(`page-light-${viewport}`);
      await setSetting(page, 'theme', 'dark');
      await move(page, 'h2', 'e2');
      await tap(page, 'h9');
      await tab.screenshot(`page-dark-${viewport}`);
      await setSetting(page, 'pieces', 'symbols');
      await tab.screenshot(`page-symbols-${viewport}`);
      tab.assertNoErrors();
      await tab.close();
    });
  });
}
