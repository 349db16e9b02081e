// Browser tests of the puzzle mode (残局) at a desktop size and a phone size:
// open the list of the 240 composed endgames, sorted by difficulty, pick the
// puzzle with the shortest forced mate in the shipped solutions, play it to
// the mate by clicking squares (the solver's main line while the engine
// follows it, the page's hint arrow where it does not), see it marked solved
// with help (the hints), reload and see the mark kept; solve it again
// without help, each move judged, after a wrong move taken back; and open
// puzzles by link (#puzzle=N), including a bad one.
// Screenshots go to dist/screenshots/puzzle-*.png.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, startServer } from './harness.mjs';
import { SIZES } from './a11y.mjs';

let server;
let browser;
let target; // the puzzle to solve: { number, fen, mate, pv: [...] }
let titles; // number -> { zh, en }

before(async () => {
  // XIANGQI_DIST serves another build of the site than dist/.
  server = await startServer({ dir: process.env.XIANGQI_DIST || undefined });
  browser = await launchBrowser();
  // The page's own files, as it fetches them.
  const solutions = await (await fetch(server.url + 'puzzles/solutions.json')).json();
  const mates = solutions.solutions
    .filter((s) => s.verdict === 'win' && s.mate > 0 && s.pv)
    .sort((a, b) => a.mate - b.mate || a.number - b.number);
  assert.ok(
    mates.length > 0,
    'puzzles/solutions.json lists no puzzle with a forced mate: run `xiangqi puzzles solve` (assets/puzzles/solutions.json)',
  );
  target = { ...mates[0], pv: mates[0].pv.split(' ') };
  titles = new Map();
  const tsv = await (await fetch(server.url + 'puzzles/titles.tsv')).text();
  for (const line of tsv.split('\n')) {
    const f = line.split('\t');
    if (f.length === 4 && /^\d+$/.test(f[0])) titles.set(Number(f[0]), { zh: f[1], en: f[2] });
  }
  assert.equal(titles.size, 240);
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function ready(page) {
  await page.waitForSelector('.app[data-ui="ready"] [data-status][data-state]', { timeout: 30_000 });
}

async function open(viewport, fragment = '') {
  const tab = await openPage(browser, null, viewport);
  await tab.page.goto(server.url + fragment);
  await ready(tab.page);
  return tab;
}

async function tap(page, square) {
  await page.locator(`[data-board] rect[data-square="${square}"]`).click();
}

const card = (page) => page.locator('[data-puzzle-card]');
const plies = (page) => page.locator('[data-movelist] [data-ply]');

/** The number of pieces a FEN puts on the board. */
function pieceCount(fen) {
  return fen.split(' ')[0].replace(/[^A-Za-z]/g, '').length;
}

/** Waits until the player is to move or the game is over; returns which. */
async function awaitTurn(page) {
  const el = page.locator('[data-status][data-state="your-turn"], [data-status][data-state="game-over"]');
  await el.waitFor({ state: 'attached', timeout: 30_000 });
  return el.getAttribute('data-state');
}

/**
 * Plays Red to the end of the game: the solver's main line while the game
 * follows it, else the page's hint (the engine at full strength). The move
 * list is in coordinates (notation=iccs), so the game so far reads back as
 * ICCS moves. Returns the moves played.
 */
async function solve(page, pv, maxMoves) {
  let hintedLine = false;
  for (let i = 0; i < maxMoves; i++) {
    if ((await awaitTurn(page)) === 'game-over') break;
    const played = await plies(page).allTextContents();
    const onLine = played.every((m, k) => m === pv[k]) && played.length < pv.length;
    let mv;
    if (onLine && hintedLine) {
      mv = pv[played.length];
    } else {
      // The first hint on the line must be the line's move (no search);
      // off the line the engine finds one.
      await page.click('[data-action="hint"]');
      const arrow = page.locator('[data-board] [data-arrow]');
      await arrow.waitFor({ state: 'attached', timeout: 30_000 });
      mv = await arrow.getAttribute('data-arrow');
      if (onLine) {
        assert.equal(mv, pv[played.length], 'the hint on the main line is not the line move');
        hintedLine = true;
      }
    }
    await tap(page, mv.slice(0, 2));
    await tap(page, mv.slice(2, 4));
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-movelist] [data-ply]').length > n ||
        document.querySelector('[data-status]')?.getAttribute('data-state') === 'game-over',
      played.length,
    );
  }
  return plies(page).allTextContents();
}

for (const viewport of ['desktop', 'phone']) {
  describe(`puzzles at ${viewport} size`, () => {
    test('pick the shortest mate from the list, solve it, keep the mark', async () => {
      const tab = await open(viewport, '#notation=iccs&lang=en');
      const { page } = tab;
      const n = target.number;

      await page.click('[data-action="puzzles"]');
      await page.locator('#dlg-puzzles[open]').waitFor();
      const rows = page.locator('[data-puzzle-list] [data-puzzle]');
      await page.waitForFunction(() => document.querySelectorAll('[data-puzzle-list] [data-puzzle]').length === 240);
      assert.match(await page.locator('.pz-progress').textContent(), /^0 of 240 solved$/);
      const row = page.locator(`[data-puzzle-list] [data-puzzle="${n}"]`);
      assert.equal(await row.getAttribute('data-verdict'), 'win');
      assert.equal(await row.getAttribute('data-solved'), 'false');
      assert.equal(await row.locator('.pz-name').textContent(), titles.get(n).en);
      assert.equal(await row.locator('.pz-verdict').textContent(), 'Red wins');
      assert.equal(await rows.nth(0).locator('.pz-name').textContent(), titles.get(1).en);
      await tab.screenshot(`puzzle-list-${viewport}`);
      // Easiest first: the shortest mate leads, with its difficulty.
      await page.click('#dlg-puzzles [data-order="difficulty"]');
      await page.waitForFunction((num) => document.querySelector('[data-puzzle-list] [data-puzzle]')?.getAttribute('data-puzzle') === String(num), n);
      assert.equal(await rows.nth(0).getAttribute('data-difficulty'), '1');
      assert.equal(await rows.nth(0).locator('.pz-stars').getAttribute('aria-label'), `Difficulty 1 of 5: mate in ${target.mate}`);
      const last = await rows.nth(239).getAttribute('data-difficulty');
      assert.equal(last, '5');
      await tab.screenshot(`puzzle-list-sorted-${viewport}`);

      await row.click();
      await page.locator('#dlg-puzzles[open]').waitFor({ state: 'detached' });
      await page.locator(`[data-puzzle-card][data-puzzle-number="${n}"][data-puzzle-state="playing"]`).waitFor();
      assert.equal(await page.locator('.pz-goal').textContent(), 'Red to play and win');
      assert.equal(await page.locator('.pz-title').textContent(), titles.get(n).en);
      assert.match(await page.locator('.pz-engine').textContent(), new RegExp(`mate in ${target.mate}\\.$`));
      assert.equal(await page.locator('[data-board] [data-piece]').count(), pieceCount(target.fen));
      assert.equal(await page.locator('[data-board]').getAttribute('data-orientation'), 'red');
      await tab.screenshot(`puzzle-start-${viewport}`);

      const moves = await solve(page, target.pv, target.mate + 6);
      await page
        .locator('[data-status][data-state="game-over"][data-result="red-wins"]')
        .waitFor({ state: 'attached', timeout: 30_000 });
      assert.equal(moves.length % 2, 1, `Red should have moved last: ${moves.join(' ')}`);
      // Found with the hints: solved with help, not solved.
      await card(page).and(page.locator('[data-puzzle-state="solved"][data-helped="true"]')).waitFor();
      await page.locator('#dlg-puzzle-over[open][data-solved="true"]').waitFor();
      assert.equal(await page.locator('.pz-over-result').textContent(), 'Solved with help');
      await tab.screenshot(`puzzle-solved-${viewport}`);
      await page.click('#dlg-puzzle-over [data-action="puzzle-review"]');

      // Shared by link.
      await page.click('[data-action="share"]');
      assert.match(await page.locator('.share-link').inputValue(), new RegExp(`#puzzle=${n}$`));
      await page.click('#dlg-share button[value="close"]');

      // The list marks it solved, and so does a reload.
      const marked = async (attr, progress, label) => {
        await page.click('[data-action="puzzles"]');
        await page.locator(`[data-puzzle-list] [data-puzzle="${n}"][${attr}="true"]`).waitFor();
        assert.match(await page.locator('.pz-progress').textContent(), progress);
        assert.equal(await page.locator(`[data-puzzle="${n}"] .pz-mark`).textContent(), '✓');
        assert.equal(await page.locator(`[data-puzzle="${n}"] .pz-mark`).getAttribute('aria-label'), label);
        await page.click('#dlg-puzzles button[value="close"]');
      };
      await marked('data-helped', /^0 of 240 solved, 1 more with help$/, 'Solved with help');
      await page.reload();
      await ready(page);
      await page.locator(`[data-puzzle-card][data-puzzle-number="${n}"][data-helped="true"]`).waitFor();
      assert.deepEqual(await plies(page).allTextContents(), moves);
      await marked('data-helped', /^0 of 240 solved, 1 more with help$/, 'Solved with help');
      let saved = await page.evaluate(() => JSON.parse(localStorage.getItem('xiangqi-puzzles')));
      assert.deepEqual(saved, { v: 1, solved: [], last: n, current: n, helped: [n], help: true });

      // Again without help: a move that throws the win away is judged
      // "not the move" and taken back; the line's moves are the
      // solution's; solved now counts.
      await page.click('[data-action="puzzle-restart"]');
      await page.locator(`[data-puzzle-card][data-puzzle-number="${n}"][data-puzzle-state="playing"]`).waitFor();
      const wrong = await page.evaluate(
        ([fen, best]) => {
          // A red piece's quiet move away from the line: the general's.
          const rows = fen.split(' ')[0].split('/');
          for (let r = 0; r < 10; r++) {
            let f = 0;
            for (const ch of rows[r]) {
              if (/\d/.test(ch)) f += Number(ch);
              else {
                if (ch === 'K') return `${'abcdefghi'[f]}${9 - r}`;
                f++;
              }
            }
          }
          return best;
        },
        [target.fen, target.pv[0]],
      );
      const kingMoves = ['+1', '-1', 'l', 'r'].map((d) => {
        const file = wrong[0];
        const rank = Number(wrong[1]);
        if (d === '+1') return `${file}${rank + 1}`;
        if (d === '-1') return `${file}${rank - 1}`;
        if (d === 'l') return `${String.fromCharCode(file.charCodeAt(0) - 1)}${rank}`;
        return `${String.fromCharCode(file.charCodeAt(0) + 1)}${rank}`;
      });
      let tried = false;
      for (const to of kingMoves) {
        await tap(page, wrong);
        if (!(await page.locator(`[data-board] .dest`).count())) break;
        const ok = await page.evaluate((sq) => {
          const r = document.querySelector(`[data-board] rect[data-square="${sq}"]`);
          return !!r && /can move here/.test(r.getAttribute('aria-label') || '');
        }, to);
        if (!ok) continue;
        await tap(page, to);
        tried = true;
        break;
      }
      if (tried) {
        await card(page).and(page.locator('[data-move="wrong"], [data-move="good"]')).waitFor({ timeout: 30_000 });
        if ((await card(page).getAttribute('data-move')) === 'wrong') {
          assert.match(await page.locator('.pz-move').textContent(), /is not the move/);
          assert.equal(await plies(page).count(), 0, 'the wrong move was taken back');
          await tab.screenshot(`puzzle-wrong-${viewport}`);
        }
        await page.click('[data-action="puzzle-restart"]');
        await page.locator(`[data-puzzle-card][data-puzzle-number="${n}"][data-puzzle-state="playing"]`).waitFor();
      }
      await tap(page, target.pv[0].slice(0, 2));
      await tap(page, target.pv[0].slice(2, 4));
      await card(page).and(page.locator('[data-move="best"]')).waitFor();
      assert.match(await page.locator('.pz-move').textContent(), /^✓ .*: the solution's move\.$/);
      await page.locator('[data-movelist] [data-ply="2"]').waitFor({ state: 'attached', timeout: 30_000 });
      for (let i = 2; i < target.pv.length; i += 2) {
        const played = await plies(page).allTextContents();
        if (!played.every((m, k) => m === target.pv[k])) break; // the defence left the line
        await awaitTurn(page);
        await tap(page, target.pv[i].slice(0, 2));
        await tap(page, target.pv[i].slice(2, 4));
        if (i + 1 < target.pv.length) await page.locator(`[data-movelist] [data-ply="${i + 2}"]`).waitFor({ state: 'attached', timeout: 30_000 });
      }
      const finished = await page.locator('[data-status][data-state="game-over"][data-result="red-wins"]').count();
      if (finished) {
        await card(page).and(page.locator('[data-puzzle-state="solved"][data-solved="true"]')).waitFor();
        await page.locator('#dlg-puzzle-over[open]').waitFor();
        assert.equal(await page.locator('.pz-over-result').textContent(), 'Puzzle solved!');
        await page.click('#dlg-puzzle-over [data-action="puzzle-review"]');
        await marked('data-solved', /^1 of 240 solved$/, 'Solved');
        saved = await page.evaluate(() => JSON.parse(localStorage.getItem('xiangqi-puzzles')));
        assert.deepEqual(saved.solved, [n]);
      }

      // Next puzzle, then the filter shows only the solved one.
      await page.click('[data-action="puzzle-next"]');
      await page.locator(`[data-puzzle-card][data-puzzle-number="${n + 1}"][data-puzzle-state="playing"]`).waitFor();
      assert.equal(await plies(page).count(), 0);
      await page.click('[data-action="puzzle-list"]');
      await page.click('#dlg-puzzles [data-filter="solved"]');
      await page.waitForFunction(() => document.querySelectorAll('[data-puzzle-list] [data-puzzle]').length === 1);
      await page.click('#dlg-puzzles [data-filter="todo"]');
      await page.waitForFunction(() => document.querySelectorAll('[data-puzzle-list] [data-puzzle]').length === 239);
      await page.click('#dlg-puzzles button[value="close"]');

      // A new game leaves the puzzle mode.
      await page.click('[data-action="new"]');
      await page.click('#dlg-new [data-action="start"]');
      await card(page).waitFor({ state: 'hidden' });
      assert.equal(await page.locator('[data-board] [data-piece]').count(), 32);
      tab.assertNoErrors();
      await tab.close();
    });

    test('a puzzle link opens the puzzle; a bad one gives a message and the normal game', async () => {
      const tab = await open(viewport, '#puzzle=17&lang=zh&theme=dark');
      const { page } = tab;
      await page.locator('[data-puzzle-card][data-puzzle-number="17"]').waitFor();
      assert.equal(await page.locator('.pz-title').textContent(), titles.get(17).zh);
      assert.equal(await page.locator('.pz-label').textContent(), '第17局');
      assert.match(await page.locator('.pz-goal').textContent(), /^红先/);
      assert.equal(new URL(page.url()).hash, '');
      await page.waitForFunction(() => document.querySelector('[data-board] [data-piece]') !== null);
      await tab.screenshot(`puzzle-link-zh-dark-${viewport}`);
      await page.click('[data-action="puzzle-list"]');
      await page.locator('[data-puzzle-list] [data-puzzle="17"][aria-current="true"]').waitFor();
      assert.equal(await page.locator('[data-puzzle="1"] .pz-name').textContent(), titles.get(1).zh);
      await tab.screenshot(`puzzle-list-zh-dark-${viewport}`);
      tab.assertNoErrors();
      await tab.close();

      const bad = await open(viewport, '#puzzle=999&lang=en');
      await bad.page.locator('.toast.show').waitFor();
      assert.match(await bad.page.locator('.toast').textContent(), /puzzle=999: there is no such puzzle \(they are numbered 1 to 240\)/);
      assert.equal(await bad.page.locator('[data-board] [data-piece]').count(), 32);
      assert.ok(await card(bad.page).isHidden());
      bad.assertNoErrors();
      await bad.close();
    });

    test('corrupt puzzle progress gives a message and fresh progress', async () => {
      const tab = await openPage(browser, null, viewport);
      const { page } = tab;
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('xq-pz-corrupted')) {
          localStorage.setItem('xiangqi-puzzles', '{"v":1,"solved":[1,2');
          sessionStorage.setItem('xq-pz-corrupted', '1');
        }
      });
      await page.goto(server.url + '#puzzle=2&lang=en');
      await ready(page);
      await page.locator('.toast.show').waitFor();
      assert.match(await page.locator('.toast').textContent(), /puzzle progress could not be read/);
      await page.locator('[data-puzzle-card][data-puzzle-number="2"]').waitFor();
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('xiangqi-puzzles')));
      assert.deepEqual(saved, { v: 1, solved: [], last: 2, current: 2 });
      tab.assertNoErrors();
      await tab.close();
    });
  });
}

// A puzzle at the five sizes players use (web/e2e/a11y.mjs's SIZES), light
// in English and dark in Chinese: the card and the whole board in the page,
// no sideways scrolling, no label spilling out of its button, a wrong move
// answered in words. Screenshots puzzle-SIZE-THEME.png.
describe('a puzzle at each size', () => {
  for (const size of Object.keys(SIZES)) {
    for (const theme of ['light', 'dark']) {
      test(`${size}, ${theme}`, async () => {
        const lang = theme === 'dark' ? 'zh' : 'en';
        const tab = await open({ ...SIZES[size], colorScheme: theme }, `#puzzle=${target.number}&lang=${lang}&theme=${theme}&sound=0`);
        const { page } = tab;
        await page.locator(`[data-puzzle-card][data-puzzle-number="${target.number}"][data-puzzle-state="playing"]`).waitFor();
        // The card says how hard it is (defect 8).
        await page.waitForFunction(() => document.querySelector('.pz-difficulty')?.textContent.trim());
        const m = await page.evaluate(() => {
          const card = document.querySelector('[data-puzzle-card]').getBoundingClientRect();
          const board = document.querySelector('.board-wrap').getBoundingClientRect();
          const spilled = [...document.querySelectorAll('[data-puzzle-card] button, .controls button')]
            .filter((b) => b.getBoundingClientRect().width > 0 && b.scrollWidth > b.clientWidth + 1)
            .map((b) => b.dataset.action || b.textContent.trim());
          return { sw: document.documentElement.scrollWidth, card: card.width, board: [board.left, board.right], spilled };
        });
        assert.ok(m.sw <= SIZES[size].viewport.width, `sideways scrolling: ${m.sw}`);
        assert.ok(m.card > 0, 'the card is shown');
        assert.ok(m.board[0] >= -0.5 && m.board[1] <= SIZES[size].viewport.width + 0.5, `the board is cut: ${m.board}`);
        assert.deepEqual(m.spilled, [], 'labels spill out of their buttons');
        await tab.screenshot(`puzzle-${size}-${theme}`);
        tab.assertNoErrors();
        await tab.close();
      });
    }
  }
});
