/**
 * The dependency rule of DESIGN.md, checked on every test run: the domain imports nothing but valibot and
 * xstate, and no package imports one above it (apps → ui, adapters → contract → domain; api → contract → domain).
 * packages/secure-tags stands apart: pure SDM cryptography over @noble/ciphers, importing nothing of the project.
 */
const pkg = (name) => `^(packages|apps)/${name}/`;
const forbid = (name, from, to, comment) => ({
  name,
  severity: 'error',
  comment,
  from: { path: from },
  to: { path: to },
});

module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-valibot-and-xstate',
      severity: 'error',
      comment: 'packages/domain is framework-free: valibot and xstate only.',
      from: { path: pkg('domain') },
      to: { pathNot: ['^packages/domain/', 'node_modules/(valibot|xstate|vitest|fast-check|@vitest)/'] },
    },
    {
      name: 'secure-tags-imports-only-noble-ciphers',
      severity: 'error',
      comment:
        'packages/secure-tags is pure and runs in browsers too: @noble/ciphers only, no node: modules (its command line and tests excepted)',
      from: { path: pkg('secure-tags'), pathNot: '\\.(cli|test)\\.ts$' },
      to: { pathNot: ['^packages/secure-tags/', 'node_modules/(@noble/ciphers|vitest|fast-check|@vitest)/'] },
    },
    forbid(
      'secure-tags-imports-nothing-of-the-project',
      pkg('secure-tags'),
      '^(packages/(?!secure-tags/)|apps/)',
      'secure-tags, its command line and tests included, stands on its own: other packages import it, not the reverse',
    ),
    forbid(
      'contract-only-domain',
      pkg('contract'),
      '^(packages/(adapters|ui)|apps)/',
      'contract may import the domain only',
    ),
    forbid(
      'adapters-below-ui-and-apps',
      pkg('adapters'),
      '^(packages/ui|apps)/',
      'adapters may import domain and contract only',
    ),
    {
      ...forbid(
        'ui-only-domain',
        pkg('ui'),
        '^(packages/(adapters|contract)|apps)/',
        'views get use cases through DI, never adapters',
      ),
      // Stories and view tests bind the memory adapters to the ports, as the portal's container binds the HTTP ones.
      from: { path: pkg('ui'), pathNot: '\\.(stories|test)\\.tsx?$' },
    },
    forbid(
      'public-pages-only-domain',
      pkg('public-pages'),
      '^(packages/(adapters|contract|ui)|apps)/',
      'the public pages are HTML from the domain: the server renders them, Storybook shows them',
    ),
    forbid(
      'api-not-front-end',
      pkg('api'),
      '^(packages/ui|apps/(portal|public))/',
      'the server uses domain and contract only',
    ),
    forbid(
      'api-uses-adapters-only-in-tests',
      '^apps/api/(?!test/)',
      '^packages/adapters/',
      'the server uses domain and contract only; its tests run the adapters’ conformance suites against it (issue 26 §4)',
    ),
    forbid(
      'public-app-stays-tiny',
      pkg('public'),
      '^(packages/(ui|adapters)|apps/)(?!public/)',
      'the public page pulls in no portal code',
    ),
    forbid('apps-do-not-import-each-other', '^apps/portal/', '^apps/(api|public)/', 'apps are independent'),
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(dist|dist-types|node_modules|storybook-static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
