// @ts-check
// `npm run lint`. Type-aware rules (typescript-eslint, through the TypeScript project service),
// React's hook rules, Next's rules, and no import cycles — resolved through tsconfig.json's paths,
// or every `@/…` import would be "unresolved" and no-cycle would silently check nothing.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig(
  globalIgnores([
    // Build output and local state.
    '.next*/',
    '.build/',
    'reports/',
    'data/',
    'media/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    'bench/results/',
    'bench/.cache/',
    'next-env.d.ts',
    // Generated: never edited by hand (style rule 6).
    'src/payload-types.ts',
    'src/app/(payload)/',
    'src/graphql/generated/',
    'src/migrations/**/*.json',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: {
        // The .mjs scripts are outside tsconfig.json (it includes .ts and .tsx only): a default
        // project types them, so promises are checked there too. (generate-operations.mjs and display-font-metrics.mjs are
        // imported by unit tests, bench/lib/{search-mix,prng}.mjs by bench/lib/search-profile.ts and
        // bench/lib/private-postgres.mjs by an API test, which puts them in tsconfig's program already.)
        projectService: {
          allowDefaultProject: [
            '*.mjs',
            'scripts/!(generate-operations|display-font-metrics).mjs',
            'bench/*.mjs',
            'bench/!(lib)/*.mjs',
            'bench/lib/!(search-mix|prng|private-postgres).mjs',
          ],
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 50,
        },
        tsconfigRootDir: root,
      },
    },
    rules: {
      // `async` without `await` is how a promise-returning interface gets a synchronous body (memory
      // stores, fakes, Next's async config functions), and it turns a throw into a rejection.
      // The unsafe half — a promise nobody awaits — is no-floating-promises' and await-thenable's.
      '@typescript-eslint/require-await': 'off',
      // An async handler on an element is how React is written: its rejection is the handler's own
      // business (each one catches), not a caller's.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  {
    // The scripts are plain JavaScript: JSON.parse and friends give `any`, which is all they have.
    files: ['**/*.mjs'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // State that must be one per process goes through processSingleton: our modules are loaded more
    // than once (docs/architecture.md, "Modules loaded twice"), and a hand-made stash on globalThis
    // is how a second, subtly different one starts.
    files: ['src/**/*.{ts,tsx}', 'server.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/server/process-singleton.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for']",
          message: 'Per-process state goes through processSingleton (src/server/process-singleton.ts).',
        },
        {
          selector: "AssignmentExpression > MemberExpression.left Identifier[name='globalThis']",
          message: 'Per-process state goes through processSingleton (src/server/process-singleton.ts).',
        },
      ],
    },
  },
  {
    // Code navigates through useAppRouter(), which announces the navigation first: the loading bar,
    // the scroll to the top and the focus on the new page follow announcements, and a raw
    // router.push would get none of them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/shell/use-app-router.client.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/navigation',
              importNames: ['useRouter'],
              message: 'Use useAppRouter() from @/components/shell/use-app-router.client.',
            },
            { name: 'next/router', message: 'This is the App Router: use useAppRouter().' },
          ],
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, which must be a
    // destructuring pattern even when it takes none: `async ({}, use) => …`.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Written by `payload migrate:create`, which destructures every argument whether used or not.
    files: ['src/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },

  {
    // React code: components, client modules, hooks. (Server code has its own `use…` functions:
    // graphql-ws's useServer, Playwright fixtures' use.)
    files: ['**/*.tsx', 'src/**/*.client.ts', 'src/components/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    ...nextPlugin.configs['core-web-vitals'],
    settings: { next: { rootDir: root } },
  },

  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/external-module-folders': ['node_modules'],
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.node'],
          conditionNames: ['types', 'import', 'require', 'node', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
)
