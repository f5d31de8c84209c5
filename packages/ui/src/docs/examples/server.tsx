import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';

/**
 * Renders the page on the server. styled-components collects the CSS of exactly the components that rendered,
 * and `getStyleTags()` returns it as `<style data-styled>` tags for the document's `<head>`; in the browser,
 * styled-components picks those tags up again instead of inserting the rules twice.
 */
export function render(): { head: string; html: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<App />));
    return { head: sheet.getStyleTags(), html };
  } finally {
    sheet.seal();
  }
}
