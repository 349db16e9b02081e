// Browser tests of opening the files players have: an XQF file (masked,
// version 1.8) with variations and comments, PGN in GBK, Big5 and UTF-16,
// a forum post in GBK, a file that cannot be read (with its message in the
// page's language), and the share dialog's forum text. The page reads the
// bytes and decodes old encodings with the browser's TextDecoder. Screenshots
// of the load and share dialogs in each Chinese script go to
// dist/screenshots/files-*.png. The traditional page writes the moves in
// traditional characters (傌二進三).

import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, repoRoot, startServer } from './harness.mjs';
import { ready } from './board.mjs';

const xqfData = path.join(repoRoot, 'engine', 'xqf', 'testdata');
const fileData = path.join(repoRoot, 'engine', 'gamefile', 'testdata');

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

async function openFile(page, file) {
  await page.click('[data-action="load"]');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click('[data-action="open-file"]')]);
  await chooser.setFiles(file);
}

// The annotated game of the samples: 胡荣华 against 杨官璘, six moves on the
// main line and ten in variations.
async function expectAnnotated(page, red) {
  await page.locator('[data-movelist] [data-ply="6"]').waitFor({ state: 'attached' });
  assert.equal(await page.locator('[data-movelist] [data-ply]').count(), 6);
  assert.equal(await page.locator('[data-movelist] button[data-variation]').count(), 10);
  assert.equal(await page.locator('#dlg-load[open]').count(), 0);
  // The players' names are drawn with the panels, which a redraw may leave
  // to a task after the move list's (web/ui renderParts): wait for them.
  if (red) {
    await page
      .waitForFunction((red) => document.body.innerText.includes(red), red, { timeout: 5_000 })
      .catch(async () => assert.match(await page.locator('body').innerText(), new RegExp(red)));
  }
}

const unreadable = {
  en: /XQF file of version 2\.0/,
  zh: /2\.0 版的 XQF 文件/,
  'zh-Hant': /2\.0 版的 XQF 檔案/,
};
// The first move of the annotated game as the move list writes it.
const firstMove = { en: '炮二平五', zh: '炮二平五', 'zh-Hant': '炮二平五' };
const horseMove = { en: '马二进三', zh: '马二进三', 'zh-Hant': '傌二進三' };

for (const { lang, viewport, red } of [
  { lang: 'zh', viewport: 'desktop', red: '胡荣华' },
  { lang: 'zh-Hant', viewport: 'desktop', red: '胡荣华' },
  { lang: 'zh-Hant', viewport: 'phone', red: '胡荣华' },
  { lang: 'en', viewport: 'phone', red: '胡荣华' },
]) {
  describe(`files in ${lang} at ${viewport} size`, () => {
    test('XQF, GBK, Big5 and UTF-16 files open with their variations', async () => {
      const tab = await openPage(browser, null, viewport);
      const { page } = tab;
      await page.goto(server.url + `#lang=${lang}&notation=chinese&mode=analysis`);
      await ready(page);

      await openFile(page, path.join(xqfData, 'annotated-v18.xqf'));
      await expectAnnotated(page, red);
      const list = await page.locator('[data-movelist]').innerText();
      assert.ok(list.includes(firstMove[lang]) && list.includes(horseMove[lang]), `move list in ${lang}:\n${list}`);
      await tab.screenshot(`files-xqf-${lang}-${viewport}`);

      for (const name of ['annotated-gbk.pgn', 'annotated-utf16le-bom.pgn', 'annotated-forum-gbk.txt']) {
        await page.click('[data-action="new"]');
        await page.click('#dlg-new [data-action="start"]');
        await page.waitForFunction(() => document.querySelectorAll('[data-movelist] [data-ply]').length === 0);
        await openFile(page, path.join(fileData, name));
        await expectAnnotated(page, red);
      }
      await openFile(page, path.join(fileData, 'annotated-big5.pgn'));
      await expectAnnotated(page, '胡榮華');

      // A file of a version that cannot be read: a message that names it,
      // and the game stays.
      await openFile(page, path.join(xqfData, 'version-2.0.xqf'));
      await page.locator('.load-error:not(:empty)').waitFor();
      const message = await page.locator('.load-error').textContent();
      assert.match(message, unreadable[lang]);
      await tab.screenshot(`files-unreadable-${lang}-${viewport}`);
      await page.click('#dlg-load button[value="cancel"]');
      assert.equal(await page.locator('[data-movelist] [data-ply]').count(), 6);

      // The share dialog's forum text carries the game and its variations.
      await page.click('[data-action="share"]');
      const forum = await page.locator('.share-forum').inputValue();
      assert.match(forum, /^\[DhtmlXQ\]\n/);
      assert.match(forum, /\[DhtmlXQ_movelist\]774770627967807089791022\[\/DhtmlXQ_movelist\]/);
      assert.match(forum, /\[DhtmlXQ_move_0_1_1\]/);
      assert.match(forum, /\[DhtmlXQ_red\]胡榮華\[\/DhtmlXQ_red\]/);
      await page.locator('.share-forum').scrollIntoViewIfNeeded();
      await tab.screenshot(`files-share-${lang}-${viewport}`);
      tab.assertNoErrors();
      await tab.close();
    });
  });
}
