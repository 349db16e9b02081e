// Ways to play in the browser: the clocks beside the board, a flag that
// falls, the engine against itself on a fast clock, two players on one page
// (face to face too), a reload in the middle of a timed game, and the
// new-game dialog's choices with the strength estimate.
//
//   node --test web/e2e/play.test.mjs              # one engine game at 1+0
//   XQ_LONG=1 node --test web/e2e/play.test.mjs    # engine games at 1+0 for XQ_WATCH_MINUTES (default 5)

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import path from 'node:path';

import { launchBrowser, openPage, screenshotDir, startServer } from './harness.mjs';
import { engineReady, move, ready, waitPly } from './board.mjs';

const LONG = process.env.XQ_LONG === '1';
const WATCH_MINUTES = Number(process.env.XQ_WATCH_MINUTES || 5);

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const clock = (page, side) => page.locator(`[data-clock="${side}"]`);
const ms = async (page, side) => Number(await clock(page, side).getAttribute('data-ms'));

/** Waits for the status line to say the game is over, returning its hooks. */
async function over(page, timeout) {
  const status = page.locator('[data-status][data-state="game-over"]');
  await status.waitFor({ state: 'attached', timeout });
  return { result: await status.getAttribute('data-result'), reason: await status.getAttribute('data-reason') };
}

/** Counts the low-time tick's oscillators (the page makes its warning with WebAudio). */
function countTicks() {
  window.__xqTicks = [];
  const AC = window.AudioContext;
  if (!AC) return;
  const make = AC.prototype.createOscillator;
  AC.prototype.createOscillator = function () {
    window.__xqTicks.push(Date.now());
    return make.call(this);
  };
}

describe('ways to play', () => {
  test('1+0 and the player never moves: Red loses on time, tenths and a soft tick under ten seconds', async () => {
    const tab = await openPage(browser, null, 'phone');
    const { page } = tab;
    await page.addInitScript(countTicks);
    await page.goto(`${server.url}#tc=1+0&level=1`);
    await ready(page);
    await engineReady(page);
    assert.equal(await clock(page, 'red').getAttribute('data-running'), 'true');
    assert.equal(await clock(page, 'black').getAttribute('data-running'), 'false');
    assert.equal(await clock(page, 'black').textContent(), '1:00');
    const start = await ms(page, 'red');
    assert.ok(start > 55_000 && start <= 60_000, `Red's clock at the start: ${start}`);
    // Under ten seconds the clock shows tenths.
    await page.waitForFunction(() => Number(document.querySelector('[data-clock="red"]').getAttribute('data-ms')) < 9_000, null, {
      timeout: 70_000,
      polling: 200,
    });
    assert.match(await clock(page, 'red').textContent(), /^\d\.\d$/);
    assert.equal(await clock(page, 'red').getAttribute('data-low'), 'true');
    await tab.screenshot('play-lowtime-phone');
    const { result, reason } = await over(page, 15_000);
    const flagAt = await page.evaluate(() => Date.now());
    assert.equal(reason, 'timeout');
    assert.equal(result, 'black-wins');
    assert.equal(await clock(page, 'red').textContent(), '0.0');
    assert.equal(await clock(page, 'red').getAttribute('data-flagged'), 'true');
    assert.equal(await clock(page, 'red').getAttribute('data-running'), 'false');
    assert.match(await page.locator('.status-text').textContent(), /time/i);
    await page.locator('#dlg-over[open]').waitFor();
    // The warning's two blips came once, as the clock fell under ten
    // seconds (the flag fell about ten seconds later).
    const ticks = (await page.evaluate(() => window.__xqTicks)).map((t) => flagAt - t);
    assert.ok(ticks.length === 2 && ticks.every((t) => t > 9_000 && t < 11_000), `the low-time tick, ms before the flag: ${JSON.stringify(ticks)}`);
    tab.assertNoErrors();
    await tab.close();
  });

  test('a timed game against the engine pauses while the page is hidden, and says so', async () => {
    const tab = await openPage(browser, null, 'desktop');
    const { page } = tab;
    await page.goto(`${server.url}#tc=5+3&level=1&sound=0`);
    await ready(page);
    await engineReady(page);
    await page.locator('[data-clock="red"][data-running="true"]').waitFor();
    const setHidden = (hidden) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await page.locator('[data-clock="red"][data-paused="true"][data-running="false"]').waitFor();
    assert.match(await page.locator('.status-detail').textContent(), /paused while the page is hidden/);
    const stopped = await ms(page, 'red');
    await page.waitForTimeout(2_000);
    assert.equal(await ms(page, 'red'), stopped, 'the clock ran while the page was hidden');
    await setHidden(false);
    await page.locator('[data-clock="red"][data-running="true"]').waitFor();
    assert.match(await page.locator('.toast.notice').textContent(), /paused while the page was hidden/);
    const left = await ms(page, 'red');
    assert.ok(stopped - left < 1_500, `Red lost ${stopped - left} ms while hidden`);
    tab.assertNoErrors();
    await tab.close();
  });

  test(`the engine against itself at 1+0 never flags (${LONG ? `games for ${WATCH_MINUTES} min` : 'one game'})`, async () => {
    const tab = await openPage(browser, null, 'desktop');
    const { page } = tab;
    const deadline = Date.now() + WATCH_MINUTES * 60_000;
    const games = [];
    do {
      await page.goto('about:blank');
      await page.goto(`${server.url}#mode=watch&tc=1+0&level=15&sound=0`);
      await ready(page);
      // The least time either side had left once it had moved: watched
      // on the clocks' data-ms whenever a clock stops.
      await page.evaluate(() => {
        window.__xqLeast = Infinity;
        for (const el of document.querySelectorAll('[data-clock]')) {
          new MutationObserver(() => {
            if (el.getAttribute('data-running') === 'false' && el.getAttribute('data-flagged') !== 'true') {
              window.__xqLeast = Math.min(window.__xqLeast, Number(el.getAttribute('data-ms')));
            }
          }).observe(el, { attributes: true, attributeFilter: ['data-ms', 'data-running'] });
        }
      });
      await waitPly(page, 2, 60_000);
      const { result, reason } = await over(page, 200_000);
      const plies = await page.locator('[data-movelist] [data-ply]').count();
      const least = await page.evaluate(() => window.__xqLeast);
      games.push({ result, reason, plies, least });
      console.log(`# watch 1+0 game ${games.length}: ${result} by ${reason} in ${plies} plies, least time left ${least} ms`);
      assert.notEqual(reason, 'timeout', `game ${games.length} was lost on time`);
      await page.keyboard.press('Escape');
    } while (LONG && Date.now() < deadline - 150_000);
    const least = Math.min(...games.map((g) => g.least));
    console.log(`# watch 1+0: ${games.length} games, none flagged; least time left ${least} ms`);
    assert.ok(least > 0);
    tab.assertNoErrors();
    await tab.close();
  });

  test('two players finish a game on one page: a short mate by both sides', async () => {
    const tab = await openPage(browser, null, 'phone');
    const { page } = tab;
    await page.goto(`${server.url}#mode=two-players&tc=3+2&sound=0`);
    await ready(page);
    assert.equal(await page.locator('[data-status]').getAttribute('data-engine'), 'off');
    assert.equal(await page.locator('.seat[data-seat="red"] .seat-name').textContent(), 'Red');
    // 1. C8-b4 R1-a8 2. C-c4 R-e8 3. Cxc9 mate (the elephant's own rook
    // smothers the general).
    const line = [
      ['b2', 'b4'],
      ['a9', 'a8'],
      ['b4', 'c4'],
      ['a8', 'e8'],
      ['c4', 'c9'],
    ];
    for (const [i, [from, to]] of line.entries()) {
      const mover = i % 2 === 0 ? 'red' : 'black';
      assert.equal(await clock(page, mover).getAttribute('data-running'), 'true', `${mover}'s clock runs on its move`);
      await move(page, from, to);
      await waitPly(page, i + 1);
    }
    const { result, reason } = await over(page, 5_000);
    assert.equal(result, 'red-wins');
    assert.equal(reason, 'checkmate');
    assert.equal(await clock(page, 'red').getAttribute('data-running'), 'false');
    assert.equal(await clock(page, 'black').getAttribute('data-running'), 'false');
    // The increment: Red moved three times.
    assert.ok((await ms(page, 'red')) > 180_000, `Red's clock with three increments: ${await ms(page, 'red')}`);
    tab.assertNoErrors();
    await tab.close();
  });

  test('face to face: Black\'s strip turned, undo by consent, a draw offered and accepted; screenshots', async () => {
    const tab = await openPage(browser, null, 'phone');
    const { page } = tab;
    await page.goto(`${server.url}#sound=0`);
    await ready(page);
    const newGame = async (tc) => {
      await page.click('[data-action="new"]');
      await page.selectOption('#dlg-new [data-setting="mode"]', 'two-players');
      assert.ok(await page.locator('#dlg-new [data-setting="level"]').isHidden(), 'the level is hidden for two players');
      await page.selectOption('#dlg-new [data-setting="layout"]', 'face-to-face');
      await page.selectOption('#dlg-new [data-setting="timecontrol"]', tc);
      await page.click('#dlg-new [data-action="start"]');
    };
    // Without a clock, a move may be taken back with the other's consent.
    await newGame('none');
    const top = page.locator('.seat[data-place="top"]');
    await top.locator('.seat-actions').waitFor();
    assert.equal(await top.getAttribute('data-seat'), 'black');
    assert.equal(await top.getAttribute('data-turned'), '');
    const turned = await top.evaluate((el) => getComputedStyle(el).transform);
    assert.match(turned, /^matrix\(-1, .*-1, 0, 0\)$/, `Black's strip is turned 180°: ${turned}`);
    assert.ok(await page.locator('.controls [data-action="resign"]').isHidden(), 'the panel leaves resign to the strips');
    assert.ok(await clock(page, 'black').isHidden(), 'no clock in an untimed game');
    await move(page, 'h2', 'e2');
    await waitPly(page, 1);
    assert.ok(await top.locator('[data-seat-action="undo"]').isDisabled(), 'Black cannot take back Red\'s move');
    // Red asks to take it back; the question is Black's, in Black's strip.
    await page.click('.seat[data-seat="red"] [data-seat-action="undo"]');
    await top.locator('.seat-ask').waitFor();
    assert.match(await top.locator('.seat-question').textContent(), /Red asks to take back/);
    assert.ok(await page.locator('[data-offer]').isHidden(), 'face to face the panel asks nothing');
    await top.locator('[data-seat-action="accept"]').click();
    await page.locator('[data-movelist] [data-ply]').first().waitFor({ state: 'detached' });

    // On a clock: a draw offered from Black's strip, answered in Red's.
    await newGame('5+3');
    await page.locator('[data-clock="black"]:not([hidden])').waitFor();
    await move(page, 'h2', 'e2');
    await move(page, 'h9', 'g7');
    await waitPly(page, 2);
    // Black offers a draw from its strip; Red's strip asks Red.
    await page.click('.seat[data-seat="black"] [data-seat-action="draw"]');
    const bottom = page.locator('.seat[data-place="bottom"]');
    await bottom.locator('.seat-ask').waitFor();
    assert.match(await bottom.locator('.seat-question').textContent(), /Black offers a draw/);
    await page.waitForTimeout(300);
    await tab.screenshot('play-face-to-face-phone');
    await bottom.locator('[data-seat-action="accept"]').click();
    const { result, reason } = await over(page, 5_000);
    assert.equal(result, 'draw');
    assert.equal(reason, 'agreement');
    tab.assertNoErrors();
    await tab.close();
  });

  test('a reload in the middle of a timed game keeps both clocks within 0.5 s', async () => {
    const tab = await openPage(browser, null, 'desktop');
    const { page } = tab;
    await page.goto(`${server.url}#mode=two-players&tc=10+5&sound=0`);
    await ready(page);
    await move(page, 'h2', 'e2');
    await move(page, 'h9', 'g7');
    await move(page, 'b0', 'c2');
    await waitPly(page, 3);
    await page.waitForTimeout(2_000);
    // The time left on both clocks at the moment the running one's display
    // changes (its data-ms is written then), with the page's time.
    const read = () =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const red = document.querySelector('[data-clock="red"]');
            const black = document.querySelector('[data-clock="black"]');
            const obs = new MutationObserver(() => {
              obs.disconnect();
              resolve({ red: Number(red.getAttribute('data-ms')), black: Number(black.getAttribute('data-ms')), at: Date.now() });
            });
            obs.observe(black, { attributes: true, attributeFilter: ['data-ms'] });
          }),
      );
    assert.equal(await clock(page, 'black').getAttribute('data-running'), 'true');
    const before = await read();
    await page.reload();
    await ready(page);
    await page.locator('[data-clock="black"][data-running="true"]').waitFor();
    const after = await read();
    const elapsed = after.at - before.at;
    const redDrift = Math.abs(after.red - before.red);
    const blackDrift = Math.abs(before.black - elapsed - after.black);
    console.log(`# reload: Red's stopped clock moved ${redDrift} ms, Black's running clock is ${blackDrift} ms from its time (${elapsed} ms between readings)`);
    assert.ok(redDrift <= 500, `Red's stopped clock moved ${redDrift} ms over the reload`);
    assert.ok(blackDrift <= 500, `Black's clock drifted ${blackDrift} ms over the reload`);
    tab.assertNoErrors();
    await tab.close();
  });

  test('the new-game dialog on a 320×568 phone: a custom clock, limits, the estimate and its reset', async () => {
    const tab = await openPage(browser, null, { viewport: { width: 320, height: 568 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const { page } = tab;
    page.on('dialog', (d) => d.accept());
    await page.goto(`${server.url}#sound=0`);
    await ready(page);
    await engineReady(page);
    await page.click('[data-action="new"]');
    const dlg = page.locator('#dlg-new');
    assert.match(await dlg.locator('.estimate-text').textContent(), /No estimate yet/);
    assert.equal(await dlg.locator('[data-estimate]').getAttribute('data-level'), null);
    const tcs = await dlg.locator('[data-setting="timecontrol"] option').evaluateAll((o) => o.map((x) => x.value));
    for (const tc of ['none', '5+3', '10+5', '15+10', '30+0', 'custom']) assert.ok(tcs.includes(tc), `${tc} in ${tcs}`);
    await dlg.locator('[data-setting="timecontrol"]').selectOption('custom');
    await dlg.locator('[data-tc-minutes]').fill('500');
    await dlg.locator('[data-action="start"]').click();
    assert.match(await dlg.locator('.new-error').textContent(), /1 to 180 minutes/);
    assert.ok(await dlg.evaluate((d) => d.open), 'a bad clock keeps the dialog open');
    await dlg.locator('[data-tc-minutes]').fill('7');
    await dlg.locator('[data-tc-increment]').fill('2');
    assert.ok(await dlg.locator('[data-setting="undo"]').isDisabled(), 'no undo with a clock');
    await dlg.screenshot({ path: path.join(screenshotDir, 'play-newgame-320.png') });
    // Every control of the dialog can be reached on the small screen.
    await dlg.locator('[data-action="start"]').scrollIntoViewIfNeeded();
    await dlg.locator('[data-action="start"]').click();
    await page.locator('[data-clock="red"][data-running="true"]').waitFor();
    assert.equal(await clock(page, 'black').textContent(), '7:00');
    assert.ok(await page.locator('[data-action="undo"]').isDisabled());

    // A rated game: untimed, no help, lost by resigning.
    await page.click('[data-action="new"]');
    await dlg.locator('[data-setting="timecontrol"]').selectOption('none');
    await dlg.locator('[data-setting="level"]').selectOption('5');
    await dlg.locator('[data-setting="hints"]').selectOption('0');
    await dlg.locator('[data-action="start"]').click();
    // The page draws in a task after the click (ui.drawSoon): wait for it.
    await page.locator('.seat[data-place="top"]').waitFor({ state: 'hidden', timeout: 5_000 })
      .catch(() => assert.fail('no strips in an untimed game against the engine'));
    await move(page, 'h2', 'e2');
    await waitPly(page, 2, 30_000);
    assert.ok(await page.locator('[data-action="hint"]').isDisabled(), 'a game without hints');
    await page.click('[data-action="resign"]');
    await page.click('[data-action="resign"]');
    await over(page, 5_000);
    await page.locator('#dlg-over[open]').waitFor();
    await page.keyboard.press('Escape');
    await page.click('[data-action="new"]');
    const est = dlg.locator('[data-estimate]');
    const level = Number(await est.getAttribute('data-level'));
    assert.ok(level > 0 && level < 5, `one loss at level 5 puts the estimate below it: ${level}`);
    assert.ok(Number(await est.getAttribute('data-error')) > 0);
    assert.match(await dlg.locator('.estimate-text').textContent(), /About level \d+, ± [\d.]+ \(1 game\)/);
    await dlg.locator('[data-action="estimate-use"]').click();
    assert.equal(await dlg.locator('[data-setting="level"]').inputValue(), await est.getAttribute('data-suggest'));
    await dlg.locator('.estimate-recent summary').click();
    assert.match(await dlg.locator('.estimate-history li').first().textContent(), /Level 5 · lost/);
    await dlg.screenshot({ path: path.join(screenshotDir, 'play-estimate-320.png') });
    await dlg.locator('[data-action="estimate-reset"]').click();
    assert.match(await dlg.locator('.estimate-text').textContent(), /No estimate yet/);
    tab.assertNoErrors();
    await tab.close();
  });

  test('screenshots: a timed game at 390×844, 844×390 and 1280×800, light and dark', async () => {
    const sizes = {
      phone: 'phone',
      landscape: { viewport: { width: 844, height: 390 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
      desktop: 'desktop',
    };
    for (const [name, viewport] of Object.entries(sizes)) {
      for (const theme of ['light', 'dark']) {
        const tab = await openPage(browser, null, viewport);
        const { page } = tab;
        await page.goto(`${server.url}#mode=two-players&tc=5+3&sound=0&theme=${theme}`);
        await ready(page);
        await move(page, 'h2', 'e2');
        await waitPly(page, 1);
        // Both strips and the board within the screen, none over another.
        const boxes = await page.evaluate(() =>
          ['.seat[data-place="top"]', '.board-wrap', '.seat[data-place="bottom"]', '.panel'].map((s) => {
            const r = document.querySelector(s).getBoundingClientRect();
            return { s, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
          }),
        );
        const [top, board, bottom, panel] = boxes;
        const overlap = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
        for (const seat of [top, bottom]) {
          assert.ok(!overlap(seat, board) && !overlap(seat, panel), `${name}: ${seat.s} overlaps: ${JSON.stringify(boxes)}`);
          assert.ok(seat.right <= page.viewportSize().width + 1, `${name}: ${seat.s} off the screen`);
        }
        await page.waitForTimeout(300);
        await tab.screenshot(`play-timed-${name}-${theme}`);
        tab.assertNoErrors();
        await tab.close();
      }
    }
    // The dialog in Chinese, two players face to face with a custom clock.
    for (const lang of ['zh', 'zh-Hant']) {
      const tab = await openPage(browser, null, 'phone');
      const { page } = tab;
      await page.goto(`${server.url}#lang=${lang}&sound=0`);
      await ready(page);
      await page.click('[data-action="new"]');
      await page.selectOption('#dlg-new [data-setting="mode"]', 'two-players');
      await page.selectOption('#dlg-new [data-setting="layout"]', 'face-to-face');
      await page.selectOption('#dlg-new [data-setting="timecontrol"]', 'custom');
      assert.equal(await page.locator('#dlg-new [data-setting="timecontrol"] option[value="10+5"]').textContent(), '10 分 + 5 秒');
      await tab.screenshot(`play-newgame-${lang}`);
      tab.assertNoErrors();
      await tab.close();
    }
  });
});
