// Self-hosted variable fonts (latin subsets are picked by unicode-range), so no third-party font host is contacted.
import '@fontsource-variable/bricolage-grotesque/wght.css';
import '@fontsource-variable/inter/wght.css';
