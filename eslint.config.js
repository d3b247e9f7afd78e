import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '.stack/', 'e2e/artifacts/', 'web/src/routeTree.gen.ts', 'supabase/functions/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Auth's handlers parse, call one domain operation and answer: transactions (and the rules inside them) live in
    // auth/domain (stack/src/services/auth/README.md, "Layout").
    files: ['stack/src/services/auth/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/infra/db.ts'],
              importNames: ['transaction'],
              message: 'Open transactions in auth/domain; a handler calls one domain operation.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='transaction']",
          message: 'Open transactions in auth/domain; a handler calls one domain operation.',
        },
      ],
    },
  },
);
