// The opening book as a file of the site (book.bin), which xiangqi.wasm no
// longer carries: the site's engine worker fetches it in the background and
// then answers the start position from it; with book.bin missing the worker
// plays all the same, by search. Prints when the site's worker was ready and
// when its book had arrived.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { askStart, ready } from './board.mjs';
import { launchBrowser, openPage, startServer } from './harness.mjs';

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

test('the worker fetches book.bin and answers the opening from it', async (t) => {
  const tab = await openPage(browser, null, 'desktop');
  const { page } = tab;
  const fetched = [];
  page.context().on('request', (r) => r.url().endsWith('/book.bin') && fetched.push(r.url()));
  await page.goto(server.url + '#sound=0');
  await ready(page);
  await page.locator('[data-status][data-engine="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  const answers = await page.evaluate(askStart, { tries: 50 });
  const last = answers.at(-1);
  assert.equal(last.book, true, `no book answer in ${answers.length} tries: ${JSON.stringify(answers)}`);
  t.diagnostic(`book answer ${last.move} after ${answers.length} go(s)`);
  // The site's own worker fetched it too (once per worker; the HTTP cache
  // or the service worker answers the second).
  assert.ok(fetched.length >= 1, 'no worker fetched book.bin');
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return { load: nav?.loadEventEnd };
  });
  t.diagnostic(`page load event at ${timing.load?.toFixed(0)} ms; book.bin requests: ${fetched.length}`);
  tab.assertNoErrors();
  await tab.close();
});

test('without book.bin the worker plays by search', async () => {
  const tab = await openPage(browser, null, 'desktop');
  const { page } = tab;
  await page.context().route('**/book.bin', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(server.url + '#sound=0');
  await ready(page);
  await page.locator('[data-status][data-engine="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  const answers = await page.evaluate(askStart, { tries: 3 });
  assert.equal(answers.length, 3);
  assert.ok(answers.every((a) => !a.book && /^[a-i]\d[a-i]\d$/.test(a.move)), JSON.stringify(answers));
  // And the page's game goes on: 炮二平五, answered by the engine.
  await page.locator('[data-board] rect[data-square="h2"]').click();
  await page.locator('[data-board] rect[data-square="e2"]').click();
  await page.locator('[data-movelist] [data-ply="2"]').waitFor({ state: 'attached', timeout: 30_000 });
  // The 404s are what this test asked for.
  assert.ok(tab.errors.every((e) => e.includes('book.bin')), tab.errors.join('\n'));
  await tab.close();
});
