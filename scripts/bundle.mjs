// Bundles the command-line entry points (server, migrations, seed) into .build/ with esbuild.
// Node 20 intermittently deadlocks while loading @payloadcms/richtext-lexical's ESM module graph
// (the process exits 0 or 13 having done nothing); bundling that graph into one file avoids it.
import { build } from 'esbuild'

const bundled = /^(@payloadcms\/richtext-lexical|lexical|@lexical\/)/

await build({
  entryPoints: { cli: 'scripts/cli.ts', server: 'server.ts' },
  outdir: '.build',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  jsx: 'automatic',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./@]|^@[^/]/ }, (args) => {
          if (args.path.startsWith('@/') || args.path === '@payload-config') return undefined
          if (bundled.test(args.path)) return undefined
          return { path: args.path, external: true }
        })
        b.onResolve({ filter: /\.(css|scss)$/ }, () => ({ path: 'ignored', namespace: 'ignored' }))
        b.onLoad({ filter: /.*/, namespace: 'ignored' }, () => ({ contents: '' }))
      },
    },
  ],
})
