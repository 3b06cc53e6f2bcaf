import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const DOMAINS = ['accounts', 'properties', 'construction', 'persons', 'history', 'reference', 'staff', 'documents', 'appointments', 'tasks', 'checklists', 'neighbourhoods', 'changes', 'person-categories', 'relations', 'media-statistics', 'mail', 'audit', 'api-keys', 'media', 'staff-auth', 'leads', 'privacy'];
/** What lies above the domain modules (and so above the database). */
const ABOVE_DOMAINS = ['**/seeding/**', '**/api/**', '**/webhooks/**', '**/mail-delivery/**', '**/soap/**', '**/fleet/**', '**/observability/**', '**/cli/**', '**/home/**', '**/media-files/**', '**/back-office/**', '**/bench/**', '**/schema.js', '**/app.js', '**/app.module.js', '**/main.js', '**/startup.js', 'express', '@nestjs/platform-express'];

/** A layer: its files may not import what `forbidden` matches. */
function layer(files, forbidden, message) {
  return [{ files, rules: { 'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }] } }];
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname, emitDecoratorMetadata: true, experimentalDecorators: true }, globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // Type-aware: a promise is awaited, returned or explicitly let go (`void`), never dropped by accident.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Plain JavaScript (configs, scripts) is outside the TypeScript project: no type information there.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The back-office (web/, its own tsconfig with the DOM library): the rules of hooks on top.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The import direction (docs/architecture.md, "Layers"): transports, the CLI, the / page and
  // the benchmark → seeding → domain modules → database → common/config. Nothing imports upwards.
  ...layer(['src/{common,config,database}/**/*.ts'], [...DOMAINS.map((d) => `**/${d}/**`), ...ABOVE_DOMAINS], 'src/common, src/config and src/database know no domain module, no seeding and no transport: the schema\'s entities are handed to the data source (src/schema.ts).'),
  ...layer([`src/{${DOMAINS.join(',')}}/**/*.ts`], ABOVE_DOMAINS, 'Domain modules know nothing of the seeding, the transports, the CLI or the schema list.'),
  ...layer(['src/seeding/**/*.ts'], ABOVE_DOMAINS.filter((p) => p !== '**/seeding/**' && p !== '**/schema.js'), 'The seeding module knows nothing of the transports or the CLI.'),
);
