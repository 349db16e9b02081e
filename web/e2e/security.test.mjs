// Browser tests of the page's defences: its Content-Security-Policy (no
// violation in normal play; injected inline script, eval and third-party
// requests refused) and hostile links (a 100 KB fragment, script in the FEN
// and other parameters, bad moves, broken escapes), each of which must give
// a clear message and a playable start position.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { distDir, launchBrowser, openPage, startServer } from './harness.mjs';
import { engineReady, move, ready, waitPly } from './board.mjs';

let server;
let browser;
const scriptsInPage = (fs.readFileSync(path.join(distDir, 'index.html'), 'utf8').match(/<script/g) || []).length;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** Records policy violations and dialogs (alert and friends) from the first moment of the page. */
async function openWatched(fragment) {
  const tab = await openPage(browser, null, 'desktop');
  await tab.page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const dialogs = [];
  tab.page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  await tab.page.goto(server.url + fragment);
  await ready(tab.page);
  return { ...tab, dialogs, violations: () => tab.page.evaluate(() => window.__violations) };
}

/** The opening: every piece on its starting point. */
async function assertStartPosition(page) {
  const pieces = await page.locator('[data-board] [data-piece][data-square]').evaluateAll((els) =>
    els.map((e) => e.dataset.piece + e.dataset.square).sort().join(' '),
  );
  const want = ['Ad0', 'Af0', 'Bc0', 'Bg0', 'Cb2', 'Ch2', 'Ke0', 'Nb0', 'Nh0', 'Pa3', 'Pc3', 'Pe3', 'Pg3', 'Pi3', 'Ra0', 'Ri0',
    'ad9', 'af9', 'bc9', 'bg9', 'cb7', 'ch7', 'ke9', 'nb9', 'nh9', 'pa6', 'pc6', 'pe6', 'pg6', 'pi6', 'ra9', 'ri9'];
  assert.equal(pieces, want.sort().join(' '));
}

test('the page carries a strict policy and plays without breaking it', async () => {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
  assert.ok(csp, 'index.html has a Content-Security-Policy');
  for (const want of ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self';", "object-src 'none'"]) {
    assert.ok(csp.includes(want), `the policy has ${want}`);
  }
  assert.ok(!csp.includes('unsafe-inline') && !csp.includes("'unsafe-eval'"), 'no inline script or eval allowed');
  assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<script'), 'the policy comes before every script');

  const tab = await openWatched('#level=1&sound=1');
  const { page } = tab;
  await engineReady(page);
  await move(page, 'h2', 'e2');
  await waitPly(page, 2);
  assert.deepEqual(await tab.violations(), [], 'normal play breaks no rule of the policy');

  // What an attacker's markup would try is refused.
  const tried = await page.evaluate(async () => {
    document.body.insertAdjacentHTML('beforeend', '<img src="data:," onerror="window.__pwned = 1">');
    const s = document.createElement('script');
    s.textContent = 'window.__pwned = 2';
    document.body.append(s);
    // A string for setTimeout is compiled later, by the page itself (code
    // run from the test, like this function, is exempt from the policy).
    setTimeout('window.__pwned = 3', 0);
    let fetchRefused = false;
    try {
      await fetch('https://example.com/steal');
    } catch {
      fetchRefused = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { pwned: window.__pwned ?? null, fetchRefused };
  });
  assert.deepEqual(tried, { pwned: null, fetchRefused: true });
  const refused = (await tab.violations()).join('\n');
  for (const [directive, n] of [['script-src', 3], ['connect-src', 1]]) {
    assert.equal(refused.split(directive).length - 1, n, `${directive} refusals in\n${refused}`);
  }
  await tab.close();
});

const hostile = [
  ['a 100 KB fragment', `#fen=${'x'.repeat(100_000)}&moves=h2e2`, /too long/],
  ['script in the FEN', '#fen=<script>alert(1)</script>&moves=zz', /could not be used/],
  ['markup in other parameters', '#side=<img src=x onerror=alert(1)>&lang="><svg/onload=alert(2)>&level=javascript:alert(3)', /ignored/],
  ['illegal moves', '#moves=h2e2,h2e2,a0a9', /could not be used.*not legal/],
  ['broken escapes', '#fen=%E0%A4%A&moves=%zz&level=%', /ignored/],
];

for (const [name, fragment, message] of hostile) {
  test(`hostile link, ${name}: a clear message and a playable start position`, async () => {
    const tab = await openWatched(fragment);
    const { page } = tab;
    const toast = page.locator('.toast');
    await page.locator('.toast.show').waitFor();
    assert.match(await toast.textContent(), message);
    assert.ok((await toast.textContent()).length < 300, 'the message does not repeat the whole link');
    await assertStartPosition(page);
    assert.equal(await page.locator('script').count(), scriptsInPage, 'no script element was added');
    assert.equal(await page.locator('[data-board] img, [data-board] foreignObject, body > img, body > svg').count(), 0);
    await engineReady(page);
    await move(page, 'h2', 'e2');
    await waitPly(page, 2);
    assert.deepEqual(tab.dialogs, [], 'no dialog opened');
    assert.deepEqual(await tab.violations(), []);
    tab.assertNoErrors();
    await tab.close();
  });
}
