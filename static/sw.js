// sw.js: the service worker that lets the game start and play offline after
// one visit. build.sh writes the build id and the precache list into the
// copy in dist/ (the two quoted placeholders below); this source file is not
// usable as it is and refuses to install.
//
// Caching:
//  - install: every file of PRECACHE (the page, its code, the wasm module,
//    styles, sounds, manifest) is fetched past the HTTP cache and checked
//    against its sha256 (Subresource Integrity), then stored in one cache
//    named after the build, "xiangqi-<build id> <scope>". The scope is part of
//    the name so two copies of the site on one origin (/xiangqi/ and
//    /xiangqi-beta/ on GitHub Pages) never delete each other's caches. A
//    failed install leaves the entries it verified, so the next try resumes.
//  - fetch: a precached file is answered from this build's cache (the
//    network only if the cache lost it); the endgame tables, loaded on
//    demand, are cached on first use; everything else goes to the network
//    untouched.
//  - activate: caches of older builds of this scope are deleted and open
//    pages are claimed.
//
// Updates, with no mix of old and new files: a new build's worker installs
// beside the running one and then waits (no automatic skipWaiting). Pages
// keep using the old build's cache until sw-register.js, seeing the waiting
// worker, offers a reload and the player accepts (it posts
// {type: 'xiangqi:skipWaiting'}), or until every tab of the site is closed.
// When the new worker takes over, sw-register.js reloads every open page, so
// a page never runs old code against new files.
'use strict';

const BUILD_ID = '__XIANGQI_BUILD_ID__';
// [[path relative to the scope, 'sha256-...'], ...]
const PRECACHE = '__XIANGQI_PRECACHE__';
// Path prefixes (relative to the scope) cached when first fetched.
const ON_DEMAND = ['egtb/', 'puzzles/', 'explorer.bin', 'sounds/'];

const SCOPE = self.registration.scope; // ends with '/'
const SCOPE_PATH = new URL(SCOPE).pathname;
const CACHE = `xiangqi-${BUILD_ID} ${SCOPE}`;
const prepared = Array.isArray(PRECACHE) && !BUILD_ID.startsWith('__');
const precached = new Set(prepared ? PRECACHE.map(([path]) => path) : []);

self.addEventListener('install', (event) => {
  event.waitUntil(install());
});

async function install() {
  if (!prepared) throw new Error('sw.js was not prepared by build.sh (no build id or precache list)');
  const cache = await caches.open(CACHE);
  await Promise.all(
    PRECACHE.map(async ([path, integrity]) => {
      const url = new URL(path, SCOPE).href;
      if (await cache.match(url)) return; // verified by an earlier, interrupted install
      // 'no-cache' revalidates with the server (a 304 costs nothing), so a
      // stale HTTP-cached file from an older build can never be stored here;
      // the integrity check refuses a file from another build outright (a
      // deployment still spreading through a CDN): the install then fails and
      // is tried again on a later visit. The page is fetched by the address
      // the visitor opened, the scope's directory, whose HTTP cache entry the
      // revalidation can use.
      const from = path === 'index.html' ? SCOPE : url;
      const response = await fetch(new Request(from, { cache: 'no-cache', integrity }));
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      // A redirected response may not answer a navigation: keep its body only.
      await cache.put(url, response.redirected ? new Response(await response.blob(), response) : response);
    }),
  );
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const suffix = ` ${SCOPE}`;
      for (const name of await caches.keys()) {
        if (name !== CACHE && name.startsWith('xiangqi-') && name.endsWith(suffix)) await caches.delete(name);
      }
      // Take the pages opened before the first install (nothing to mix:
      // there was no older build), so their later loads are cached too.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && typeof data === 'object' && data.type === 'xiangqi:skipWaiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !prepared) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(SCOPE_PATH)) return;
  let path;
  try {
    path = decodeURIComponent(url.pathname.slice(SCOPE_PATH.length));
  } catch {
    return; // a malformed escape: the network says what it is
  }
  if (path === '') path = 'index.html';
  if (precached.has(path)) {
    event.respondWith(fromCache(path, request));
  } else if (ON_DEMAND.some((prefix) => path.startsWith(prefix))) {
    event.respondWith(onDemand(request));
  }
});

// fromCache answers with this build's copy of a precached file. The query
// string is ignored (the files are per build anyway).
async function fromCache(path, request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(new URL(path, SCOPE).href);
  if (!cached) return fetch(request);
  const range = request.headers.get('range');
  return range ? partial(cached, range) : cached;
}

// onDemand serves a file that is fetched only when needed, caching it the
// first time. An audio element asks for a range (a sound of a game's end):
// the whole file is fetched and cached, and the range cut from it, since a
// partial answer cannot be cached.
async function onDemand(request) {
  const cache = await caches.open(CACHE);
  const range = request.headers.get('range');
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return range ? partial(cached, range) : cached;
  const response = await fetch(range ? request.url : request);
  if (response.status !== 200 || response.type !== 'basic') return range ? fetch(request) : response;
  await cache.put(request, response.clone());
  return range ? partial(response, range) : response;
}

// partial answers a Range request (audio elements send them) from a whole
// cached response, as a server would.
async function partial(response, range) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  const body = await response.arrayBuffer();
  const size = body.byteLength;
  let start = 0;
  let end = size - 1;
  if (match && match[1] !== '') {
    start = Number(match[1]);
    if (match[2] !== '') end = Math.min(Number(match[2]), size - 1);
  } else if (match && match[2] !== '') {
    start = Math.max(0, size - Number(match[2])); // the last N bytes
  }
  if (!match || start > end || start >= size) {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
  }
  const headers = new Headers(response.headers);
  headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  headers.set('Content-Length', String(end - start + 1));
  return new Response(body.slice(start, end + 1), { status: 206, statusText: 'Partial Content', headers });
}
