// Learn to play (学棋, issue 15): the primer reached from the first screen, a
// lesson per piece (its points shown, then a small task) and the rules
// lessons, played by taps as a beginner on a phone would; the progress kept
// across a reload; the list in every interface language; a lesson by
// keyboard alone. Screenshots of a lesson at the five sizes, light and dark,
// go to dist/screenshots/lessons-*.png.

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

const tap = (page, sq) => page.locator(`[data-board] rect[data-square="${sq}"]`).click();
const card = (page) => page.locator('[data-lesson-card]');
const state = (page, name, s) => page.locator(`[data-lesson-card][data-lesson="${name}"][data-lesson-state="${s}"]`).waitFor({ timeout: 15_000 });

describe('the primer', () => {
  test('from the first screen on a phone: the general, the advisor, kept across a reload', async () => {
    const tab = await open('390x844', '#sound=0');
    const { page } = tab;
    // The invitation is on the first screen, no scrolling needed.
    const welcome = page.locator('[data-welcome]');
    await welcome.waitFor();
    const box = await welcome.boundingBox();
    assert.ok(box.y + box.height <= 844, `the invitation ends at ${box.y + box.height}`);
    await tab.screenshot('lessons-welcome-390x844');
    await page.click('[data-action="welcome-learn"]');
    await state(page, 'general', 'look');
    assert.equal(await page.locator('.ls-label').textContent(), 'Lesson 1 of 12');
    assert.equal(await page.locator('.app').getAttribute('data-mode'), 'lesson');
    // The general is picked up with its points marked.
    assert.equal(await page.locator('[data-board] .dest').count(), 4);
    await tab.screenshot('lessons-look-390x844');
    await page.click('[data-action="lesson-next"]');
    await state(page, 'general', 'playing');
    assert.equal(await page.locator('[data-board] .goal').count(), 1);
    await tap(page, 'f1');
    await tap(page, 'f2');
    await state(page, 'general', 'done');
    assert.match(await page.locator('.ls-message').textContent(), /finished “The general”/);
    await page.click('[data-action="lesson-next"]');
    await state(page, 'advisor', 'look');
    await page.click('[data-action="lesson-next"]');
    await state(page, 'advisor', 'playing');
    // A wrong try: the general moves instead.
    await tap(page, 'e0');
    await tap(page, 'e1');
    await state(page, 'advisor', 'missed');
    assert.match(await page.locator('.ls-message').textContent(), /piece the lesson is about/);
    await tab.screenshot('lessons-missed-390x844');
    await page.click('[data-action="lesson-restart"]');
    await state(page, 'advisor', 'playing');
    await tap(page, 'e1'); // the advisor is picked up already
    await tap(page, 'f2');
    await state(page, 'advisor', 'done');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('xiangqi-lessons')));
    assert.deepEqual(saved.done, ['general', 'advisor']);
    // A reload goes back to the lesson in hand.
    await page.click('[data-action="lesson-next"]');
    await state(page, 'elephant', 'look');
    await page.reload();
    await page.waitForSelector('.app[data-ui="ready"] [data-status][data-state]');
    await state(page, 'elephant', 'look');
    await page.click('[data-action="lesson-list"]');
    await page.locator('#dlg-lessons[open]').waitFor();
    assert.equal(await page.locator('.ls-progress').textContent(), '2 of 12 done');
    assert.equal(await page.locator('[data-lesson-list] [data-lesson="general"]').getAttribute('data-done'), 'true');
    assert.equal(await page.locator('[data-lesson-list] [data-lesson="elephant"]').getAttribute('aria-current'), 'true');
    await tab.screenshot('lessons-list-390x844');
    await page.keyboard.press('Escape');
    // Leaving for a game: the invitation does not come back once lessons are done.
    await page.click('[data-action="new"]');
    await page.click('#dlg-new [data-action="start"]');
    await card(page).waitFor({ state: 'hidden' });
    assert.equal(await page.locator('[data-welcome]').isVisible(), false);
    tab.assertNoErrors();
    await tab.close();
  });

  test('the rules: check, mate, the flying general, stalemate, perpetual check', async () => {
    const tab = await open('1280x800', '#sound=0&lang=zh');
    const { page } = tab;
    const start = async (name) => {
      await page.click('[data-action="lessons"]');
      await page.click(`[data-lesson-list] [data-lesson="${name}"]`);
    };
    await start('check');
    await tap(page, 'a1');
    await tap(page, 'e1');
    await state(page, 'check', 'done');
    await page.click('[data-action="lesson-next"]');
    await state(page, 'check', 'playing');
    // In check: a move that leaves the general in check is refused.
    await tap(page, 'e0');
    await tap(page, 'e1');
    assert.equal(await page.locator('.app').getAttribute('data-mode'), 'lesson');
    await tap(page, 'c2');
    await tap(page, 'e3'); // the horse blocks
    await state(page, 'check', 'done');
    await start('flying');
    await tap(page, 'a1');
    await tap(page, 'd1');
    await state(page, 'flying', 'done');
    assert.equal(await page.locator('#dlg-over[open]').count(), 0, 'no game-over dialog in a lesson');
    await start('stalemate');
    await tap(page, 'f0');
    await tap(page, 'e0');
    await state(page, 'stalemate', 'done');
    await start('perpetual');
    for (const [from, to] of [['e1', 'f1'], ['f1', 'e1'], ['e1', 'f1'], ['f1', 'e1']]) {
      await page.locator('[data-status][data-state="your-turn"]').waitFor({ state: 'attached' });
      await tap(page, from);
      await tap(page, to);
      await page.waitForTimeout(100);
    }
    await state(page, 'perpetual', 'done');
    assert.match(await page.locator('.status-text').textContent(), /长将判负/);
    await tab.screenshot('lessons-perpetual-zh-1280x800');
    tab.assertNoErrors();
    await tab.close();
  });

  test('by keyboard alone: the chariot lesson', async () => {
    const tab = await open('1280x800', '#sound=0');
    const { page } = tab;
    await page.locator('[data-action="lessons"]').focus();
    await page.keyboard.press('Enter');
    await page.locator('#dlg-lessons[open]').waitFor();
    await page.locator('[data-lesson-list] [data-lesson="chariot"]').focus();
    await page.keyboard.press('Enter');
    await state(page, 'chariot', 'look');
    await page.locator('[data-action="lesson-next"]').focus();
    await page.keyboard.press('Enter');
    await state(page, 'chariot', 'playing');
    // Tab to the board: the cursor is on the general (e0); the chariot
    // on a0, already picked up, goes to a7 and then to h7.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => !!document.activeElement?.matches('[data-board] rect'))) break;
    }
    for (const k of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft']) await page.keyboard.press(k);
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await state(page, 'chariot', 'done');
    assert.match(await page.locator('[data-announce]').textContent(), /Well done/);
    tab.assertNoErrors();
    await tab.close();
  });

  for (const [lang, title, first] of [
    ['en', 'Learn to play', 'The general'],
    ['zh', '学下象棋', '帅（将）'],
    ['zh-Hant', '學下象棋', '帥（將）'],
  ]) {
    test(`the list in ${lang}`, async () => {
      const tab = await open('768x1024', `#sound=0&lang=${lang}`);
      const { page } = tab;
      await page.click('[data-action="lessons"]');
      await page.locator('#dlg-lessons[open]').waitFor();
      assert.equal(await page.locator('#dlg-lessons-title').textContent(), title);
      assert.equal(await page.locator('[data-lesson-list] [data-lesson] .ls-name').first().textContent(), first);
      assert.equal(await page.locator('[data-lesson-list] [data-lesson]').count(), 12);
      await tab.screenshot(`lessons-list-${lang}`);
      tab.assertNoErrors();
      await tab.close();
    });
  }

  for (const size of Object.keys(SIZES)) {
    for (const theme of ['light', 'dark']) {
      test(`a lesson at ${size}, ${theme}`, async () => {
        const lang = theme === 'dark' ? 'zh' : 'en';
        const tab = await open(size, `#sound=0&lang=${lang}&theme=${theme}`, { colorScheme: theme });
        const { page } = tab;
        await page.click('[data-action="lessons"]');
        await page.click('[data-lesson-list] [data-lesson="cannon"]');
        await state(page, 'cannon', 'look');
        await page.click('[data-action="lesson-next"]');
        await state(page, 'cannon', 'playing');
        const m = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, card: document.querySelector('[data-lesson-card]').getBoundingClientRect() }));
        assert.ok(m.sw <= SIZES[size].viewport.width, `sideways scrolling: ${m.sw}`);
        assert.ok(m.card.width > 0);
        await page.waitForTimeout(400); // the pieces' slide to the lesson's set-up
        await tab.screenshot(`lessons-${size}-${theme}`);
        tab.assertNoErrors();
        await tab.close();
      });
    }
  }
});
