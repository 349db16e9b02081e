// What a new player trips over (issue 15), each defect with the browser
// test that would have caught it, at the five sizes players use (390x844,
// 844x390, 320x568, 768x1024, 1280x800): the resign question in words and
// in its button; a layout whose parts never overlap or scroll sideways;
// controls that do not jump while the engine thinks or a move is reviewed;
// messages that cover neither the board nor a button; a loaded master game
// told by colour; errors in the page's language; the engine's depth and
// score after its reply and the opponent line; the reply's natural pace and
// its slide; and no raw text key in any language. Screenshots, light and
// dark, English and Chinese, go to dist/screenshots/players-*.png.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, startServer } from './harness.mjs';
import { SIZES, openAtSize } from './a11y.mjs';

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

const open = (size, fragment, extra) => openAtSize(browser, server.url, size, fragment, extra);

async function tap(page, square) {
  await page.locator(`[data-board] rect[data-square="${square}"]`).click();
}

async function move(page, from, to) {
  await tap(page, from);
  await tap(page, to);
}

const waitPly = (page, n) => page.locator(`[data-movelist] [data-ply="${n}"]`).waitFor({ state: 'attached', timeout: 30_000 });
const waitState = (page, s) => page.locator(`[data-status][data-state="${s}"]`).waitFor({ state: 'attached', timeout: 30_000 });

/** The rects of the panel's visible parts that overlap the next one. */
function overlaps() {
  const out = [];
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && getComputedStyle(el).display !== 'none' && !el.classList.contains('sr-only') && !el.classList.contains('notice');
  };
  for (const parent of [document.querySelector('.panel'), document.querySelector('.moves-box')]) {
    // In the order they are seen (CSS order puts the invitation to the
    // lessons after the controls on a phone), not the order of the page.
    const kids = [...parent.children].filter(visible).sort((x, y) => x.getBoundingClientRect().top - y.getBoundingClientRect().top);
    for (let i = 0; i + 1 < kids.length; i++) {
      const a = kids[i].getBoundingClientRect();
      const b = kids[i + 1].getBoundingClientRect();
      if (a.bottom > b.top + 0.5) out.push(`${kids[i].className} (bottom ${Math.round(a.bottom)}) over ${kids[i + 1].className} (top ${Math.round(b.top)})`);
    }
  }
  return out;
}

/**
 * The visible buttons of the bar and the panel whose label spills out of
 * them or that reach past the panel's edges (the study row's "Openings"
 * did at 1280x800 and 320x568).
 */
function spills() {
  const out = [];
  const panel = document.querySelector('.panel').getBoundingClientRect();
  for (const b of document.querySelectorAll('.bar button, .panel button')) {
    const r = b.getBoundingClientRect();
    if (r.width === 0 || b.closest('[hidden], .toast') || getComputedStyle(b).visibility === 'hidden') continue;
    const name = b.dataset.action || b.textContent.trim();
    if (b.scrollWidth > b.clientWidth + 1) out.push(`${name}: label ${b.scrollWidth} px in ${b.clientWidth} px`);
    if (b.closest('.panel') && (r.left < panel.left - 0.5 || r.right > panel.right + 0.5)) out.push(`${name}: past the panel's edge`);
  }
  return out;
}

/**
 * Whether the resign button, asking, is filled with the accent colour (or
 * its hover shade: the pointer that pressed it is still over it).
 */
function resignIsRed() {
  const rgb = (hex) => {
    const n = parseInt(hex.trim().slice(1), 16);
    return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
  };
  const root = getComputedStyle(document.documentElement);
  const bg = getComputedStyle(document.querySelector('[data-action="resign"]')).backgroundColor;
  return [rgb(root.getPropertyValue('--accent')), rgb(root.getPropertyValue('--accent-hover'))].includes(bg) || bg;
}

/** Where an element is in the page, scrolling (of the page or the panel) aside. */
const top = (page, sel) =>
  page.evaluate((s) => {
    const el = document.querySelector(s);
    let y = el.getBoundingClientRect().top;
    for (let e = el.parentElement; e; e = e.parentElement) y += e.scrollTop;
    return y;
  }, sel);

describe('layout and controls at each size', () => {
  for (const size of Object.keys(SIZES)) {
    test(`${size}: nothing overlaps or jumps, messages cover nothing, resign asks in words`, async () => {
      const tab = await open(size, '#sound=0&level=1');
      const { page } = tab;
      await page.locator('[data-status][data-engine="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
      await tab.screenshot(`players-start-${size}`);
      // Defect 2: no part of the panel over another, no sideways scrolling,
      // a move list with room, and at 1280x800 no scrollbar at all.
      assert.deepEqual(await page.evaluate(overlaps), [], 'parts of the panel overlap');
      assert.deepEqual(await page.evaluate(spills), [], 'labels spill out of their buttons');
      const m = await page.evaluate(() => ({
        sw: document.documentElement.scrollWidth,
        sh: document.documentElement.scrollHeight,
        box: document.querySelector('.moves-box').getBoundingClientRect().height,
      }));
      assert.ok(m.sw <= SIZES_W[size], `the page scrolls sideways: ${m.sw}`);
      if (size === '1280x800') assert.ok(m.sh <= 800, `the page is ${m.sh} px tall at 1280x800`);
      assert.ok(m.box >= 100, `the move box is ${m.box} px tall`);

      // Defect 3: the controls stay put while the engine thinks ("Move
      // now" shown), after its reply, and while a move is reviewed.
      const before = await top(page, '.controls');
      await move(page, 'h2', 'e2');
      await waitState(page, 'thinking');
      const thinking = await top(page, '.controls');
      await waitPly(page, 2);
      await waitState(page, 'your-turn');
      const after = await top(page, '.controls');
      await page.click('[data-action="prev"]');
      await page.locator('.status-detail', { hasText: 'Move 1 of 2' }).waitFor();
      const reviewing = await top(page, '.controls');
      assert.deepEqual(await page.evaluate(overlaps), [], 'parts of the panel overlap while reviewing');
      assert.deepEqual(await page.evaluate(spills), [], 'labels spill out of their buttons while reviewing');
      assert.deepEqual([thinking, after, reviewing].map((t) => Math.round(t - before)), [0, 0, 0], 'the controls moved');
      await page.click('[data-action="live"]');

      // Defect 3: a message covers neither the board nor any button.
      await move(page, 'h0', 'h5'); // not a horse's move: refused with a message
      await page.locator('.toast.notice.show').waitFor();
      const covered = await page.evaluate(() => {
        // What can be seen of the message: its box clipped by the panel.
        const box = document.querySelector('.toast.notice').getBoundingClientRect();
        const clip = document.querySelector('.panel').getBoundingClientRect();
        const t = { left: box.left, right: box.right, top: Math.max(box.top, clip.top), bottom: Math.min(box.bottom, clip.bottom) };
        if (t.bottom - t.top < 20) return ['the message is out of sight'];
        const hit = (r) => r.width > 0 && r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top;
        const out = [];
        if (hit(document.querySelector('.board-wrap').getBoundingClientRect())) out.push('the board');
        for (const b of document.querySelectorAll('button')) {
          if (b.closest('dialog') || b.closest('.toast')) continue;
          if (getComputedStyle(b).display !== 'none' && hit(b.getBoundingClientRect())) out.push(b.dataset.action || b.textContent.trim());
        }
        return out;
      });
      assert.deepEqual(covered, [], 'the message covers');
      await page.waitForTimeout(250); // its fade in
      await tab.screenshot(`players-message-${size}`);

      // Defect 1: the resign question is words, and fits its button.
      await page.click('[data-action="resign"]');
      const resign = await page.evaluate(() => {
        const b = document.querySelector('[data-action="resign"]');
        const r = b.getBoundingClientRect();
        return { text: b.textContent.trim(), fits: b.scrollWidth <= b.clientWidth + 1, inside: r.left >= 0 && r.right <= innerWidth };
      });
      assert.equal(resign.text, 'Resign?');
      assert.ok(resign.fits && resign.inside, `the question spills out: ${JSON.stringify(resign)}`);
      await page.waitForTimeout(250); // the button's colour eases in
      assert.equal(await page.evaluate(resignIsRed), true, 'the question is not red');
      await tab.screenshot(`players-resign-${size}`);
      tab.assertNoErrors();
      await tab.close();
    });

    test(`${size}: dark and Chinese`, async () => {
      const tab = await open(size, '#sound=0&lang=zh&theme=dark&level=2', { colorScheme: 'dark' });
      const { page } = tab;
      await move(page, 'h2', 'e2');
      await waitPly(page, 2);
      await page.click('[data-action="resign"]');
      assert.equal((await page.locator('[data-action="resign"]').textContent()).trim(), '确定认输？');
      // On one line, inside its button.
      const lines = await page.evaluate(() => {
        const b = document.querySelector('[data-action="resign"]');
        const label = [...b.childNodes].find((n) => n.nodeType === 1 && n.textContent.trim() && n.tagName !== 'svg') || b;
        const lh = parseFloat(getComputedStyle(label).lineHeight) || parseFloat(getComputedStyle(label).fontSize) * 1.45;
        return Math.round(label.getBoundingClientRect().height / lh);
      });
      assert.equal(lines, 1, 'the resign question wraps');
      await page.waitForTimeout(250);
      assert.equal(await page.evaluate(resignIsRed), true, 'the question is not red');
      await tab.screenshot(`players-dark-zh-${size}`);
      assert.deepEqual(await page.evaluate(overlaps), []);
      assert.deepEqual(await page.evaluate(spills), []);
      tab.assertNoErrors();
      await tab.close();
    });
  }
});

const SIZES_W = Object.fromEntries(Object.entries(SIZES).map(([k, v]) => [k, v.viewport.width]));

describe('words', () => {
  for (const lang of ['en', 'zh', 'zh-Hant']) {
    test(`no raw text key anywhere in ${lang}`, async () => {
      const tab = await open('1280x800', `#sound=0&lang=${lang}`);
      const { page } = tab;
      const raw = () =>
        page.evaluate(() => {
          const key = /^[a-z]+(\.[a-z0-9-]+)+[?？]?$/;
          const out = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let t = walker.nextNode(); t; t = walker.nextNode()) if (key.test(t.textContent.trim())) out.push(t.textContent.trim());
          for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
            for (const a of ['aria-label', 'title', 'placeholder']) if (key.test(el.getAttribute(a) || '')) out.push(`${a}=${el.getAttribute(a)}`);
          }
          return out;
        });
      assert.deepEqual(await raw(), []);
      await move(page, 'h2', 'e2');
      await waitPly(page, 2);
      await page.click('[data-action="resign"]');
      assert.deepEqual(await raw(), [], 'after the resign question');
      tab.assertNoErrors();
      await tab.close();
    });
  }
});

// A master game between two named players that ends 1-0 without a mate.
const MASTER = `[Event "全国象棋个人赛"]
[Red "胡荣华"]
[Black "杨官璘"]
[Result "1-0"]
1. 炮二平五 马8进7 2. 马二进三 车9平8 1-0`;

describe('games and messages', () => {
  test('defect 4: a loaded master game is told by colour, with no reason invented', async () => {
    const tab = await open('1280x800', '#sound=0&lang=zh');
    const { page } = tab;
    await page.click('[data-action="load"]');
    await page.fill('.load-text', MASTER);
    await page.click('[data-action="load-text"]');
    await page.locator('[data-status][data-state="game-over"][data-result="red-wins"]').waitFor({ state: 'attached' });
    const text = await page.locator('.status-text').textContent();
    assert.equal(text, '红方胜');
    assert.doesNotMatch(text, /你赢了|认输/);
    assert.equal(await page.locator('[data-status]').getAttribute('data-reason'), '');
    assert.equal(await page.locator('#dlg-over[open]').count(), 0, 'no game-over dialog for a record');
    assert.equal(await page.locator('.app').getAttribute('data-mode'), 'view');
    await tab.screenshot('players-master-game');
    // A record whose Termination says the flag fell: a loss on time, said
    // so, and still by colour.
    await page.click('[data-action="load"]');
    await page.fill('.load-text', MASTER.replace('[Result "1-0"]', '[Result "0-1"]\n[Termination "time forfeit"]').replace(/1-0$/, '0-1'));
    await page.click('[data-action="load-text"]');
    await page.locator('[data-status][data-state="game-over"][data-result="black-wins"]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('.status-text').textContent(), '黑方胜：超时');
    assert.equal(await page.locator('[data-status]').getAttribute('data-reason'), 'timeout');
    assert.equal(await page.locator('#dlg-over[open]').count(), 0, 'no game-over dialog for a record');
    tab.assertNoErrors();
    await tab.close();
  });

  test('defect 4 in English: a record\'s result by colour, no "You win"', async () => {
    const tab = await open('390x844', '#sound=0&lang=en');
    const { page } = tab;
    await page.click('[data-action="load"]');
    await page.fill('.load-text', MASTER);
    await page.click('[data-action="load-text"]');
    await page.locator('[data-status][data-state="game-over"][data-result="red-wins"]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('.status-text').textContent(), 'Red wins');
    assert.doesNotMatch(await page.locator('[data-status]').textContent(), /You (win|lose)|resign/i);
    await tab.screenshot('players-master-game-390x844');
    tab.assertNoErrors();
    await tab.close();
  });

  test('defect 5: errors are in the page language and name the move and the line', async () => {
    const tab = await open('390x844', '#sound=0&lang=zh&level=1');
    const { page } = tab;
    await page.fill('#move-text', '车三进一');
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('.input-error').textContent(), '「车三进一」走不了：第3路没有红车。');
    await page.click('[data-action="load"]');
    await page.fill('.load-text', '[Event "x"]\n\n1. 炮二平五 马8进7\n2. 马二进三 车9平8\n3. 车一平二 车8进1\n4. 车二进一 车9平8 *');
    await page.click('[data-action="load-text"]');
    const err = await page.locator('.load-error').textContent();
    assert.equal(err, '无法读取此 PGN：第 6 行：第 4 回合黑方的「车9平8」走不了：第9路没有黑车');
    await tab.screenshot('players-pgn-error-390x844');
    // A FEN with a bad rank, and one with a bad side to move.
    await page.fill('.load-text', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w');
    await page.click('[data-action="load-text"]');
    await page.locator('.load-error', { hasText: 'FEN' }).waitFor();
    assert.equal(await page.locator('.load-error').textContent(), '无法读取此 FEN：第 10 行超过 9 个点');
    await page.fill('.load-text', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x');
    await page.click('[data-action="load-text"]');
    await page.locator('.load-error', { hasText: '走子方' }).waitFor();
    assert.equal(await page.locator('.load-error').textContent(), '无法读取此 FEN：走子方写成了 x，应为 w（红方）或 b（黑方）');
    tab.assertNoErrors();
    await tab.close();

    // Bad links: a position with a short rank, an illegal third move, a
    // level out of range; each named, in Chinese, the rest of the page as usual.
    for (const [fragment, said] of [
      ['fen=rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN+w', '链接无法使用：局面：第 10 行只有 8 个点，应为 9 个。显示开局局面。'],
      ['moves=h2e2,h9g7,e2e9', '链接无法使用：第 3 步“e2e9”不合规则。显示开局局面。'],
      ['level=42', '链接的部分内容被忽略：level=42：难度应为 1 至 15 的数字。'],
    ]) {
      const linked = await open('390x844', `#sound=0&lang=zh&${fragment}`);
      await linked.page.locator('.toast.notice.error.show').waitFor();
      assert.equal(await linked.page.locator('.toast.notice').textContent(), said, fragment);
      assert.equal(await linked.page.locator('[data-board] [data-piece]').count(), 32, 'the opening is shown');
      linked.assertNoErrors();
      await linked.close();
    }
  });

  test('defect 6: the last search after the reply, and the opponent line with the pieces taken', async () => {
    const tab = await open('1280x800', '#sound=0&info=1&level=1');
    const { page } = tab;
    assert.equal(await page.locator('.opp-name').textContent(), 'Computer · level 1, Newcomer');
    await move(page, 'h2', 'h9'); // the cannon takes the horse
    await waitPly(page, 2);
    await waitState(page, 'your-turn');
    assert.match(await page.locator('.status-detail').textContent(), /^Computer's last move: (book move|depth \d+ · [+-]\d+\.\d\d|depth \d+ · mate)/);
    assert.equal(await page.locator('.tk-row[data-by="red"]').textContent(), '馬');
    assert.match(await page.locator('.opp-said').textContent(), /Captured by Red: Black horse/);
    await tab.screenshot('players-opponent-1280x800');
    tab.assertNoErrors();
    await tab.close();
  });

  test('defect 7: the reply comes at a natural pace and slides', async () => {
    const tab = await open('1280x800', '#sound=0&level=1');
    const { page } = tab;
    await page.locator('[data-status][data-engine="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
    // Watch for the reply's slide from the moment the player moves.
    await page.evaluate(() => {
      window.xqSlides = [];
      const seen = new Set();
      const look = () => {
        for (const an of document.getAnimations()) {
          const el = an.effect?.target;
          if (el?.matches?.('[data-piece]') && !seen.has(an)) {
            seen.add(an);
            window.xqSlides.push({ piece: el.getAttribute('data-piece'), ms: an.effect.getTiming().duration, at: performance.now() });
          }
        }
        requestAnimationFrame(look);
      };
      look();
    });
    // The moment each move enters the move list, seen in the page.
    await page.evaluate(() => {
      window.xqPlies = {};
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-movelist] [data-ply]')) window.xqPlies[el.dataset.ply] ??= performance.now();
      }).observe(document.querySelector('[data-movelist]'), { childList: true, subtree: true });
    });
    await move(page, 'h2', 'e2');
    await waitPly(page, 2);
    const gap = await page.evaluate(() => window.xqPlies[2] - window.xqPlies[1]);
    // Held to 0.4-0.8 s by the page (a level 1 search takes a few ms);
    // the upper bound leaves room for a busy machine's frames.
    console.log(`# the reply came ${Math.round(gap)} ms after the move (natural pace 400-800 ms)`);
    assert.ok(gap >= 400, `the reply came ${Math.round(gap)} ms after the move`);
    assert.ok(gap <= 1500, `the reply came ${Math.round(gap)} ms after the move`);
    await page.waitForTimeout(400);
    const slides = await page.evaluate(() => window.xqSlides);
    const black = slides.filter((s) => s.piece === s.piece.toLowerCase());
    assert.ok(black.length >= 1 && black[0].ms >= 250, `the reply's piece did not slide: ${JSON.stringify(slides)}`);
    // The setting turns the pace off.
    await page.click('[data-action="settings"]');
    await page.locator('#dlg-settings [data-setting="pace"]').setChecked(false);
    await page.click('#dlg-settings button[value="close"]');
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('xiangqi')).settings.pace), false);
    tab.assertNoErrors();
    await tab.close();
  });

  test('defect 7: no slide for a player who prefers reduced motion', async () => {
    const tab = await open('390x844', '#sound=0&level=1', { reducedMotion: 'reduce' });
    const { page } = tab;
    await page.locator('[data-status][data-engine="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.evaluate(() => {
      window.xqSlides = 0;
      const look = () => {
        window.xqSlides += document.getAnimations().filter((an) => an.effect?.target?.matches?.('[data-piece]')).length;
        requestAnimationFrame(look);
      };
      look();
    });
    await move(page, 'h2', 'e2');
    await waitPly(page, 2);
    await page.waitForTimeout(400);
    assert.equal(await page.evaluate(() => window.xqSlides), 0, 'a piece slid');
    // The pieces are where the moves put them all the same.
    assert.equal(await page.locator('[data-piece="C"][data-square="e2"]').count(), 1);
    tab.assertNoErrors();
    await tab.close();
  });
});
