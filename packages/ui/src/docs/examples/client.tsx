// The two variable fonts the default theme names ('Inter Variable', 'Bricolage Grotesque Variable'). A bundler
// turns these imports into @font-face rules and self-hosted woff2 files.
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/bricolage-grotesque/wght.css';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('The server-rendered page has no #root element');

// The same tree as the server rendered, so React attaches to the existing markup instead of replacing it.
hydrateRoot(root, <App />);
