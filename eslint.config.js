import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Package boundaries (README, "Layout"). Imports point one way: apps/site uses the two packages; @outpace/ui and
 * @outpace/core know nothing of each other, of an app or of the repository root. Only the kit's stories,
 * fixtures and tests may import @outpace/core, to show real prices and rules; they never ship.
 * Paths are checked as resolved (relative imports included), package names as written.
 */
const kitSamples = [
  'packages/ui/**/*.stories.tsx',
  'packages/ui/**/*.fixtures.ts',
  'packages/ui/**/*.test.{ts,tsx}',
  'packages/ui/**/storyHelpers.ts',
  'packages/ui/src/__fixtures__/**',
  'packages/ui/test/**',
];
const otherPackages = (...names) => names.flatMap((name) => [name, `${name}/*`]);
const boundary = (
  files,
  {
    ignores = [],
    allowedPaths,
    restrictedNames,
    restrictedPatterns = [],
    extraPatterns = [],
    message,
  },
) => ({
  files,
  ignores,
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createNodeResolver({
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        conditionNames: ['types', 'import', 'default'],
      }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [{ target: files, from: '.', except: [...allowedPaths, './node_modules'], message }],
      },
    ],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: [...otherPackages(...restrictedNames), ...restrictedPatterns], message },
          ...extraPatterns,
        ],
      },
    ],
  },
});

const namedExportsOnly = {
  selector: 'ExportDefaultDeclaration',
  message: 'Use named exports (default exports only in stories and config files).',
};

/** One icon set: every drawing the kit ships lives in packages/ui/src/icons, decorative and hidden alike. */
const iconsInTheIconSet = {
  selector: "JSXOpeningElement[name.name='svg']",
  message: 'Draw icons in packages/ui/src/icons and import them from there.',
};

const wordsMessage =
  "A section's words are props with exported defaults: put this text in its labels (`defaultXLabels`).";
/**
 * Words written into a section's markup, outside its `defaultXLabels`: text, a text attribute, a sentence in a
 * template string, a string chosen inline. Words read as a capital followed by lower case, or two words.
 */
const outsideDefaultLabels = ':not(VariableDeclarator[id.name=/^default[A-Za-z]*Labels$/] *)';
const words = '/(^|[^A-Za-z])[A-Z][a-z]|[A-Za-z] [A-Za-z]/';
const wordsInMarkup = [
  `JSXText[value=/[A-Za-z]{2,}/]${outsideDefaultLabels}`,
  `JSXAttribute[name.name=/^(aria-label|title|label|legend|hint|description|placeholder|alt|heading|eyebrow|intro|[a-z]+Label)$/] > Literal[value=${words}]`,
  `JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${words}]${outsideDefaultLabels}`,
  `JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${words}]${outsideDefaultLabels}`,
].map((selector) => ({ selector, message: wordsMessage }));
/** The kit's two boundaries (what ships, and its samples), for `within` (all of the kit or one of its folders). */
const kitBoundaries = (extraPatterns, within = 'packages/ui/**') => [
  boundary([within], {
    ignores: kitSamples,
    allowedPaths: ['./packages/ui'],
    restrictedNames: ['@outpace/core', '@outpace/site', '@outpace/local-supabase'],
    // What ships never reads story settings or sample data.
    restrictedPatterns: ['**/storybook/modes', '**/*.fixtures', '**/__fixtures__/**'],
    extraPatterns,
    message:
      "The kit ships presentational code only: it imports itself and its npm dependencies, never @outpace/core (the site maps core's data to the kit's props), an app, the repository root, story modes or fixtures.",
  }),
  boundary(
    kitSamples
      .filter((glob) => glob.startsWith('packages/ui/**'))
      .map((glob) => glob.replace('packages/ui/**', within)),
    {
      allowedPaths: ['./packages/ui', './packages/core'],
      restrictedNames: ['@outpace/site', '@outpace/local-supabase'],
      extraPatterns,
      message:
        'Stories, fixtures and tests of the kit may use @outpace/core, but nothing from an app or the repository root.',
    },
  ),
];

/**
 * The Edge Functions (supabase/functions, Deno), laid out as supabase/README.md says: a function's folder imports
 * itself and `_shared`, never another function; `_shared` imports only itself; neither reaches out of
 * supabase/functions but for the contracts home (packages/core/src/contracts), which they share with the site. Imports are what Deno resolves as deployed: relative paths name their `.ts` file, packages
 * come through a pinned `npm:` specifier. Node's globals do not exist there.
 */
const functionFolders = readdirSync(new URL('supabase/functions', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && !/^[_.]/.test(entry.name))
  .map((entry) => entry.name);
const denoImport = (source) => [
  {
    selector: `${source}[source.value=/^\\.\\.?\\/.*(?<!\\.ts)$/]`,
    message: 'Deno resolves a relative import by its file: name it with its .ts extension.',
  },
  {
    selector: `${source}[source.value=/^(?![.]|npm:|jsr:|node:)/]`,
    message: 'Deno loads packages by specifier: import them as `npm:<name>@<version>`.',
  },
  {
    selector: `${source}[source.value=/^npm:(@[^/]+\\/)?[^@]+$/]`,
    message: 'Pin the version of an `npm:` import, as the deployed function loads it.',
  },
];
/** The contracts the functions share with the site, plain TypeScript that Deno imports by path (supabase/README.md). */
const contractsHome = './packages/core/src/contracts';
const edgeFunctionsRefuse = ['@outpace/site', '@outpace/ui', '@outpace/local-supabase'];
const edgeFunctions = [
  {
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { Deno: 'readonly', EdgeRuntime: 'readonly' } },
    rules: {
      'no-restricted-syntax': [
        'error',
        namedExportsOnly,
        ...denoImport('ImportDeclaration'),
        ...denoImport('ExportNamedDeclaration[source]'),
        ...denoImport('ExportAllDeclaration'),
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', '__dirname', '__filename'].map((name) => ({
          name,
          message: 'Edge Functions run in Deno: use Deno.env and the web APIs.',
        })),
      ],
    },
  },
  ...functionFolders.map((name) =>
    boundary([`supabase/functions/${name}/**`], {
      allowedPaths: [`./supabase/functions/${name}`, './supabase/functions/_shared', contractsHome],
      restrictedNames: edgeFunctionsRefuse,
      message:
        "An Edge Function imports its own folder, supabase/functions/_shared and the contracts in packages/core/src/contracts only: never another function's files or anything else outside supabase/functions.",
    }),
  ),
  // The functions' own module tests (deno test) may import any of them.
  boundary(['supabase/functions/_tests/**'], {
    allowedPaths: ['./supabase/functions'],
    restrictedNames: edgeFunctionsRefuse,
    message: "The functions' module tests import the functions' modules only.",
  }),
  // `_shared` in layers, so its folders import one way: env.ts <- project <- http <- stripe; memory alone.
  ...Object.entries({
    'env.ts': [],
    'memory/**': [],
    'project/**': ['env.ts'],
    'http/**': ['project'],
    'stripe/**': ['http', 'env.ts'],
  }).map(([files, allowed]) =>
    boundary([`supabase/functions/_shared/${files}`], {
      allowedPaths: [
        ...[files.replace('/**', ''), ...allowed].map(
          (folder) => `./supabase/functions/_shared/${folder}`,
        ),
        contractsHome,
      ],
      restrictedNames: edgeFunctionsRefuse,
      message:
        "supabase/functions/_shared is what several functions share, in layers (env.ts <- project <- http <- stripe; memory alone): it never imports a function's folder or a layer above its own.",
    }),
  ),
];

/**
 * local-supabase's layers (apps/local-supabase/README.md, "Layout"), each importing only the ones below it:
 * http (leaf) <- tokens, auth/store <- auth/handlers <- auth's route table <- server. REST, storage and functions
 * verify tokens but never reach into auth. Tests (test/) may import anything.
 */
const localSupabase = (path) =>
  path.startsWith('supabase/') ? `./${path}` : `./apps/local-supabase/src/${path}`;
const localSupabaseLayer = (folder, allowed, message) =>
  boundary([`apps/local-supabase/src/${folder}`], {
    allowedPaths: allowed.map(localSupabase),
    restrictedNames: ['@outpace/ui', '@outpace/core', '@outpace/site'],
    message,
  });
const localSupabaseLayers = [
  localSupabaseLayer(
    'http/**',
    ['http'],
    "local-supabase's HTTP helpers are a leaf: auth, REST, storage and functions import them, and they import none of those.",
  ),
  localSupabaseLayer(
    'tokens/**',
    ['tokens'],
    'Tokens (JWT, TOTP, e-mail codes, refresh tokens, password hashes) are computed from their inputs alone: no HTTP, SQL or auth.',
  ),
  localSupabaseLayer(
    'auth/store/**',
    ['auth/store', 'db'],
    "auth's store holds all of auth's SQL and nothing else: it takes values and returns rows, and imports only the database.",
  ),
  localSupabaseLayer(
    'auth/handlers/**',
    ['auth/handlers', 'auth/store', 'tokens', 'http', 'db', 'mail', 'config.ts'],
    "auth's handlers read the request and apply Supabase Auth's rules through the store and tokens; they never import the route table above them.",
  ),
  localSupabaseLayer(
    'auth/*.ts',
    ['auth', 'http'],
    "auth's route table and its requirements sit on the handlers and the store; nothing below them imports them.",
  ),
  ...['rest/**', 'storage/**', 'functions/**'].map((folder) =>
    localSupabaseLayer(
      folder,
      ['rest', 'storage', 'functions', 'tokens', 'http', 'db', 'config.ts'],
      'REST, storage and functions verify access tokens with tokens/ but never use auth: they see the caller only through the JWT.',
    ),
  ),
  {
    // Vitest runs only test/ (apps/local-supabase/README.md, "Tests"): a test left beside the code would never run.
    files: ['apps/local-supabase/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            "local-supabase's tests live in apps/local-supabase/test/<folder>/, where vitest finds them, not beside the code.",
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      '**/node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', namedExportsOnly],
    },
  },
  {
    files: ['packages/ui/src/**/*.tsx'],
    ignores: ['packages/ui/src/icons/**'],
    rules: { 'no-restricted-syntax': ['error', namedExportsOnly, iconsInTheIconSet] },
  },
  {
    // Copy has one home: a section draws no words of its own in its markup; they are props with exported defaults
    // (`labels?: Partial<XLabels>` over `defaultXLabels`, or a documented content prop such as `heading`).
    files: ['packages/ui/src/sections/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', namedExportsOnly, iconsInTheIconSet, ...wordsInMarkup],
    },
  },
  {
    files: ['**/*.stories.tsx', '**/*.config.{ts,js}', '.storybook/**', '**/*.d.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call their `use` callback, which the React hooks rule mistakes for React's `use`.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  ...kitBoundaries([]),
  // A section uses another section only through its index; what sections share lives in packages/ui/src/internal
  // (forms), hooks or icons. Sample data (`*.fixtures`) may be shared between sections' stories and tests.
  ...kitBoundaries(
    [
      {
        regex: '^\\.\\./[^./][^/]*/(?!.*\\.fixtures$).+',
        message:
          "A section imports another section only through its index ('../Other'), never its files: shared parts belong in packages/ui/src/internal, hooks or icons.",
      },
    ],
    'packages/ui/src/sections/**',
  ),
  boundary(['packages/core/**'], {
    allowedPaths: ['./packages/core'],
    restrictedNames: ['@outpace/ui', '@outpace/site'],
    message:
      'Core holds the domain and its data clients: it imports nothing from the kit, an app or the repository root.',
  }),
  ...localSupabaseLayers,
  ...edgeFunctions,
);
