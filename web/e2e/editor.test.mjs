// Browser tests of the position editor (摆棋) at a desktop size and a phone
// size: every illegal set-up refused with its reason shown (and its point
// marked, and the exits refusing it), pieces placed by taps and by drags
// from the palette, moved by drags and taken off by dragging them off the
// board, an edited position played against the engine (a move and its
// reply), analysis from the editor, a share link that reopens the editor on
// the same FEN, pasted FENs good and bad, the set-up kept across a reload,
// and the palette and buttons reached with the keyboard. Screenshots go to
// dist/screenshots/editor-*.png, in light and dark, portrait and landscape.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, startServer } from './harness.mjs';

let server;
let browser;

before(async () => {
  server = await startServer({ dir: process.env.XIANGQI_DIST || undefined });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const START_FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

const viewportOptions = {
  desktop: 'desktop',
  phone: 'phone',
  landscape: { viewport: { width: 844, height: 390 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

/** Opens the page and enters the editor through its button. */
async function openEditor(viewport, fragment = '#lang=en') {
  const tab = await openPage(browser, null, viewportOptions[viewport]);
  await tab.page.goto(server.url + fragment);
  await tab.page.waitForSelector('.app[data-ui="ready"]', { timeout: 30_000 });
  if (!fragment.includes('mode=editor')) await tab.page.click('[data-action="editor"]');
  await tab.page.locator('[data-editor]').waitFor({ state: 'visible' });
  assert.equal(await tab.page.getAttribute('.app', 'data-mode'), 'editor');
  return tab;
}

const point = (page, sq) => page.locator(`[data-board] rect[data-square="${sq}"]`);

/**
 * Waits until the page has drawn what the last input changed: a frame for
 * the input to be taken, then the page's own word that its redraw, which may
 * take several tasks, is done (xiangqiBoot.page.drawing).
 */
const drawn = async (page) => {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
  await page.waitForFunction(() => window.xiangqiBoot?.page?.drawing === false, null, { timeout: 10_000 });
};

async function fenOf(page) {
  await drawn(page);
  return page.locator('[data-editor-fen]').inputValue();
}

async function reasons(page) {
  await drawn(page);
  return page.locator('[data-editor-error]').textContent();
}

async function pressed(page, selector) {
  await drawn(page);
  return page.getAttribute(selector, 'aria-pressed');
}

/** Picks a palette tool (a FEN letter, 'hand' or 'eraser'), unless it is in hand. */
async function pick(page, tool) {
  const item =
    tool.length === 1 ? page.locator(`[data-palette-piece="${tool}"]`) : page.locator(`[data-palette-tool="${tool}"]`);
  await drawn(page);
  if ((await item.getAttribute('aria-pressed')) !== 'true') await item.click();
  await drawn(page);
  assert.equal(await item.getAttribute('aria-pressed'), 'true', `${tool} is not in hand`);
}

/** Clears the board and places pieces: {K: ['d0'], k: ['f9'], ...}. */
async function setUp(page, pieces, side = 'red') {
  await page.click('[data-action="editor-clear"]');
  for (const [letter, squares] of Object.entries(pieces)) {
    await pick(page, letter);
    for (const sq of squares) await point(page, sq).click();
  }
  await pick(page, 'hand');
  await page.click(`[data-editor-side="${side}"]`);
}

/** The centre of an element on screen. */
async function centre(locator) {
  const box = await locator.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags with the mouse from one element's centre to a point (or an
 * element). The page is scrolled to the top first: on a phone the board and
 * the palette under it are both in view there, as a player holds them.
 */
async function dragTo(page, from, to) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const a = await centre(from);
  const b = to.x === undefined ? await centre(to) : to;
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

// Each rule of a legal set-up, set up by taps, with the reason the page
// must show and a point it must mark ('' when there is no point to mark).
const K = ['d0']; // the red general, off the black general's file
const k = ['f9'];
const refusals = [
  { rule: 'no general', pieces: { k }, reason: 'Red has no general.', mark: '' },
  { rule: 'a second general', pieces: { K: ['d0', 'e1'], k }, reason: 'Red has 2 generals, but a side has only one.', mark: 'e1' },
  { rule: 'general outside its palace', pieces: { K: ['c0'], k }, reason: 'The Red general must stay inside its palace.', mark: 'c0' },
  { rule: 'three advisors', pieces: { K, k, a: ['d9', 'e8', 'f7'] }, reason: 'Black has 3 advisors, but a side has at most 2.', mark: 'e8' },
  { rule: 'three elephants', pieces: { K, k, B: ['c0', 'g0', 'e2'] }, reason: 'Red has 3 elephants, but a side has at most 2.', mark: 'e2' },
  { rule: 'three horses', pieces: { K, k, N: ['a0', 'b0', 'c0'] }, reason: 'Red has 3 horses, but a side has at most 2.', mark: 'b0' },
  { rule: 'three chariots', pieces: { K, k, r: ['a9', 'b9', 'a5'] }, reason: 'Black has 3 chariots, but a side has at most 2.', mark: 'a5' },
  { rule: 'three cannons', pieces: { K, k, C: ['a2', 'b2', 'c2'] }, reason: 'Red has 3 cannons, but a side has at most 2.', mark: 'c2' },
  {
    rule: 'six soldiers',
    pieces: { K, k, P: ['a5', 'b5', 'c5', 'd5', 'e5', 'f5'] },
    reason: 'Red has 6 soldiers, but a side has at most 5.',
    mark: 'f5',
  },
  {
    rule: 'an advisor off its points',
    pieces: { K, k, A: ['d1'] },
    reason: "The Red advisor can never stand here: advisors keep to the five points of the palace's diagonals.",
    mark: 'd1',
  },
  {
    rule: 'an elephant off its points',
    pieces: { K, k, b: ['e6'] },
    reason: 'The Black elephant can never stand here: elephants keep to seven points on their own side of the river.',
    mark: 'e6',
  },
  {
    rule: 'a soldier behind its start',
    pieces: { K, k, P: ['a2'] },
    reason: 'The Red soldier can never stand behind its starting rank: soldiers never move back.',
    mark: 'a2',
  },
  {
    rule: 'a soldier beside its start before the river',
    pieces: { K, k, p: ['b6'] },
    reason:
      'The Black soldier can never stand here: before the river, soldiers only move straight ahead from their five starting points.',
    mark: 'b6',
  },
  {
    rule: 'generals facing',
    pieces: { K: ['e0'], k: ['e9'] },
    reason: 'The two generals face each other on an open file, which the rules never allow.',
    mark: 'e9',
  },
  {
    rule: 'the side not to move in check',
    pieces: { K, k, R: ['f5'] },
    reason: "Black is in check, but it is Red's move: the side not to move can never be in check.",
    mark: 'f9',
  },
];

for (const viewport of ['desktop', 'phone']) {
  describe(`the editor at ${viewport} size`, () => {
    test('every illegal set-up is refused with its reason', async () => {
      const tab = await openEditor(viewport);
      const { page } = tab;
      assert.equal(await fenOf(page), START_FEN, 'the editor opens on the game position');
      assert.equal(await page.getAttribute('[data-editor]', 'data-legal'), 'true');
      await tab.screenshot(`editor-start-${viewport}`);
      for (const { rule, pieces, reason, mark } of refusals) {
        await setUp(page, pieces);
        assert.equal(await reasons(page), reason, rule);
        assert.equal(await page.getAttribute('[data-editor]', 'data-legal'), 'false', rule); // drawn with the reasons
        if (mark) {
          await page.locator(`[data-board] [data-editor-mark="${mark}"]`).waitFor({ state: 'attached' });
        }
        if (rule === 'general outside its palace') await tab.screenshot(`editor-refused-${viewport}`);
        // The exits refuse, with the reason, and the editor stays.
        await page.click('[data-action="editor-play"]');
        await page.locator('.toast.show.error', { hasText: reason }).waitFor();
        assert.equal(await page.getAttribute('.app', 'data-mode'), 'editor', rule);
      }
      // Black to move: the check is now the side to move's, which is legal.
      await page.click('[data-editor-side="black"]');
      assert.equal(await reasons(page), '');
      assert.equal(await page.getAttribute('[data-editor]', 'data-legal'), 'true'); // drawn with the reasons
      assert.equal(await fenOf(page), '5k3/9/9/9/5R3/9/9/9/9/3K5 b - - 0 1');
      tab.assertNoErrors();
      await tab.close();
    });

    test('place by drag from the palette, move by drag, remove by dragging off', async () => {
      const tab = await openEditor(viewport);
      const { page } = tab;
      await page.click('[data-action="editor-clear"]');
      assert.equal(await fenOf(page), '9/9/9/9/9/9/9/9/9/9 w - - 0 1');
      assert.equal(await reasons(page), 'Red has no general.Black has no general.');
      await dragTo(page, page.locator('[data-palette-piece="K"]'), point(page, 'e0'));
      await dragTo(page, page.locator('[data-palette-piece="k"]'), point(page, 'd9'));
      await dragTo(page, page.locator('[data-palette-piece="R"]'), point(page, 'a4'));
      assert.equal(await fenOf(page), '3k5/9/9/9/9/R8/9/9/9/4K4 w - - 0 1');
      // The palette's tool did not change: still the hand.
      assert.equal(await pressed(page, '[data-palette-tool="hand"]'), 'true');
      // Move the chariot by dragging it; then drag it off the board.
      await dragTo(page, point(page, 'a4'), point(page, 'd4'));
      assert.equal(await fenOf(page), '3k5/9/9/9/9/3R5/9/9/9/4K4 w - - 0 1');
      assert.equal(await reasons(page), "Black is in check, but it is Red's move: the side not to move can never be in check.");
      const board = await page.locator('[data-board]').boundingBox();
      await dragTo(page, point(page, 'd4'), { x: board.x + board.width / 2, y: board.y + board.height + 30 });
      assert.equal(await fenOf(page), '3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1');
      assert.equal(await page.locator('[data-board] [data-piece]').count(), 2);
      // The hand: tap a piece, tap a point.
      await point(page, 'e0').click();
      await point(page, 'f1').click();
      assert.equal(await fenOf(page), '3k5/9/9/9/9/9/9/9/5K3/9 w - - 0 1');
      // The eraser, and a second tap with the same palette piece.
      await pick(page, 'c');
      await point(page, 'b7').click();
      await point(page, 'h7').click();
      await point(page, 'b7').click();
      assert.equal(await fenOf(page), '3k5/9/7c1/9/9/9/9/9/5K3/9 w - - 0 1');
      await pick(page, 'eraser');
      await point(page, 'h7').click();
      assert.equal(await fenOf(page), '3k5/9/9/9/9/9/9/9/5K3/9 w - - 0 1');
      assert.equal(await reasons(page), '');
      // Starting position and flip.
      await page.click('[data-action="editor-start"]');
      assert.equal(await fenOf(page), START_FEN);
      await page.click('[data-action="editor-flip"]');
      await drawn(page);
      assert.equal(await page.getAttribute('[data-board]', 'data-orientation'), 'black');
      tab.assertNoErrors();
      await tab.close();
    });

    test('an edited position played against the engine', async () => {
      const tab = await openEditor(viewport, '#lang=en&notation=iccs');
      const { page } = tab;
      // The opening without Black's left chariot and with Red's cannon on
      // the centre file.
      await dragTo(page, point(page, 'a9'), { x: 2, y: 2 });
      await point(page, 'h2').click();
      await point(page, 'e2').click();
      const fen = '1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 0 1';
      assert.equal(await fenOf(page), fen);
      await page.selectOption('[data-editor-play-side]', 'red');
      await page.selectOption('[data-editor-level]', '2');
      await page.click('[data-action="editor-play"]');
      await page.locator('.app[data-mode="play"]').waitFor();
      assert.ok(await page.locator('[data-editor]').isHidden());
      assert.equal(await page.locator('[data-board] [data-piece]').count(), 31);
      await page.locator('[data-status][data-state="your-turn"]').waitFor({ timeout: 30_000 });
      await point(page, 'e3').click();
      await point(page, 'e4').click();
      await page.locator('[data-movelist] [data-ply="1"]').waitFor();
      assert.equal(await page.locator('[data-movelist] [data-ply="1"]').textContent(), 'e3e4');
      // The engine answers.
      await page.locator('[data-movelist] [data-ply="2"]').waitFor({ timeout: 30_000 });
      await page.locator('[data-status][data-state="your-turn"]').waitFor({ timeout: 30_000 });
      const reply = await page.locator('[data-movelist] [data-ply="2"]').textContent();
      assert.match(reply, /^[a-i]\d[a-i]\d$/);
      // The game starts from the edited position.
      await page.click('[data-action="share"]');
      const link = await page.locator('.share-link').inputValue();
      assert.ok(link.includes('fen=' + fen.replaceAll(' ', '+')), link);
      assert.ok(link.includes(`moves=e3e4,${reply}`), link);
      await tab.screenshot(`editor-played-${viewport}`);
      tab.assertNoErrors();
      await tab.close();
    });

    test('analyse from the editor', async () => {
      const tab = await openEditor(viewport, '#lang=en&notation=iccs');
      const { page } = tab;
      await setUp(page, { K: ['e0'], k: ['d9'], R: ['a5'] }, 'black');
      await page.click('[data-action="editor-analysis"]');
      await page.locator('.app[data-mode="analysis"]').waitFor();
      assert.equal(await page.locator('[data-board] [data-piece]').count(), 3);
      // The player moves both sides.
      await point(page, 'd9').click();
      await point(page, 'd8').click();
      await page.locator('[data-movelist] [data-ply="1"]').waitFor();
      await point(page, 'a5').click();
      await point(page, 'a8').click();
      await page.locator('[data-movelist] [data-ply="2"]').waitFor();
      assert.deepEqual(await page.locator('[data-movelist] [data-ply]').allTextContents(), ['d9d8', 'a5a8']);
      tab.assertNoErrors();
      await tab.close();
    });

    test('a share link reopens the editor on the same position', async () => {
      const tab = await openEditor(viewport);
      const { page } = tab;
      await setUp(page, { K: ['d0'], k: ['e9'], n: ['c6'], P: ['e6'] }, 'black');
      const fen = await fenOf(page);
      assert.equal(fen, '4k4/9/9/2n1P4/9/9/9/9/9/3K5 b - - 0 1');
      await page.click('[data-action="editor-share"]');
      await page.locator('#dlg-share[open]').waitFor();
      assert.equal(await page.locator('label[for="share-link"]').textContent(), 'Link to this position in the editor');
      const link = await page.locator('.share-link').inputValue();
      assert.ok(link.endsWith('#fen=' + fen.replaceAll(' ', '+') + '&mode=editor'), link);
      assert.equal(await page.locator('.share-fen').inputValue(), fen);
      assert.ok((await page.locator('.share-pgn').inputValue()).includes(`[FEN "${fen}"]`));
      await tab.screenshot(`editor-share-${viewport}`);

      const other = await openPage(browser, null, viewportOptions[viewport]);
      await other.page.goto(link);
      await other.page.locator('[data-editor]').waitFor({ state: 'visible', timeout: 30_000 });
      assert.equal(await fenOf(other.page), fen);
      assert.equal(await pressed(other.page, '[data-editor-side="black"]'), 'true');
      assert.equal(await other.page.locator('[data-board] [data-piece]').count(), 4);
      other.assertNoErrors();
      await other.close();
      tab.assertNoErrors();
      await tab.close();
    });

    test('a pasted FEN: bad ones refused and nothing changed, a good one set up', async () => {
      const tab = await openEditor(viewport);
      const { page } = tab;
      const input = page.locator('[data-editor-fen]');
      const error = page.locator('.editor-fen-error');
      for (const [text, message] of [
        ['this is not a position', "That FEN cannot be read: FEN board has 1 ranks, want 10 separated by '/'"],
        [
          'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRX w',
          "That FEN cannot be read: FEN has an unknown piece letter 'X' in row 10",
        ],
        [
          '4k4/9/9/9/9/9/9/9/9/2K6 w',
          'That position cannot occur in a game: The Red general must stay inside its palace.',
        ],
      ]) {
        await input.fill(text);
        await input.press('Enter');
        assert.equal(await error.textContent(), message);
        assert.equal(await page.locator('[data-board] [data-piece]').count(), 32, 'the board changed');
      }
      await tab.screenshot(`editor-badfen-${viewport}`);
      await input.fill('3k5/9/9/9/9/9/9/9/9/4K1R2 b - - 0 1');
      await page.click('[data-action="editor-load-fen"]');
      assert.equal(await error.textContent(), '');
      await drawn(page);
      assert.equal(await page.locator('[data-board] [data-piece]').count(), 3);
      assert.equal(await pressed(page, '[data-editor-side="black"]'), 'true');
      tab.assertNoErrors();
      await tab.close();
    });
  });
}

describe('the editor, once', () => {
  test('the set-up survives a reload, and back to the game', async () => {
    const tab = await openEditor('desktop');
    const { page } = tab;
    await pick(page, 'R');
    await point(page, 'e4').click(); // a third red chariot
    const fen = await fenOf(page);
    assert.equal(await reasons(page), 'Red has 3 chariots, but a side has at most 2.');
    await page.reload();
    await page.locator('[data-editor]').waitFor({ state: 'visible', timeout: 30_000 });
    assert.equal(await fenOf(page), fen);
    assert.equal(await reasons(page), 'Red has 3 chariots, but a side has at most 2.');
    await page.click('[data-action="editor-done"]');
    await page.locator('.app[data-mode="play"]').waitFor();
    assert.equal(await page.locator('[data-board] [data-piece]').count(), 32);
    tab.assertNoErrors();
    await tab.close();
  });

  test('touch: a finger drags a piece from the palette, and another off the board', async () => {
    const tab = await openEditor('phone');
    const { page } = tab;
    const cdp = await tab.context.newCDPSession(page);
    const touchDrag = async (from, to) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      const a = await centre(from);
      const b = to.x === undefined ? await centre(to) : to;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
      for (let i = 1; i <= 6; i++) {
        const x = a.x + ((b.x - a.x) * i) / 6;
        const y = a.y + ((b.y - a.y) * i) / 6;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await page.click('[data-action="editor-clear"]');
    await touchDrag(page.locator('[data-palette-piece="K"]'), point(page, 'f0'));
    await touchDrag(page.locator('[data-palette-piece="k"]'), point(page, 'd9'));
    await touchDrag(page.locator('[data-palette-piece="C"]'), point(page, 'e5'));
    assert.equal(await fenOf(page), '3k5/9/9/9/4C4/9/9/9/9/5K3 w - - 0 1');
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page scrolled under the finger');
    const board = await page.locator('[data-board]').boundingBox();
    await touchDrag(point(page, 'e5'), { x: board.x + board.width / 2, y: board.y + board.height + 40 });
    assert.equal(await fenOf(page), '3k5/9/9/9/9/9/9/9/9/5K3 w - - 0 1');
    tab.assertNoErrors();
    await tab.close();
  });

  test('the palette and the buttons are reached with Tab', async () => {
    const tab = await openEditor('desktop');
    const { page } = tab;
    const reached = new Set();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const hook = await page.evaluate(() => {
        const el = document.activeElement;
        return el?.getAttribute('data-palette-piece') ?? el?.getAttribute('data-palette-tool') ?? el?.getAttribute('data-action') ?? el?.getAttribute('data-editor-side') ?? '';
      });
      if (hook) reached.add(hook);
    }
    for (const want of [...'KABNRCPkabnrcp', 'hand', 'eraser', 'red', 'black', 'editor-clear', 'editor-start', 'editor-flip', 'editor-load-fen', 'editor-play', 'editor-analysis', 'editor-share', 'editor-done']) {
      assert.ok(reached.has(want), `Tab never reached ${want}; reached ${[...reached].join(' ')}`);
    }
    // Enter on a palette piece picks it.
    await page.focus('[data-palette-piece="n"]');
    await page.keyboard.press('Enter');
    assert.equal(await pressed(page, '[data-palette-piece="n"]'), 'true');
    tab.assertNoErrors();
    await tab.close();
  });

  test('in simplified and traditional Chinese, and the screenshots in dark and landscape', async () => {
    const tab = await openEditor('phone', '#lang=zh&theme=dark');
    const { page } = tab;
    assert.equal(await page.locator('#editor-title').textContent(), '摆棋');
    await setUp(page, { K: ['d0'], k: ['e9'], R: ['a0', 'b0', 'c0'] });
    assert.equal(await reasons(page), '红方有3个车，但每方最多2个。');
    await tab.screenshot('editor-zh-dark-phone', { fullPage: true });
    await tab.close();
    const hant = await openEditor('phone', '#lang=zh-Hant');
    assert.equal(await hant.page.locator('#editor-title').textContent(), '擺棋');
    await setUp(hant.page, { K: ['d0'], k: ['e9'], R: ['a0', 'b0', 'c0'] });
    assert.equal(await reasons(hant.page), '紅方有3個俥，但每方最多2個。');
    hant.assertNoErrors();
    await hant.close();
    for (const [viewport, theme] of [
      ['landscape', 'light'],
      ['landscape', 'dark'],
      ['desktop', 'dark'],
    ]) {
      const t = await openEditor(viewport, `#lang=en&theme=${theme}`);
      await pick(t.page, 'p');
      await point(t.page, 'a8').click();
      await t.page.locator('[data-board] [data-editor-mark="a8"]').waitFor({ state: 'attached' });
      await t.screenshot(`editor-${theme}-${viewport}`);
      t.assertNoErrors();
      await t.close();
    }
  });
});
