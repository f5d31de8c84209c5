// Every prerendered page starts its scripts from this boot script. A page with a hero image (the landing page, each
// template's page) starts them once that image is on screen: on a slow phone connection the module script and its
// preloads (about 90 KB) otherwise share the link with the hero image, the page's largest paint, and hold it back;
// the page is prerendered, so it reads and looks complete without them meanwhile. Any other page starts them at once.
import { createHash } from 'node:crypto';

const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/**
 * Inline and constant, so the Content-Security-Policy allows it by hash; the URLs come from its data attributes.
 * Waits until the hero (`img[fetchpriority=high]`) has been painted, then adds the preloads and the module
 * script.
 *
 * Links work without scripts, and so do buttons that run an HTML command (the menu button opens the side menu's
 * CSS shell, a native dialog). Other buttons do not: the script remembers the last button clicked before React
 * listens and hands it over when hydration starts (the `landing:hydrating` event, whose `detail` takes the button).
 * The replay itself, for the whole page and for sections whose code comes later, is src/hydration/earlyClicks.ts.
 *
 * A kit choice card (a radio or checkbox card, `[data-early-choice]`, until it is marked `data-live`) is the browser's
 * own input: the script keeps the tap's events from React's root listener, which would hydrate the card's whole
 * section within the tap (on a phone, 140 ms before the check could paint), and the section adopts the choice when
 * it hydrates in its own time.
 *
 * Two controls answer at once instead, until their own code has taken over: a kit Accordion question
 * (`[data-accordion]`, until it is marked `data-live`) opens or closes its answer as the kit's Accordion would, with
 * its `aria-expanded` and `data-state` (its events kept from React as a choice card's are), and the Accordion adopts
 * that state when it hydrates; in an open dialog (the side menu's shell), a link closes the dialog as it is followed,
 * and, until the shell is marked `data-live`, Tab and Shift+Tab go round the dialog's own links and buttons instead of
 * on to the browser's, as the shell's code (packages/ui/src/sections/NavBar/wrapTab.ts) does from then on.
 */
export const BOOT_SCRIPT = `(function () {
  var boot = document.currentScript;
  var started = false;
  var pending = null;
  function expand(trigger, open) {
    var panel = document.getElementById(trigger.getAttribute('aria-controls'));
    trigger.setAttribute('aria-expanded', String(open));
    if (!panel) return;
    panel.setAttribute('data-state', open ? 'open' : 'closed');
    panel.parentElement.setAttribute('data-state', open ? 'open' : 'closed');
  }
  var EARLY_QUESTION = '[data-accordion]:not([data-live]) [aria-controls][aria-expanded]';
  function closestTo(event, selector) {
    return event.target instanceof Element ? event.target.closest(selector) : null;
  }
  function toggleEarly(event) {
    var trigger = closestTo(event, EARLY_QUESTION);
    var link = closestTo(event, 'dialog[open] a[href]');
    if (link) link.closest('dialog').close();
    if (!trigger) return;
    var accordion = trigger.closest('[data-accordion]');
    var open = trigger.getAttribute('aria-expanded') !== 'true';
    if (open && accordion.getAttribute('data-accordion') === 'single') {
      accordion.querySelectorAll('[aria-expanded="true"]').forEach(function (other) {
        expand(other, false);
      });
    }
    expand(trigger, open);
    event.stopImmediatePropagation();
  }
  function remember(event) {
    var button = closestTo(event, 'button');
    if (button && !(button.hasAttribute('commandfor') && 'command' in button)) pending = button;
  }
  function keepTabInDialog(event) {
    var dialog = event.key === 'Tab' && document.querySelector('dialog[open]:not([data-live])');
    if (!dialog) return;
    var controls = [].filter.call(dialog.querySelectorAll('a[href], button:not([disabled])'), function (control) {
      return control.checkVisibility();
    });
    var edge = controls[event.shiftKey ? 0 : controls.length - 1];
    if (edge && (document.activeElement === edge || !dialog.contains(document.activeElement))) {
      event.preventDefault();
      controls[event.shiftKey ? controls.length - 1 : 0].focus();
    }
  }
  // The events of a tap (and a hover or focus) on an early question or choice go no further than the document.
  // React, seeing a press on a section it has not hydrated yet, hydrates the whole section at once within the tap
  // (the FAQ's: 65 ms at 4x CPU and a restyle of the styles it adds; the calculator's, 140 ms before the check could
  // paint), and hurries its hydration for a hover or focus, for a tap this script or the browser already answers.
  function keepFromReact(event) {
    if (closestTo(event, EARLY_QUESTION + ', [data-early-choice]:not([data-live])')) event.stopPropagation();
  }
  ('pointerdown pointerup mousedown mouseup touchstart touchend click input change pointerover mouseover ' +
    'gotpointercapture focusin').split(' ').forEach(function (type) {
    document.addEventListener(type, keepFromReact, { capture: true, passive: true });
  });
  document.addEventListener('keydown', keepTabInDialog, true);
  document.addEventListener('click', toggleEarly, true);
  document.addEventListener('click', remember, true);
  document.addEventListener('landing:hydrating', function (event) {
    document.removeEventListener('click', remember, true);
    if (pending) event.detail(pending);
    pending = null;
  }, { once: true });
  function start() {
    if (started) return;
    started = true;
    (boot.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.getAttribute('data-entry');
    document.head.appendChild(script);
  }
  // Started when the hero's largest-contentful-paint entry arrives: that is the frame that painted it (the load
  // event can come frames earlier, decoding is async). Browsers without the entry, or a hero that is not the
  // largest paint, start half a second after it has loaded and the page's first paint has been shown; a hero that
  // never loads, after 3 s and the first paint. Waiting for the first paint matters because Chromium (seen headless, under
  // Lighthouse) now and then shows a page's first frame a second after its load: scripts started before that
  // frame count as part of the first paint in Lighthouse's simulated slow phone (LCP 2.8 s instead of 1.8 s).
  var hero = document.querySelector('img[fetchpriority="high"]');
  if (!hero) return start();
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('largest-contentful-paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].element === hero) {
          observer.disconnect();
          return setTimeout(start, 0);
        }
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  function afterFirstPaint(then) {
    if (types.indexOf('paint') < 0) return then();
    var paints = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        paints.disconnect();
        then();
      }
    });
    paints.observe({ type: 'paint', buffered: true });
  }
  function soonAfterLoad() {
    afterFirstPaint(function () {
      setTimeout(start, 500);
    });
  }
  if (hero.complete) soonAfterLoad();
  else {
    hero.addEventListener('load', soonAfterLoad, { once: true });
    hero.addEventListener('error', start, { once: true });
  }
  setTimeout(function () {
    afterFirstPaint(start);
  }, 3000);
})();`;

/** For the Content-Security-Policy's script-src. */
export const bootScriptSource = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/**
 * Replaces the built page's module script and modulepreloads with the boot script at the end of <body>. The page's
 * entry hands the boot script's remembered click over to React (src/hydration/earlyClicks.ts).
 * @param {string} html a built page shell
 * @returns {string}
 */
export function startScriptsAfterHero(html) {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('The page shell has no module script to defer.');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const boot =
    `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">` +
    `${BOOT_SCRIPT}</script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', `${boot}</body>`);
}
