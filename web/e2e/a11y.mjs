// Helpers of the accessibility tests (a11y.test.mjs, players.test.mjs and
// lessons.test.mjs): the page opened at five sizes, its accessibility tree
// through the DevTools protocol, text contrast as WCAG 2 measures it, and
// focus rings clipped by their containers. The measurements run in the page
// and return plain data to assert on.

import { openPage } from './harness.mjs';

/** The five sizes the page is checked at, as context options. */
export const SIZES = {
  '390x844': { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  '844x390': { viewport: { width: 844, height: 390 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  '320x568': { viewport: { width: 320, height: 568 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  '768x1024': { viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1, hasTouch: true },
  '1280x800': { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

/**
 * Opens the site (siteUrl plus a link fragment) at one of SIZES, with more
 * context options in extra, in a fresh tab (openPage), and waits until the
 * page takes input: its status line is set, attached in every mode (the
 * editor hides it).
 */
export async function openAtSize(browser, siteUrl, size, fragment = '', extra = {}) {
  const tab = await openPage(browser, null, { ...SIZES[size], ...extra });
  await tab.page.goto(siteUrl + fragment);
  await tab.page.waitForSelector('.app[data-ui="ready"] [data-status][data-state]', { state: 'attached', timeout: 30_000 });
  return tab;
}

/**
 * Returns the page's full accessibility tree (Chromium's, through CDP) as
 * nodes {id, role, name, parent, children, ignored}, keyed by id, with the
 * root's id.
 */
export async function axTree(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map();
    for (const n of nodes) {
      byId.set(n.nodeId, {
        id: n.nodeId,
        role: n.role?.value ?? '',
        name: n.name?.value ?? '',
        parent: n.parentId,
        children: n.childIds ?? [],
        ignored: !!n.ignored,
        props: Object.fromEntries((n.properties ?? []).map((p) => [p.name, p.value?.value])),
      });
    }
    const root = nodes.find((n) => !n.parentId)?.nodeId;
    return { byId, root };
  } finally {
    await cdp.detach();
  }
}

/** The nodes of the tree below (and with) id that are not ignored, in order. */
export function descendants(tree, id) {
  const out = [];
  const walk = (nid) => {
    const n = tree.byId.get(nid);
    if (!n) return;
    if (!n.ignored) out.push(n);
    for (const c of n.children) walk(c);
  };
  walk(id);
  return out;
}

/** Writes the subtree at id as indented "role name" lines. */
export function dump(tree, id, depth = 0, lines = []) {
  const n = tree.byId.get(id);
  if (!n) return lines;
  let d = depth;
  if (!n.ignored && n.role !== 'none' && n.role !== 'generic' && n.role !== 'InlineTextBox') {
    lines.push(`${'  '.repeat(depth)}${n.role}${n.name ? ` "${n.name}"` : ''}`);
    d = depth + 1;
  }
  for (const c of n.children) dump(tree, c, d, lines);
  return lines;
}

/**
 * Measures the contrast of every visible piece of text on the page (or
 * under a root selector) against what is behind it: the nearest opaque
 * backgrounds blended, each colour of a gradient taken in turn and the worst
 * kept. Disabled controls are left out (WCAG exempts them), and so is text
 * hidden for screen readers only. SVG text is measured against the board's
 * wood. Returns {min, worst: [{text, ratio, fg, bg, where}], count}.
 */
export function measureContrast(rootSelector) {
  const parse = (c) => {
    if (!c) return null;
    let m = c.match(/^rgba?\(([^)]+)\)/);
    if (m) {
      const p = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
    }
    m = c.match(/^color\(srgb ([^)]+)\)/);
    if (m) {
      const p = m[1].split(/[\s/]+/).filter(Boolean).map(Number);
      return { r: p[0] * 255, g: p[1] * 255, b: p[2] * 255, a: p.length > 3 ? p[3] : 1 };
    }
    m = c.match(/^#([0-9a-f]{6})$/i);
    if (m) {
      const n = parseInt(m[1], 16);
      return { r: n >> 16, g: (n >> 8) & 255, b: n & 255, a: 1 };
    }
    return null;
  };
  const over = (top, under) => ({
    r: top.r * top.a + under.r * (1 - top.a),
    g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a),
    a: 1,
  });
  const lum = (c) => {
    const f = (v) => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
  };
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const gradientColors = (img) => (img.match(/(rgba?\([^)]+\)|color\(srgb [^)]+\))/g) || []).map(parse).filter(Boolean);
  // The possible backdrops of an element: its own and its ancestors'
  // backgrounds, blended from the top; a gradient gives one per colour.
  const backdrops = (el) => {
    const layers = [];
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      const bg = parse(cs.backgroundColor);
      const grad = cs.backgroundImage !== 'none' ? gradientColors(cs.backgroundImage) : [];
      if (grad.length) {
        layers.push(grad);
        if (grad.every((g) => g.a === 1)) break;
      }
      if (bg && bg.a > 0) {
        layers.push([bg]);
        if (bg.a === 1) break;
      }
      if (e.tagName === 'DIALOG' && e.open) break;
    }
    let out = [{ r: 255, g: 255, b: 255, a: 1 }];
    if (document.documentElement.dataset.theme === 'dark' || matchMedia('(prefers-color-scheme: dark)').matches) {
      out = [{ r: 0, g: 0, b: 0, a: 1 }];
    }
    for (let i = layers.length - 1; i >= 0; i--) {
      const next = [];
      for (const u of out) for (const top of layers[i]) next.push(over(top, u));
      out = next;
    }
    return out;
  };
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    for (let e = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || parseFloat(cs.opacity) === 0) return false;
      if (e.classList?.contains('sr-only')) return false;
      if (e.disabled || e.getAttribute?.('aria-disabled') === 'true') return false;
      if (e.tagName === 'DIALOG' && !e.open) return false;
    }
    return true;
  };
  const root = rootSelector ? document.querySelector(rootSelector) : document.body;
  const results = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const text = t.textContent.trim();
    const el = t.parentElement;
    if (!text || !el || seen.has(el) || el.closest('svg, script, style, noscript, option')) continue;
    seen.add(el);
    if (!visible(el)) continue;
    const cs = getComputedStyle(el);
    let fg = parse(cs.color);
    // Text made transparent on purpose (a share too narrow for its figure)
    // is not seen, so it has no contrast to judge.
    if (!fg || fg.a === 0) continue;
    let opacity = 1;
    for (let e = el; e; e = e.parentElement) opacity *= parseFloat(getComputedStyle(e).opacity);
    fg = { ...fg, a: fg.a * opacity };
    let worst = Infinity;
    let worstBg;
    for (const bg of backdrops(el)) {
      const r = ratio(over(fg, bg), bg);
      if (r < worst) [worst, worstBg] = [r, bg];
    }
    results.push({ text: text.slice(0, 40), ratio: worst, fg: cs.color, bg: worstBg, where: el.className || el.tagName });
  }
  // The board's labels against its wood, at the darkest and lightest stops.
  const wood = [...document.querySelectorAll('#xq-wood stop')].map((s) => parse(getComputedStyle(s).stopColor)).filter(Boolean);
  const label = document.querySelector('.xq-labels text');
  if (label && wood.length && (!root || root.contains(label) || root === document.body)) {
    const fg = parse(getComputedStyle(label).fill);
    if (fg) {
      for (const w of wood) results.push({ text: `board label ${label.textContent}`, ratio: ratio(fg, w), fg: getComputedStyle(label).fill, bg: w, where: 'xq-labels' });
    }
  }
  results.sort((a, b) => a.ratio - b.ratio);
  return { min: results.length ? results[0].ratio : Infinity, worst: results.slice(0, 8), count: results.length };
}

/**
 * Describes the focused element's focus ring and whether a container clips
 * it: the ring is the outline (its width beyond the offset), which must lie
 * within every ancestor that clips its overflow and within the viewport's
 * width. Board points draw their own ring (the cursor), so they report it.
 */
export function focusRing() {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const cs = getComputedStyle(el);
  const r = el.getBoundingClientRect();
  const name = (el.getAttribute('data-action') || el.getAttribute('data-square') || el.getAttribute('data-setting') ||
    el.getAttribute('data-path') || el.id || el.className?.baseVal || el.className || el.tagName).toString();
  if (el.matches('[data-board] rect')) {
    const cursor = document.querySelector('[data-board] .cursor');
    return { name, board: true, drawn: !!cursor, clipped: [] };
  }
  const width = cs.outlineStyle === 'none' ? 0 : parseFloat(cs.outlineWidth);
  const reach = Math.max(0, width + parseFloat(cs.outlineOffset || '0'));
  const ring = { left: r.left - reach, top: r.top - reach, right: r.right + reach, bottom: r.bottom + reach };
  const clipped = [];
  for (let e = el.parentElement; e && e !== document.documentElement; e = e.parentElement) {
    const s = getComputedStyle(e);
    if (s.overflowX === 'visible' && s.overflowY === 'visible' && s.clipPath === 'none') continue;
    const b = e.getBoundingClientRect();
    const box = {
      left: b.left + e.clientLeft,
      top: b.top + e.clientTop,
      right: b.left + e.clientLeft + e.clientWidth,
      bottom: b.top + e.clientTop + e.clientHeight,
    };
    const tol = 0.5;
    if (ring.left < box.left - tol || ring.right > box.right + tol || ring.top < box.top - tol || ring.bottom > box.bottom + tol) {
      clipped.push(`${e.className || e.tagName} (${Math.round(box.left)},${Math.round(box.top)})-(${Math.round(box.right)},${Math.round(box.bottom)}) ring (${Math.round(ring.left)},${Math.round(ring.top)})-(${Math.round(ring.right)},${Math.round(ring.bottom)})`);
    }
  }
  if (ring.left < -0.5 || ring.right > innerWidth + 0.5) clipped.push('the viewport');
  return { name, board: false, width, drawn: width > 0, clipped };
}
