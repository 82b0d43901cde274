// Loaded by index.html before the app's modules (a classic script runs first). zod compiles object schemas with
// `new Function` unless `jitless` is set, and its probe for eval is refused and reported under the page's
// Content-Security-Policy (script-src 'self', no 'unsafe-eval'; docs/adr/0019). zod reads its configuration from
// this global when it loads; the schemas then parse the same, interpreted.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
