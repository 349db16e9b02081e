// Without a mouse, without sight (issue 15): a whole game played by the
// keyboard alone at the five sizes, hearing every move, the engine's reply
// and the end in the live region; the board's accessibility tree (a grid of
// ten rows of named points) dumped and checked in English, simplified and
// traditional Chinese; dialogs that take the focus, close with one Escape
// and give the focus back; focus rings no container clips; text contrast of
// at least 4.5:1 in both themes; a name on every button. The tree's dump
// and the figures go to dist/screenshots/ (a11y-*.txt) beside the
// screenshots.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, screenshotDir, startServer } from './harness.mjs';
import { SIZES, axTree, descendants, dump, focusRing, measureContrast, openAtSize } from './a11y.mjs';

// Red to move; after d0d1 Black's only move is e9f9, and b0b9 mates.
const MATE_IN_TWO = '4k4/R8/9/9/9/9/9/9/9/1R1K5+w';

let server;
let browser;
const figures = [];

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (figures.length) {
    fs.mkdirSync(screenshotDir, { recursive: true });
    fs.writeFileSync(path.join(screenshotDir, 'a11y-figures.txt'), figures.join('\n') + '\n');
    console.log(`# accessibility figures:\n${figures.map((f) => `#   ${f}`).join('\n')}`);
  }
});

const open = (size, fragment, extra) => openAtSize(browser, server.url, size, fragment, extra);

const heard = (page) => page.locator('[data-announce]').textContent();
const active = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('data-square') ? `point ${el.getAttribute('data-square')} ${el.getAttribute('aria-label')}` : el?.tagName;
  });

/** Presses Tab until a point of the board has the focus. */
async function tabToBoard(page) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if ((await active(page)).startsWith('point')) return;
  }
  assert.fail('Tab never reached the board');
}

async function press(page, key, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

describe('a game by keyboard alone', () => {
  for (const size of Object.keys(SIZES)) {
    test(`mate in two at ${size}, heard move by move`, async () => {
      const tab = await open(size, `#fen=${MATE_IN_TWO}&level=1&sound=0`);
      const { page } = tab;
      await page.locator('[data-status][data-engine="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
      await tabToBoard(page);
      // The cursor rests on Red's general, named for screen readers, with
      // its ring drawn.
      assert.equal(await active(page), 'point d0 Red general, d0');
      await page.locator('[data-board] .cursor').waitFor({ state: 'attached' });
      await press(page, 'Enter');
      assert.match(await heard(page), /Red general on d0 picked up: one move/);
      await press(page, 'ArrowUp');
      assert.equal(await active(page), 'point d1 d1, empty, can move here');
      await press(page, 'Enter');
      await page.locator('[data-movelist] [data-ply="2"]').waitFor({ state: 'attached', timeout: 30_000 });
      await page.locator('[data-status][data-state="your-turn"]').waitFor({ state: 'attached' });
      assert.equal(await heard(page), 'Black: K5.6', 'the engine reply is heard');
      // b0 is two to the left and one down; the chariot goes up nine.
      await press(page, 'ArrowLeft', 2);
      await press(page, 'ArrowDown');
      assert.equal(await active(page), 'point b0 Red chariot, b0');
      await press(page, 'Enter');
      await press(page, 'ArrowUp', 9);
      assert.equal(await active(page), 'point b9 b9, empty, can move here');
      await press(page, 'Enter');
      await page.locator('[data-status][data-state="game-over"][data-reason="checkmate"]').waitFor({ state: 'attached' });
      assert.equal(await heard(page), 'Red: R8+9, check You win! Red wins: checkmate', 'the mate and the end are heard together');
      // The game-over dialog takes the focus; one Escape closes it and the
      // focus goes back to the board.
      await page.locator('#dlg-over[open]').waitFor({ timeout: 10_000 });
      assert.ok(await page.evaluate(() => document.querySelector('#dlg-over').contains(document.activeElement)), 'the dialog has the focus');
      await tab.screenshot(`a11y-over-${size}`);
      await press(page, 'Escape');
      await page.locator('#dlg-over[open]').waitFor({ state: 'detached' });
      assert.match(await active(page), /^point b9/, 'the focus is back on the board');
      await tab.screenshot(`a11y-game-${size}`);
      tab.assertNoErrors();
      await tab.close();
    });
  }

  test('typed moves, p and r read the position, in Chinese', async () => {
    const tab = await open('1280x800', `#lang=zh&sound=0&level=1`);
    const { page } = tab;
    await page.locator('#move-text').fill('炮二平五');
    await page.keyboard.press('Enter');
    await page.locator('[data-movelist] [data-ply="2"]').waitFor({ state: 'attached', timeout: 30_000 });
    await tabToBoard(page);
    assert.equal(await active(page), 'point e0 红帅，五路底线');
    await press(page, 'p');
    assert.match(await heard(page), /^红方：帅 五路底线；仕 六路底线、四路底线；/);
    await press(page, 'r');
    assert.match(await heard(page), /^对方底线：九路黑车、/);
    tab.assertNoErrors();
    await tab.close();
  });
});

describe('the accessibility tree', () => {
  for (const [lang, name, cell, empty] of [
    ['en', 'Xiangqi board', 'Red chariot, a0', /^[a-i][0-9], empty$/],
    ['zh', '象棋棋盘', '红车，九路底线', /^[一二三四五六七八九]路.+，空$/],
    ['zh-Hant', '象棋棋盤', '紅俥，九路底線', /^[一二三四五六七八九]路.+，空$/],
  ]) {
    test(`board, points, moves and dialogs named (${lang})`, async () => {
      const tab = await open('1280x800', `#lang=${lang}&sound=0&moves=h2e2+h9g7`);
      const { page } = tab;
      let tree = await axTree(page);
      const all = descendants(tree, tree.root);
      const grids = all.filter((n) => n.role === 'grid');
      assert.equal(grids.length, 1, 'one grid');
      assert.equal(grids[0].name, name);
      const inGrid = descendants(tree, grids[0].id);
      const rows = inGrid.filter((n) => n.role === 'row');
      const cells = inGrid.filter((n) => n.role === 'gridcell');
      assert.equal(rows.length, 10, 'ten rows');
      assert.equal(cells.length, 90, 'ninety points');
      assert.ok(cells.every((c) => c.name), 'every point has a name');
      assert.ok(cells.some((c) => c.name === cell), `a point named ${cell}`);
      assert.ok(cells.some((c) => empty.test(c.name)), 'an empty point named');
      assert.equal(cells[0].name.split(/[,，]/).length >= 2, true);
      // Nothing drawn on the board (pieces, labels) reaches the tree.
      assert.ok(!inGrid.some((n) => n.role === 'image' || n.role === 'graphics-symbol'), 'no drawing in the tree');
      // The moves are buttons named by their text.
      const moves = all.filter((n) => n.role === 'button' && n.name && /^(C2\.5|H8\+7|炮二平五|马8进7|炮二平五|馬８進７)$/.test(n.name));
      assert.ok(moves.length >= 2, `the moves are named buttons: ${moves.map((m) => m.name)}`);
      // Every button has a name, icon-only or not.
      const unnamed = all.filter((n) => n.role === 'button' && !n.name.trim());
      assert.deepEqual(unnamed.map((n) => n.id), [], 'a button without a name');
      const lines = dump(tree, grids[0].id);
      // A dialog is a named dialog.
      await page.click('[data-action="settings"]');
      await page.locator('#dlg-settings[open]').waitFor();
      tree = await axTree(page);
      const dialogs = descendants(tree, tree.root).filter((n) => n.role === 'dialog');
      assert.equal(dialogs.length, 1);
      assert.ok(dialogs[0].name, 'the settings dialog is named');
      lines.push('', ...dump(tree, dialogs[0].id));
      fs.mkdirSync(screenshotDir, { recursive: true });
      fs.writeFileSync(path.join(screenshotDir, `a11y-tree-${lang}.txt`), lines.join('\n') + '\n');
      tab.assertNoErrors();
      await tab.close();
    });
  }
});

describe('dialogs and focus rings', () => {
  test('every dialog takes the focus, closes with one Escape and gives the focus back', async () => {
    const tab = await open('1280x800', '#sound=0');
    const { page } = tab;
    for (const [action, id] of [
      ['settings', 'dlg-settings'],
      ['new', 'dlg-new'],
      ['load', 'dlg-load'],
      ['share', 'dlg-share'],
      ['lessons', 'dlg-lessons'],
      ['puzzles', 'dlg-puzzles'],
    ]) {
      await page.locator(`[data-action="${action}"]`).focus();
      await page.keyboard.press('Enter');
      await page.locator(`#${id}[open]`).waitFor();
      assert.ok(await page.evaluate((d) => document.getElementById(d).contains(document.activeElement), id), `${id} has the focus`);
      await page.keyboard.press('Escape');
      await page.locator(`#${id}[open]`).waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-action')), action, `the focus is back on ${action}`);
    }
    // The keys dialog opens from anywhere with ?.
    await page.locator('body').focus();
    await page.keyboard.press('?');
    await page.locator('#dlg-keys[open]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('#dlg-keys[open]').waitFor({ state: 'detached' });
    tab.assertNoErrors();
    await tab.close();
  });

  for (const size of Object.keys(SIZES)) {
    test(`focus rings are never clipped at ${size}`, async () => {
      const tab = await open(size, '#sound=0&moves=h2e2+h9g7+h0g2+i9h9');
      const { page } = tab;
      const problems = [];
      const seen = new Set();
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(focusRing);
        if (!ring) continue;
        if (seen.has(ring.name) && seen.size > 5) break;
        seen.add(ring.name);
        if (!ring.drawn) problems.push(`${ring.name}: no focus ring`);
        for (const c of ring.clipped) problems.push(`${ring.name}: clipped by ${c}`);
      }
      figures.push(`${size}: ${seen.size} focus stops checked, ${problems.length} clipped or missing`);
      assert.deepEqual(problems, []);
      assert.ok(seen.size >= 15, `only ${seen.size} focus stops`);
      tab.assertNoErrors();
      await tab.close();
    });
  }
});

// A commented game with a variation, for the viewer's notes and branches.
const VIEWED = `[Event "A commented game"]
[Red "Hu Ronghua"]
[Black "Yang Guanlin"]

{The most popular opening.} 1. C2.5 {The central cannon.} H8+7
2. H2+3 (2. H8+7 {Both horses first.} R9.8) R9.8 3. R1.2 {The chariot comes out.} *`;

describe('the editor, the explorer and the viewer', () => {
  // Each of the merged panels as a player opens it: its buttons (many of
  // them icons alone: the palette's pieces, the step buttons, autoplay)
  // named in the accessibility tree, and its text at 4.5:1 or more in
  // both themes.
  const panels = [
    ['editor', '#sound=0&mode=editor', async (page) => {
      // Cleared: the reasons it cannot be played are shown too.
      await page.locator('[data-editor]:not([hidden])').waitFor();
      await page.click('[data-action="editor-clear"]');
      await page.locator('[data-editor-error] p').first().waitFor();
    }],
    ['explorer', '#sound=0&moves=h2e2', async (page) => {
      await page.click('[data-action="explorer"]');
      await page.locator('[data-explorer][data-state="ready"] [data-explorer-move]').first().waitFor({ timeout: 30_000 });
    }],
    ['viewer', `#sound=0&mode=view&ply=1&pgn=${encodeURIComponent(VIEWED)}`, async (page) => page.locator('[data-viewer]:not([hidden]) .viewer-comment').waitFor()],
    ['viewer with a branch', `#sound=0&mode=view&ply=2&pgn=${encodeURIComponent(VIEWED)}`, async (page) => page.locator('[data-viewer]:not([hidden]) .viewer-branches [data-path]').first().waitFor()],
  ];
  for (const theme of ['light', 'dark']) {
    for (const [name, fragment, show] of panels) {
      test(`${name} (${theme}): every button named, text at 4.5:1`, async () => {
        const tab = await open('1280x800', `${fragment}&theme=${theme}`, { colorScheme: theme });
        const { page } = tab;
        await show(page);
        const tree = await axTree(page);
        const all = descendants(tree, tree.root);
        const buttons = all.filter((n) => n.role === 'button' || n.role === 'togglebutton');
        assert.ok(buttons.length >= 10, `only ${buttons.length} buttons in the tree`);
        assert.deepEqual(buttons.filter((n) => !n.name.trim()).map((n) => n.id), [], 'a button without a name');
        // Icon-only buttons: no text of their own, so their name must come
        // from a label; every one of them has it.
        const iconOnly = await page.evaluate(() =>
          [...document.querySelectorAll('button')]
            .filter((b) => b.getBoundingClientRect().width > 0 && !b.textContent.trim())
            .filter((b) => !(b.getAttribute('aria-label') || b.getAttribute('title') || b.getAttribute('aria-labelledby')))
            .map((b) => b.outerHTML.slice(0, 120)),
        );
        assert.deepEqual(iconOnly, [], 'an icon-only button without a label');
        // Colours are measured once they have settled (a button's colour
        // eases over 0.15 s when it changes).
        await page.waitForFunction(() => !document.getAnimations().some((an) => an instanceof CSSTransition));
        const m = await page.evaluate(measureContrast, null);
        figures.push(`${theme} ${name}: ${m.count} texts, ${buttons.length} buttons, lowest contrast ${m.min.toFixed(2)} (${m.worst[0]?.where} "${m.worst[0]?.text}")`);
        const low = m.worst.filter((w) => w.ratio < 4.5).map((w) => `${w.where} "${w.text}" ${w.ratio.toFixed(2)} ${w.fg} on ${JSON.stringify(w.bg)}`);
        assert.deepEqual(low, [], `${name}: text below 4.5:1`);
        await tab.screenshot(`a11y-${name}-${theme}`);
        tab.assertNoErrors();
        await tab.close();
      });
    }
  }
});

describe('text contrast', () => {
  for (const theme of ['light', 'dark']) {
    test(`at least 4.5:1 everywhere in the ${theme} theme`, async () => {
      const tab = await open('1280x800', `#sound=0&theme=${theme}&moves=h2e2+h9g7`, { colorScheme: theme });
      const { page } = tab;
      const report = [];
      const check = async (what, selector) => {
        const m = await page.evaluate(measureContrast, selector);
        report.push(`${theme} ${what}: ${m.count} texts, lowest ${m.min.toFixed(2)} (${m.worst[0]?.where} "${m.worst[0]?.text}")`);
        const low = m.worst.filter((w) => w.ratio < 4.5).map((w) => `${w.where} "${w.text}" ${w.ratio.toFixed(2)} ${w.fg} on ${JSON.stringify(w.bg)}`);
        assert.deepEqual(low, [], `${what}: text below 4.5:1`);
      };
      await check('page', null);
      for (const [action, id] of [
        ['settings', 'dlg-settings'],
        ['new', 'dlg-new'],
        ['lessons', 'dlg-lessons'],
      ]) {
        await page.click(`[data-action="${action}"]`);
        await page.locator(`#${id}[open]`).waitFor();
        await check(id, `#${id}`);
        await page.keyboard.press('Escape');
      }
      // A lesson's card, and a message over the status line.
      await page.click('[data-action="lessons"]');
      await page.click('[data-lesson="general"]');
      await page.locator('[data-lesson-card]:not([hidden])').waitFor();
      await check('lesson', null);
      await tab.screenshot(`a11y-contrast-${theme}`);
      figures.push(...report);
      tab.assertNoErrors();
      await tab.close();
    });
  }
});
