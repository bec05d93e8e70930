// Lint that holds the design (see README, "Repository layout"): TypeScript without `any`, the
// rules of hooks, and the import boundaries between the layers, with no cycles. `npm test` runs it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

/** Every folder under src/ except the given ones, as import-x globs. */
const src = (...folders) => folders.map((folder) => `./src/${folder}/**`);
const uiAndAbove = ['app', 'gallery', 'build', 'server'];
/** Every folder of src/ but the editor. */
const allButEditor = ['content', 'contact', 'frame', 'components', 'sections', 'images', 'styles', ...uiAndAbove];

// The layers, lowest first. A layer may import the ones below it, never those above:
//   content (site.yaml: load, validate, types)  <  contact (the form's rules, browser and server)
//   <  frame (what every page and section share at run time)  <  components  <  sections  <  app
// build (the Vite plugins) and server stand beside app; server never reaches into the UI or the build.
const boundaries = [
  {
    target: './src/content/**',
    from: src('app', 'frame', 'components', 'sections', 'build', 'server', 'contact', 'gallery', 'images'),
    // The sections' schema fragments are data, the contract between site.yaml and a component.
    except: [`${import.meta.dirname}/src/sections/*/*.schema.json`],
    message: 'content is the base layer: it reads site.yaml and imports nothing of the app.',
  },
  {
    target: './src/contact/**',
    from: src('frame', 'components', 'sections', ...uiAndAbove),
    message: 'contact holds the rules the browser and the server share: it imports only content.',
  },
  {
    target: './src/frame/**',
    from: src('components', 'sections', ...uiAndAbove),
    message: 'frame is shared by every page and section: it imports only content and contact.',
  },
  {
    target: './src/components/**',
    from: src('sections', ...uiAndAbove),
    message: 'components never import sections or app: move what both need to src/frame/ or src/components/.',
  },
  {
    target: './src/sections/**',
    from: src(...uiAndAbove),
    message: 'sections never import app: move what both need to src/frame/ or src/components/.',
  },
  {
    // The site editor (npm run edit) uses the site's code; the site never uses the editor's, so the
    // editor stays out of dist/ and of npm run serve.
    target: src(...allButEditor),
    from: './src/editor/**',
    message: 'src/editor/ is the editor (npm run edit): nothing of the site may import it.',
  },
  {
    target: './src/server/**',
    from: src('app', 'gallery', 'frame', 'components', 'sections', 'build'),
    message: 'the server starts from what the build wrote: it never imports app, sections or build.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist.next/',
      'dist.old/',
      'build/',
      'bench/results/',
      'data/',
      'node_modules/',
      '**/*.generated.ts',
      'src/sections/bundles/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // no-cycle follows imports into TypeScript files, so it must be able to parse them.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Playwright Test's fixtures hand their value on through a function named `use`, which is not
    // React's hook of that name.
    files: ['tests/browser/**/*.ts', 'tests/editor/**/*.ts', 'tests/engines/**/*.ts', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Ambient declarations of Vite's virtual modules: a top-level import would turn the file into a
    // module and the declarations into augmentations of modules that do not exist, so their types
    // are written as import() here.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
