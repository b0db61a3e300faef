import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Every folder under features/ and each folder below it, as [feature, path below features/, depth below the
 * feature], so a new feature or a new subfolder is fenced in without editing this file.
 */
function featureFolders(dir = new URL('./apps/web/src/features/', import.meta.url), below = '') {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = `${below}${entry.name}`;
      const depth = folder.split('/').length - 1;
      return [[folder.split('/')[0], folder, depth], ...featureFolders(new URL(`${entry.name}/`, dir), `${folder}/`)];
    });
}

const SERVER_NOT_WEB = {
  group: ['**/apps/web/**', '@academy/web'],
  message: 'The server does not import the web app.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Boundaries, so each part can change on its own: the contract imports nothing of ours; features never import
  // each other; the server never imports the web app and the reverse; modules never reach into another module's
  // queries.
  {
    files: ['packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@academy/*', '../../apps/*', '**/apps/**'] }] },
  },
  // A feature imports only itself and shared code. A file n folders below its feature reaches features/ through
  // n + 1 '../': any name after them other than its own feature's is another feature (the audience subfolders, such
  // as staff/, share names with features, so the folder's depth tells them apart, not its name).
  ...featureFolders().map(([feature, folder, depth]) => ({
    files: [`apps/web/src/features/${folder}/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth + 1}}(?!${feature}/)[^./]|(^|/)features/(?!${feature}/)`,
              message: 'A feature never imports another feature; move shared code to components/ or lib/.',
            },
            { group: ['**/apps/server/**'], message: 'The web app does not import the server.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**'], message: 'Shared code cannot depend on features.' }] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NOT_WEB] }] },
  },
  // The bench drives the server through its API; what it needs beyond that comes through one entry point, so the
  // server's files can move without the bench noticing.
  {
    files: ['bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)apps/server/(?!test-support/index\\.ts$)|^@academy/server(/|$)',
              message: 'The bench imports the server only through apps/server/test-support/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NOT_WEB,
            { group: ['../*/queries*', '../*/queries.ts'], message: "A module never uses another module's queries." },
            { group: ['**/seed/**'], message: 'Business modules know nothing of the demo content.' },
          ],
        },
      ],
    },
  },
);
