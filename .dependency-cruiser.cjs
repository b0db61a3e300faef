/**
 * Import rules that ESLint's per-file rules cannot see, checked by `npm run lint` (decision 036). Every import
 * counts: type-only imports, re-exports and dynamic import() too.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycle',
      comment: 'No file imports itself back, through any chain of imports: move what both sides need down a level.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-modules-one-way',
      comment:
        'A server module never imports a module that imports it, directly or through other folders: share by ' +
        'moving the piece down (contract, lib/, mail/, security/) or by a function handed over in Deps.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+' },
      to: { path: '^apps/server/src/modules/[^/]+', circular: true },
    },
    {
      name: 'web-shared-code-not-features',
      comment: "The web app's shared code (components/, lib/) never reaches into a feature, not even lazily.",
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-features-apart',
      comment: 'A web feature never imports another feature, not even lazily: shared code goes to components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|\\.tmp|test-results|playwright-report|data)/|^bench/results/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
  },
};
