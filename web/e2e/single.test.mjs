// Browser test of the single-file build (`xiangqi single`, what
// `./build.sh single` writes to dist-single/xiangqi.html), opened straight
// from disk: a file:// URL, where the browser allows no fetch of a file and
// no worker from one. The board must appear and the engine answer a move
// made by clicking squares, with no request leaving the page and no
// Content-Security-Policy complaint; the engine's worker, made from a Blob,
// answers the start position from the opening book, which the file carries.
// Prints the file's size and its time to interactive from file://.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { ensureDist, launchBrowser, openPage, xiangqiBinary } from './harness.mjs';
import { askStart, engineReady, move, ready, waitPly } from './board.mjs';

let browser;
let file;
const measured = {};

before(async () => {
  const dist = await ensureDist();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xiangqi-single-'));
  file = path.join(dir, 'xiangqi.html');
  await promisify(execFile)(await xiangqiBinary(), ['single', '--dist', dist, '--out', file]);
  measured['size of the single file'] = `${(fs.statSync(file).size / (1 << 20)).toFixed(2)} MiB`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
  console.log('\nsingle-file measurements:');
  for (const [k, v] of Object.entries(measured)) console.log(`  ${k}: ${v}`);
});

for (const viewport of ['desktop', 'phone']) {
  test(`${viewport}: from file://, the board appears and the engine answers a move`, async () => {
    const tab = await openPage(browser, null, viewport);
    const { page } = tab;
    const outside = [];
    page.on('request', (req) => {
      if (!/^(file|data|blob):/.test(req.url())) outside.push(req.url());
    });
    const violations = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    try {
      await page.goto(`${pathToFileURL(file).href}#level=1&sound=1`);
      await ready(page);
      await engineReady(page);
      const times = await page.evaluate(() => ({
        interactive: performance.getEntriesByName('xiangqi-interactive')[0]?.startTime,
        engine: performance.now(),
      }));
      assert.ok(times.interactive > 0, 'the page set its xiangqi-interactive mark');
      measured[`${viewport}: time to interactive from file://`] = `${Math.round(times.interactive)} ms`;
      measured[`${viewport}: engine ready by`] = `${Math.round(times.engine)} ms`;

      await move(page, 'h2', 'e2');
      await waitPly(page, 2);
      assert.equal(await page.locator('[data-piece="C"][data-square="e2"]').count(), 1);
      await tab.screenshot(`single-${viewport}`);
      assert.deepEqual(outside, [], 'no request left the file');
      assert.deepEqual(violations, [], 'no Content-Security-Policy violation');
      tab.assertNoErrors();
    } finally {
      await tab.close();
    }
  });
}

test('from file://, the worker answers the opening from the book the file carries', async () => {
  const tab = await openPage(browser, null, 'desktop');
  const { page } = tab;
  try {
    await page.goto(`${pathToFileURL(file).href}#level=1`);
    await ready(page);
    // A worker of its own, made the way the page makes its engine, asked
    // for the start position until it answers from the book (which arrives
    // in the background) or 40 tries have passed.
    const answers = await page.evaluate(askStart, { tries: 40, boot: true });
    const last = answers[answers.length - 1];
    assert.equal(last.book, true, `no book answer in ${answers.length} tries: ${JSON.stringify(answers)}`);
    measured['book answer from file:// after'] = `${answers.length} go(s)`;
    tab.assertNoErrors();
  } finally {
    await tab.close();
  }
});
