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
      name: 'nothing-imports-scripts',
      severity: 'error',
      comment: 'The top-level scripts orchestrate; nothing depends on them.',
      from: { pathNot: '^scripts/' },
      to: { path: '^scripts/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|artifacts)/|\\.stack/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
