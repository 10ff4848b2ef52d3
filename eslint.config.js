import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'e2e/.tmp/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A file over 300 lines, or a function or component over 60, is usually two things.
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
      // Links come from lib/link.tsx: react-router's carry code the app does not use.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Use Link and NavLink from lib/link.tsx.',
            },
          ],
        },
      ],
      // A change refreshes through reloadAfterChange (lib/query-client.ts): a bare invalidation
      // hands back a first load asked before the change, and the page shows the old answer.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='invalidateQueries']",
          message: 'Use reloadAfterChange from lib/query-client.ts.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/query-client.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The same sizes on the server and in the contract. Tests and the generated row types are
    // data, read by scrolling, not code to keep in the head (the demo data is JSON).
    files: [
      'apps/server/src/**/*.ts',
      'apps/server/scripts/**/*.ts',
      'packages/contract/src/**/*.ts',
    ],
    ignores: ['**/*.test.ts', 'apps/server/src/platform/db/schema.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The same sizes in the repository's scripts: they are read and changed like any other code.
    files: ['scripts/**/*.mjs'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
);
