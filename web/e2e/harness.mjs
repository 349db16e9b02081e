// Helpers shared by the browser tests (run with `node --test web/e2e/`).
//
// A test file typically does:
//
//   const server = await startServer();           // serves dist/ on a free port
//   const browser = await launchBrowser();        // headless Debian chromium
//   const tab = await openPage(browser, server.url, 'phone');
//   ... drive tab.page ...
//   await tab.screenshot('start-phone');          // dist/screenshots/start-phone.png
//   tab.assertNoErrors();
//   await tab.close(); await browser.close(); await server.close();
//
// `./build.sh test` builds dist/ and the xiangqi binary first and passes the
// binary in XIANGQI_BIN; run on their own, the helpers build what is missing.

import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';

const execFileAsync = promisify(execFile);

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The built site. */
export const distDir = path.join(repoRoot, 'dist');
/** Where screenshots go; dist/ is git-ignored, so they never get committed. */
export const screenshotDir = path.join(distDir, 'screenshots');
/** Debian's chromium; override with CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Browser context options for the viewports the tests use. */
export const viewports = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
};

// Flags that keep chromium quiet and reproducible: no network of its own, no
// updates, no sandbox (CI runs as root).
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// Temp dirs made by this process, removed when it exits.
const tempDirs = [];
process.on('exit', () => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function makeTempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds the site with ./build.sh if dist/ has not been built. Test files run
 * in parallel processes, so a lock directory makes the others wait.
 */
export async function ensureDist() {
  const built = () => fs.existsSync(path.join(distDir, 'version.txt'));
  if (built()) return distDir;
  const lock = path.join(os.tmpdir(), `xiangqi-e2e-build-${repoRoot.replace(/\W/g, '_')}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      // A lock older than ten minutes belongs to a build that died.
      const age = Date.now() - fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (age > 10 * 60 * 1000) fs.rmSync(lock, { recursive: true, force: true });
      await sleep(250);
    }
  }
  try {
    if (!built()) {
      await execFileAsync(path.join(repoRoot, 'build.sh'), ['build'], {
        cwd: repoRoot,
        maxBuffer: 16 << 20,
      });
    }
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
  return distDir;
}

let binaryPromise;

/** The xiangqi binary: XIANGQI_BIN if set, else built once per process. */
export function xiangqiBinary() {
  if (process.env.XIANGQI_BIN) return Promise.resolve(process.env.XIANGQI_BIN);
  binaryPromise ??= (async () => {
    const bin = path.join(makeTempDir('xiangqi-e2e-bin-'), 'xiangqi');
    await execFileAsync('go', ['build', '-o', bin, './cmd/xiangqi'], { cwd: repoRoot });
    return bin;
  })();
  return binaryPromise;
}

/**
 * Starts `xiangqi serve` on a free port.
 * @param {{dir?: string, base?: string}} [options] dir defaults to dist/ (built
 *   if missing); base is a URL prefix such as '/xiangqi/' (GitHub Pages style).
 * @returns {Promise<{url: string, origin: string, close: () => Promise<void>}>}
 *   url is the site's root, ending in '/'.
 */
export async function startServer({ dir, base } = {}) {
  if (!dir) dir = await ensureDist();
  const bin = await xiangqiBinary();
  const args = ['serve', '--addr', '127.0.0.1:0'];
  if (base) args.push('--base', base);
  args.push(dir);
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const url = await new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => fail(new Error('server did not announce its URL in 20s')), 20_000);
    function fail(err) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${err.message}\nstdout: ${stdout}\nstderr: ${stderr}`));
    }
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = /^Serving .* at (http:\/\/\S+) — /m.exec(stdout);
      if (match) {
        clearTimeout(timer);
        child.stdout.resume(); // keep draining so the server never blocks
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
    child.once('error', fail);
  });

  return {
    url,
    origin: new URL(url).origin,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A second site on another port, and so another origin than the game: the
 * blog that embeds it. It serves the HTML pages a test puts in pages (path →
 * markup); route(req, res, path), when given, answers a request first by
 * returning true. url(path, host) addresses it; host 'localhost' makes it
 * another site too (the game is on 127.0.0.1).
 */
export async function startHostSite({ route } = {}) {
  const pages = new Map();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (route?.(req, res, path)) return;
    const body = pages.get(path);
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    pages,
    url: (path = '/', host = '127.0.0.1') => `http://${host}:${port}${path}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Launches headless Debian chromium. Close it with browser.close(). */
export async function launchBrowser() {
  assert.ok(
    fs.existsSync(chromiumPath),
    `${chromiumPath} not found: apt-get install chromium (./build.sh test does it)`,
  );
  // Playwright gives every launch a fresh temporary profile of its own and
  // refuses a --user-data-dir argument, so none is passed here.
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    timeout: 60_000,
  });
}

/**
 * Opens url in a new context with one of `viewports`, collecting console
 * errors, uncaught page errors and failed requests.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {'desktop'|'phone'|object} [viewport] a name in `viewports` or context options
 */
export async function openPage(browser, url, viewport = 'desktop') {
  const options = typeof viewport === 'string' ? viewports[viewport] : viewport;
  assert.ok(options, `unknown viewport ${viewport}`);
  const context = await browser.newContext(options);
  const tab = watchPage(await context.newPage(), context);
  if (url) await tab.page.goto(url);
  return tab;
}

/**
 * Wraps a page as openPage does: its console errors, page errors, failed
 * requests and HTTP errors (of the page and of every frame in it) are
 * collected; close() closes the context.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').BrowserContext} context
 */
export function watchPage(page, context) {
  const errors = [];
  page.on('console', (msg) => {
    // Chromium's "Failed to load resource" lacks the URL; the response
    // listener below reports the same failure with it.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${msg.text()}`);
    }
  });
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => {
    const reason = req.failure()?.errorText ?? '';
    // Aborts are the page's own choice (navigation, cancelled fetch), not faults.
    if (!reason.includes('ERR_ABORTED')) errors.push(`request failed: ${req.url()} ${reason}`);
  });
  return {
    page,
    context,
    /** Messages collected so far; tests may clear it with errors.length = 0. */
    errors,
    /** Fails the test if the page logged an error or threw. */
    assertNoErrors() {
      assert.deepEqual(errors, [], 'the page reported errors');
    },
    /** Saves dist/screenshots/NAME.png and returns its path. */
    async screenshot(name, { fullPage = false } = {}) {
      fs.mkdirSync(screenshotDir, { recursive: true });
      const file = path.join(screenshotDir, `${name}.png`);
      await page.screenshot({ path: file, fullPage });
      return file;
    },
    async close() {
      await context.close();
    },
  };
}

/**
 * Launches headless Debian chromium with a profile of its own whose
 * preferences block third-party cookies, as Chrome does in incognito or when
 * a player turns them off, and as Safari and Firefox do in their strict
 * modes: a frame from another site then gets no storage at all (reading
 * window.localStorage throws SecurityError). The result is a browser context
 * (Playwright's persistent context); open pages with watchPage(await
 * context.newPage(), context) and close it with context.close().
 * @param {object} [options] context options, such as a viewport
 */
export async function launchStorageBlockingBrowser(options = viewports.desktop) {
  assert.ok(fs.existsSync(chromiumPath), `${chromiumPath} not found`);
  const profile = makeTempDir('xiangqi-e2e-profile-');
  fs.mkdirSync(path.join(profile, 'Default'));
  // cookie_controls_mode 1: block third-party cookies (0 allows them).
  const prefs = { profile: { cookie_controls_mode: 1, block_third_party_cookies: true } };
  fs.writeFileSync(path.join(profile, 'Default', 'Preferences'), JSON.stringify(prefs));
  return chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    timeout: 60_000,
    ...options,
  });
}
