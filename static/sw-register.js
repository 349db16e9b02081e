// sw-register.js: installs the service worker (sw.js) that keeps the game
// playable offline, and handles updates to a new build.
//
// It registers only where a service worker can work and is wanted: over
// http(s) (not from file:// or the single-file build), never inside a frame
// (a blog's reader should not get a 10 MB app installed by an iframe, and a
// third-party or sandboxed frame may not have one at all), and not for an
// embedded board opened on its own; an embedded board that a service worker
// already controls still uses it. Whether the board is embedded is Go's
// word (xiangqiBoot.page, see ui.js): this file reads nothing of the link.
// Registration waits until the page and the engine have loaded, so the
// worker's precaching revalidates files the browser already has instead of
// downloading them a second time.
//
// Updates (see sw.js): when a new build has installed and is waiting, a bar
// offers a reload; accepting tells the new worker to take over, and every
// page of the site reloads when it does, so no page mixes two builds.
'use strict';

(() => {
  // Reading navigator.serviceWorker throws in a sandboxed frame (and where
  // a browser denies the page its storage): then there is none, which is
  // no error.
  let sw = null;
  try {
    sw = navigator.serviceWorker;
  } catch {
    return;
  }
  if (!sw || !/^https?:$/.test(location.protocol)) return;
  if (window.xiangqiBoot && window.xiangqiBoot.single) return;

  // A page that was already controlled reloads when a new worker takes over;
  // a first visit's page (claimed by the first worker) has nothing to reload.
  let controlled = Boolean(sw.controller);
  let reloading = false;
  sw.addEventListener('controllerchange', () => {
    if (controlled && !reloading) {
      reloading = true;
      location.reload();
    }
    controlled = true;
  });

  if (window.top !== window.self) return;

  function offerUpdate(worker) {
    if (!sw.controller || document.querySelector('.update-banner')) return;
    const bar = document.createElement('div');
    bar.className = 'toast show update-banner';
    bar.setAttribute('role', 'status');
    const text = document.createElement('span');
    text.textContent = 'A new version is ready · 新版本已就绪';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'btn small';
    button.setAttribute('data-action', 'update');
    button.textContent = 'Reload · 刷新';
    button.addEventListener('click', () => {
      button.disabled = true;
      worker.postMessage({ type: 'xiangqi:skipWaiting' });
    });
    bar.append(text, button);
    document.body.append(bar);
  }

  function watch(registration) {
    if (registration.waiting) offerUpdate(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      if (!worker) return;
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') offerUpdate(worker);
      });
    });
    // A tab left open for days still hears of new builds.
    setInterval(() => registration.update().catch(() => {}), 60 * 60 * 1000);
  }

  function register() {
    sw.register('sw.js')
      .then(watch)
      .catch((err) => console.warn('offline mode unavailable:', err && err.message ? err.message : err));
  }

  // Wait for the engine to settle (the status line's data-engine hook), with
  // a time limit for pages where it never does.
  function whenEngineSettled(done) {
    const status = document.querySelector('[data-status]');
    const settled = () => /^(ready|failed|off)$/.test(status.getAttribute('data-engine') || '');
    if (!status || settled()) {
      done();
      return;
    }
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      observer.disconnect();
      done();
    };
    const observer = new MutationObserver(() => settled() && finish());
    observer.observe(status, { attributes: true, attributeFilter: ['data-engine'] });
    setTimeout(finish, 15000);
  }

  // Go publishes what it made of the link once its code runs; a page whose
  // code never ran registers nothing.
  function whenPageKnown(done) {
    const page = () => window.xiangqiBoot && window.xiangqiBoot.page;
    if (page()) done(page());
    else window.addEventListener('xiangqi:page', () => done(page()), { once: true });
  }

  const start = () =>
    whenPageKnown((page) => {
      if (page && !page.embed) whenEngineSettled(register);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
