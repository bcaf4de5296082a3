// One linter for the whole package: typescript-eslint with type information, import boundaries
// between runtimes (CONVENTIONS 1), no cycles, kebab-case file names, no floating promises.
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Feature folders of a runtime (`src/server/features`, `src/client/features`). */
const featuresOf = (runtime) =>
  readdirSync(new URL(`./src/${runtime}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Feature boundaries (CONVENTIONS 1): a server feature reaches another feature through its
 * service, never its repository; a client feature imports no other client feature (they meet in
 * src/client/app/, the composition root).
 */
const featureBoundaryZones = [
  ...featuresOf('server').map((feature) => ({
    target: `./src/server/features/${feature}/**/*`,
    from: featuresOf('server')
      .filter((other) => other !== feature)
      .map((other) => `./src/server/features/${other}/**/*.repository.ts`),
    message: "call the other feature's service, never its repository",
  })),
  ...featuresOf('client').map((feature) => ({
    target: `./src/client/features/${feature}/**/*`,
    from: featuresOf('client')
      .filter((other) => other !== feature)
      .map((other) => `./src/client/features/${other}/**/*`),
    message: 'client features do not import each other; compose them in src/client/app/',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'src/server/db/migrations/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.server.json', './tsconfig.client.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    // The same plugin a second time, so feature boundaries can be baselined per file without
    // switching off the runtime boundaries above them.
    plugins: { 'import-x': importX, 'feature-boundaries': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/server', './src/client'],
              message: 'shared imports only zod',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'server never imports client code',
            },
            {
              target: './src/client',
              from: './src/server',
              message: 'client never imports server code',
            },
          ],
        },
      ],
      'feature-boundaries/no-restricted-paths': ['error', { zones: featureBoundaryZones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'the ORM stays in src/server' },
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.server.json', './tsconfig.client.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: [
      'src/server/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'build-tools/**/*.ts',
      'drizzle.config.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // The password-strength estimator is the one exception: client forms and server
          // services must apply the same rule (ADR acct-password-reset-and-two-factor).
          patterns: [
            {
              regex: '^(?!zod$|zod/|@zxcvbn-ts/|\\.{1,2}/).*',
              message: 'src/shared imports nothing but zod (and the password estimator)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['src/client/components/ui/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[object.name="process"][property.name="env"]',
          message: 'read configuration through config.ts',
        },
      ],
    },
  },
  {
    files: [
      'src/server/config.ts',
      'src/server/test/**',
      'e2e/**',
      'bench/**',
      '**/*.test.ts',
      'eslint.config.js',
      'drizzle.config.ts',
      'vitest.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests arrange their data through any feature's repository; the boundary is for app code.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'feature-boundaries/no-restricted-paths': 'off' },
  },
);
