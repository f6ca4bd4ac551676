// Lint: type-aware TypeScript rules, React hooks, and the one-way import flow of docs/architecture.md:
// utils/lib -> contract -> api/service -> components -> features -> routes -> app.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import boundaries from 'eslint-plugin-boundaries'
import globals from 'globals'

const layers = {
  utils: [],
  lib: ['utils'],
  contract: ['utils', 'lib'],
  api: ['contract', 'utils', 'lib'],
  service: ['contract', 'utils', 'lib'],
  components: ['api', 'contract', 'utils', 'lib'],
  features: ['components', 'api', 'contract', 'utils', 'lib'],
  routes: ['features', 'components', 'api', 'contract', 'utils', 'lib'],
  app: ['routes', 'features', 'components', 'api', 'contract', 'utils', 'lib', 'service'],
  // Test support may use anything; nothing of the product may use it (tests are not checked).
  testing: [
    'app',
    'routes',
    'features',
    'components',
    'api',
    'service',
    'contract',
    'utils',
    'lib',
  ],
}

// Inside the service, each folder is a layer too (README "Layout"), lowest first. Test support
// (src/testing) is refused here as everywhere in the product.
const serviceLayers = {
  'service-http': [],
  'service-data': [],
  'service-store': [],
  'service-engine': ['service-data'],
  'service-auth': ['service-http'],
  'service-adapters': ['service-auth', 'service-data', 'service-engine'],
  // The near part answers for saved locations while their insights read only its weeks.
  'service-kept': ['service-data', 'service-engine', 'service-enrich'],
  'service-enrich': [
    'service-adapters',
    'service-auth',
    'service-data',
    'service-engine',
    'service-store',
  ],
  'service-handlers': [
    'service-adapters',
    'service-auth',
    'service-data',
    'service-engine',
    'service-enrich',
    'service-http',
    'service-store',
  ],
  'service-serve': ['service-auth', 'service-handlers', 'service-http'],
  'service-boot': [
    'service-auth',
    'service-serve',
    'service-data',
    'service-engine',
    'service-enrich',
    'service-handlers',
    'service-kept',
    'service-store',
  ],
  'service-transport': [
    'service-auth',
    'service-serve',
    'service-boot',
    'service-data',
    'service-http',
    'service-kept',
    'service-store',
  ],
}
const serviceFolders = Object.keys(serviceLayers)

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-pages/**',
      'dist-*/**',
      'node_modules/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['*.config.ts', '*.config.js', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/elements': [
        { type: 'utils', pattern: 'src/utils' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'contract', pattern: 'src/contract' },
        { type: 'api', pattern: 'src/api' },
        { type: 'service', pattern: 'src/service' },
        { type: 'components', pattern: 'src/components' },
        { type: 'features', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'routes', pattern: 'src/routes' },
        { type: 'app', pattern: 'src/app' },
        { type: 'testing', pattern: 'src/testing' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(layers).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: to } } } },
            })),
            // Inside a layer anything goes, but a feature only sees its own folder.
            ...Object.keys(layers)
              .filter((type) => type !== 'features')
              .map((type) => ({
                from: { element: { type } },
                allow: { to: { element: { type } } },
              })),
            {
              from: { element: { type: 'features' } },
              allow: {
                to: {
                  element: {
                    type: 'features',
                    captured: { feature: '{{ from.element.captured.feature }}' },
                  },
                },
              },
            },
          ],
        },
      ],
    },
  },
  {
    // The service's own layers; the outer rule above still keeps it off everything but
    // contract/utils/lib.
    files: ['src/service/**/*.ts'],
    ignores: ['src/service/**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        ...serviceFolders.map((type) => ({
          type,
          pattern: `src/service/${type.slice('service-'.length)}`,
        })),
        { type: 'testing', pattern: 'src/testing' },
        // The outer layers, named so that an import of them is refused here too.
        ...['contract', 'utils', 'lib', 'api', 'components', 'routes', 'app'].map((type) => ({
          type,
          pattern: `src/${type}`,
        })),
        { type: 'features', pattern: 'src/features/*' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(serviceLayers).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: {
                to: { element: { types: { anyOf: [from, ...to, 'contract', 'utils', 'lib'] } } },
              },
            })),
          ],
        },
      ],
    },
  },
)
