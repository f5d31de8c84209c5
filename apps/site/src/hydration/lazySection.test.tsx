// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazySection } from './lazySection';

function sectionWithButton(id: string, onClick: () => void) {
  return function Section() {
    return (
      <section id={id}>
        <button type="button" onClick={onClick}>
          Play video
        </button>
      </section>
    );
  };
}

/** A section's code that arrives when the test says so, as over a slow connection. */
function heldBack<Props extends object>(component: ComponentType<Props>) {
  let release = () => {};
  const arrived = new Promise<ComponentType<Props>>((resolve) => {
    release = () => resolve(component);
  });
  return { load: vi.fn(() => arrived), release };
}

/** Prerenders the section as the build does, then hydrates the page with its lazy counterpart. */
async function prerenderAndHydrate(Section: ComponentType, Lazy: ComponentType) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(
    <Suspense>
      <Section />
    </Suspense>,
  );
  const root = await act(async () =>
    hydrateRoot(
      container,
      <Suspense>
        <Lazy />
      </Suspense>,
    ),
  );
  return { container, root };
}

/** Sections come into view at once, or never (until `loadNow`). */
function stubViewport(sectionsInView: boolean) {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe() {
        if (sectionsInView)
          this.report([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    },
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('lazySection', () => {
  it('makes a click on a section whose code is still on its way once the section has hydrated', async () => {
    stubViewport(true);
    const onClick = vi.fn();
    const Section = sectionWithButton('late-section', onClick);
    const code = heldBack(Section);
    const Lazy = lazySection('late-section', code.load);
    const { container, root } = await prerenderAndHydrate(Section, Lazy);

    container.querySelector('button')!.click();
    expect(onClick).not.toHaveBeenCalled();

    await act(async () => code.release());
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it('hurries the code of a section clicked before it was due', async () => {
    stubViewport(false);
    const Section = sectionWithButton('far-section', () => {});
    const code = heldBack(Section);
    const Lazy = lazySection('far-section', code.load);
    const { container, root } = await prerenderAndHydrate(Section, Lazy);
    expect(code.load).not.toHaveBeenCalled();

    await act(async () => container.querySelector('button')!.click());
    expect(code.load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it('leaves clicks on a hydrated section to React, once', async () => {
    stubViewport(true);
    const onClick = vi.fn();
    const Section = sectionWithButton('ready-section', onClick);
    const code = heldBack(Section);
    code.release();
    const Lazy = lazySection('ready-section', code.load);
    const { container, root } = await prerenderAndHydrate(Section, Lazy);

    await act(async () => container.querySelector('button')!.click());
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });
});
