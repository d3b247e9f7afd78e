// `npm run lint:deps`: the layers of the repository and no import cycles.
// scripts → stack, scripts → web, e2e → stack and web; the stack (the local Supabase) never knows the site, the site
// never knows the stack, and nothing imports the top-level scripts or the tests.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle between files: split out what both need.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'stack-knows-no-site',
      severity: 'error',
      comment: 'The stack is the local Supabase: it must not import the site, the scripts or the e2e suite.',
      from: { path: '^stack/' },
      to: { path: '^(web|scripts|e2e)/' },
    },
    {
      name: 'site-knows-no-stack',
      severity: 'error',
      comment: 'The site (and its build) talks to any Supabase through its URL and keys, never to the stack code.',
      from: { path: '^web/' },
      to: { path: '^(stack|scripts|e2e)/' },
    },
    {
      name: 'dashboard-knows-only-its-api',
      severity: 'error',
      comment:
        "The dashboard (studio/) is a browser app: it reaches the stack through its server's /api, never its code, and never the site.",
      from: { path: '^studio/' },
      to: { path: '^(stack|web|scripts|e2e)/' },
    },
    {
      name: 'nothing-imports-dashboard',
      severity: 'error',
      comment: "The stack serves the dashboard's built files; nothing imports its sources.",
      from: { pathNot: '^studio/' },
      to: { path: '^studio/' },
    },
    {
      name: 'nothing-imports-scripts',
      severity: 'error',
      comment: 'The top-level scripts orchestrate; nothing depends on them.',
      from: { pathNot: '^scripts/' },
      to: { path: '^scripts/' },
    },
    // stack/src/services: layers inside a service and walls between services (README.md, "Parts of the stack and who may import whom").
    {
      name: 'service-domain-knows-no-http',
      severity: 'error',
      comment:
        "A service's domain (rules, SQL) knows nothing of HTTP: it must not import the service's http/ (types of the route table excepted).",
      from: { path: '^stack/src/services/([^/]+)/domain/' },
      to: { path: '^stack/src/services/$1/http/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'auth-domain-knows-no-http-types',
      severity: 'error',
      comment: "Auth's domain does not even borrow http/'s types: what it needs of a request (RequestOrigin, Caller) it defines itself.",
      from: { path: '^stack/src/services/auth/domain/' },
      to: { path: '^stack/src/services/auth/http/' },
    },
    {
      name: 'service-infra-knows-no-http-or-domain',
      severity: 'error',
      comment: "A service's infra (database, files, crypto, transport) serves the layers above it and imports neither.",
      from: { path: '^stack/src/services/([^/]+)/infra/' },
      to: { path: '^stack/src/services/$1/(http|domain)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'service-knows-no-other-service-internals',
      severity: 'error',
      comment:
        "A service may use another only through that service's index.ts (or shared/): never its http/, domain/, infra/ or another file of its own.",
      from: { path: '^stack/src/services/([^/]+)/' },
      to: { path: '^stack/src/services/[^/]+/', pathNot: ['^stack/src/services/$1/', '^stack/src/services/[^/]+/index\\.ts$'] },
    },
    {
      name: 'gateway-http-is-the-gateways',
      severity: 'error',
      comment: 'Only the gateway uses its http/ (its route table); what the stack shares, such as ServiceName, lives in services/types.ts.',
      from: { path: '^stack/src/', pathNot: '^stack/src/services/gateway/' },
      to: { path: '^stack/src/services/gateway/http/' },
    },
    {
      name: 'stack-shared-knows-no-service',
      severity: 'error',
      comment: 'stack/src/shared is what services have in common: it imports none of them.',
      from: { path: '^stack/src/shared/' },
      to: { path: '^stack/src/services/' },
    },
    // --- web/src: slices (issue #32). routes → layouts, features → components, lib; see README "Parts of the site".
    {
      name: 'feature-knows-no-other-feature',
      severity: 'error',
      comment: 'A feature never imports another feature: what two features share moves down to components/ or lib/.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'layout-knows-no-feature',
      severity: 'error',
      comment: 'Layouts frame pages with shared parts only (components/, lib/); a route puts a feature into a layout.',
      from: { path: '^web/src/layouts/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'feature-knows-no-layout-or-route',
      severity: 'error',
      comment: 'Imports flow one way: routes and layouts use features, never the other way round.',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/(layouts|routes)/' },
    },
    {
      name: 'shared-knows-no-page-part',
      severity: 'error',
      comment: 'components/ and lib/ are the bottom of the site: they import neither features, layouts nor routes.',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/(features|layouts|routes)/' },
    },
    {
      name: 'components-call-no-client',
      severity: 'error',
      comment:
        "Components and layouts call no Supabase client: they use their feature's api.ts or lib/ (lib/storage.ts, lib/auth/), which call it.",
      from: { path: ['^web/src/(components|layouts)/', '^web/src/features/[^/]+/components/'] },
      to: { path: '^web/src/lib/supabase\\.ts$' },
    },
    // --- end of the web slices
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|artifacts)/|\\.stack/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
