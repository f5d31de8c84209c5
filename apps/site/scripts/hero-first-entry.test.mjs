// @vitest-environment happy-dom
/* global document, PointerEvent */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT } from './hero-first-entry.mjs';

/** What React's root listener saw, on the element React hydrates into. */
let seen = [];

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `
    <img fetchpriority="high" alt="">
    <div id="root">
      <fieldset>
        <label data-early-choice><input type="radio" name="kind" value="design"> Design</label>
        <label data-early-choice><input type="radio" name="kind" value="both" checked> Both</label>
      </fieldset>
      <div data-accordion="single">
        <div><h4><button id="q" aria-expanded="false" aria-controls="a">Question</button></h4>
        <div id="a" role="region" data-state="closed">Answer</div></div>
      </div>
    </div>`;
  seen = [];
  const root = document.getElementById('root');
  for (const type of ['pointerdown', 'mousedown', 'click', 'change', 'focusin']) {
    root.addEventListener(type, (event) => seen.push(event.type), true);
  }
  // The hero has not loaded, so the script waits for it and starts nothing here.
  new Function(BOOT_SCRIPT)();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const design = () => /** @type {HTMLInputElement} */ (document.querySelector('[value="design"]'));

describe("the landing page's boot script", () => {
  // The tap goes to the radio itself: happy-dom skips a label's activation once its click is stopped, which Chromium
  // does not (tests/e2e/calculator.spec.ts picks cards by their labels with the calculator's code held back).
  it('leaves a tap on a choice card React has not hydrated to the browser: checked, and unseen by React', () => {
    design().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    design().click();
    expect(design().checked).toBe(true);
    expect(seen).toEqual([]);
  });

  it('answers a tap on a FAQ question React has not hydrated, unseen by React, which would hydrate for it', () => {
    const question = /** @type {HTMLButtonElement} */ (document.getElementById('q'));
    question.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    question.focus();
    question.click();
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('a')?.getAttribute('data-state')).toBe('open');
    expect(seen).toEqual([]);
  });

  it('leaves a FAQ question to React once its accordion is marked live', () => {
    document.querySelector('[data-accordion]')?.setAttribute('data-live', '');
    const question = /** @type {HTMLButtonElement} */ (document.getElementById('q'));
    question.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    question.focus();
    question.click();
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(seen).toEqual(['pointerdown', 'focusin', 'click']);
  });

  it('lets React see the tap once the card is marked live', () => {
    design().closest('label')?.setAttribute('data-live', '');
    design().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    design().click();
    expect(design().checked).toBe(true);
    expect(seen).toContain('pointerdown');
    expect(seen).toContain('click');
  });
});
