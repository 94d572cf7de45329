import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Dependency arrows point one way (docs/architecture.md): app → features → domain →
// components → stores → api → lib/config. Each layer may import only the layers
// below it, and a feature area never imports another area. The zones are resolved
// paths, so `../../login/x` is caught as surely as `src/features/login/x`.
const LAYERS = ['./src/app', './src/features', './src/domain', './src/components', './src/stores', './src/api'];
const FEATURE_AREAS = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const zones = [
  ...['./src/lib', './src/config'].map((target) => ({ target, from: LAYERS })),
  ...LAYERS.slice(1).map((target, index) => ({ target, from: LAYERS.slice(0, index + 1), message: 'Imports point down the layers only.' })),
  ...FEATURE_AREAS.map((area) => ({
    target: `./src/features/${area}`,
    from: './src/features',
    except: [`./${area}`],
    message: 'Feature areas do not import each other: move what two areas share into src/domain or below.',
  })),
  { target: './src', from: ['./mock', './scripts', './tests'] },
];

// antd's App would bring Modal and notification into every first page.
const antdApp = { name: 'antd', importNames: ['App'], message: 'Use useFeedback() / FeedbackProvider from src/components/feedback.' };
// antd's Result brings its 403/404/500 illustrations (about 10 KiB gzip; docs/performance.md).
const antdResult = { name: 'antd', importNames: ['Result'], message: 'Use StatusResult (src/components/StatusResult) or ErrorPage.' };
// antd's Card imports its Tabs for a tab list no screen uses (13.7 KiB gzip; docs/performance.md).
const antdCard = { name: 'antd', importNames: ['Card'], message: 'Use Panel (src/components/Panel).' };
// antd's Tabs bring their overflow menu, drop-down and trigger code (21.5 KiB gzip on /login; docs/performance.md).
const antdTabs = { name: 'antd', importNames: ['Tabs'], message: 'Use TabStrip or TabbedPanels (src/components).' };
// antd's lists come through one module that brings their phone and print rules with them.
const antdLists = {
  name: 'antd',
  importNames: ['Table', 'Listy', 'Pagination'],
  message: "Import Table, ItemList and Pagination from src/components/tables (antd's own, with the portal's table rules).",
};
// antd's List is deprecated in antd 6 (a warning in the development console, gone at the next major version).
const antdDeprecatedList = {
  name: 'antd',
  importNames: ['List'],
  message: "antd's List is deprecated in antd 6: use ItemList and ItemRow from src/components/tables (antd's Listy, its successor).",
};
// antd's Table imports its filter drop-down (Tree, Dropdown, Menu), and Table and List import Pagination with its Select.
// The date pickers need dayjs's Chinese locale, which src/components/DatePicker registers with them.
const antdPickers = {
  name: 'antd',
  importNames: ['DatePicker', 'TimePicker', 'Calendar'],
  message: 'Import the pickers from src/components/DatePicker, which registers the dayjs Chinese locale they use.',
};

// Leaving the router happens in one place, after the one judge of addresses
// (src/components/navigation.ts with judgeUrl): no open redirect can come back
// through a forgotten `window.location = …` or `window.open(…)`.
const NAVIGATION_MESSAGE =
  'Open addresses through followUrl / openVerdict / reloadAt (src/components/navigation.ts), which judges them first.';
const leavingTheRouter = [
  { selector: "CallExpression[callee.object.name='window'][callee.property.name='open']", message: NAVIGATION_MESSAGE },
  {
    selector: "CallExpression[callee.property.name=/^(assign|replace)$/][callee.object.property.name='location']",
    message: NAVIGATION_MESSAGE,
  },
  { selector: "CallExpression[callee.property.name=/^(assign|replace)$/][callee.object.name='location']", message: NAVIGATION_MESSAGE },
  { selector: "AssignmentExpression[left.property.name='location']", message: NAVIGATION_MESSAGE },
  { selector: "AssignmentExpression[left.object.property.name='location']", message: NAVIGATION_MESSAGE },
  { selector: "AssignmentExpression[left.object.name='location']", message: NAVIGATION_MESSAGE },
];

// Spec §8 decides how every server message is shown (src/api/messages.ts): screens
// read an envelope's msg only as the argument of one of these functions.
const SERVER_MESSAGE_FUNCTIONS = ['serverMessageText', 'decideServerMessage', 'showServerMessage', 'failureText'];
const rawServerMessage = {
  selector: [
    "MemberExpression[property.name='msg']",
    `:not(CallExpression[callee.name=/^(${SERVER_MESSAGE_FUNCTIONS.join('|')})$/] > MemberExpression.arguments)`,
    `:not(CallExpression[callee.name=/^(${SERVER_MESSAGE_FUNCTIONS.join('|')})$/] > ChainExpression.arguments > MemberExpression)`,
  ].join(''),
  message: `Show a server's msg only through ${SERVER_MESSAGE_FUNCTIONS.join(', ')} (src/api/messages.ts: the rules of spec §8), or messageToShow/toastRefusal for a refusal; never as written.`,
};

// The envelope's success test is src/api's isSuccess (or answerOf / envelopeOf, which
// throw): outside src/api nobody compares an appcode by hand.
const RAW_APPCODE_MESSAGE = 'Ask isSuccess(answer) (src/api) or use answerOf / envelopeOf; only src/api compares an appcode.';
const rawAppcode = [
  { selector: "BinaryExpression > MemberExpression[property.name='appcode']", message: RAW_APPCODE_MESSAGE },
  { selector: "BinaryExpression > ChainExpression > MemberExpression[property.name='appcode']", message: RAW_APPCODE_MESSAGE },
  { selector: "BinaryExpression > Identifier[name='appcode']", message: RAW_APPCODE_MESSAGE },
];

// antd APIs deprecated in antd 6 (each a warning in the development console, gone at the
// next major version), with their successors.
const deprecatedAntd = [
  {
    selector: "JSXOpeningElement[name.name='Space'] > JSXAttribute[name.name='direction']",
    message: "Space's direction is deprecated in antd 6: use orientation.",
  },
  {
    selector: "JSXOpeningElement[name.name='Statistic'] > JSXAttribute[name.name='valueStyle']",
    message: "Statistic's valueStyle is deprecated in antd 6: use styles={{ content: … }}.",
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'openapi/dist/', 'src/api/generated/', 'coverage/', 'reports/', 'node_modules/', 'bench/dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [antdApp, antdResult, antdCard, antdTabs, antdLists, antdPickers, antdDeprecatedList] }],
      'no-restricted-syntax': ['error', ...leavingTheRouter, ...rawAppcode, ...deprecatedAntd],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...leavingTheRouter] },
  },
  // One no-restricted-syntax list per file (a later block replaces an earlier one's):
  // screens obey both rules; the one door may navigate, the one answer reader may read msg.
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/domain/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...leavingTheRouter, ...rawAppcode, rawServerMessage, ...deprecatedAntd] },
  },
  {
    files: ['src/components/navigation.ts'],
    rules: { 'no-restricted-syntax': ['error', ...rawAppcode, rawServerMessage] },
  },
  {
    // Where a business answer becomes a BusinessCodeError, whose message messageToShow then judges.
    files: ['src/components/apiAnswer.ts'],
    rules: { 'no-restricted-syntax': ['error', ...leavingTheRouter, ...rawAppcode] },
  },
  {
    files: ['src/components/DatePicker.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [antdApp, antdResult, antdCard, antdTabs, antdLists, antdDeprecatedList] }] },
  },
  {
    files: ['src/components/tables.ts', 'src/components/ItemList.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [antdApp, antdResult, antdCard, antdTabs, antdPickers, antdDeprecatedList] }] },
  },
  // Formatting is Prettier's (npm run format); this turns off the rules that would disagree with it.
  prettier,
);
