// Every file `npm run generate` writes: committed, and checked by `npm test` (the "generated" step)
// to be what the generator makes from the current sources.
export const GENERATED_PATHS = [
  'src/payload-types.ts',
  'src/app/(payload)/admin/importMap.js',
  'schema.graphql',
  'src/graphql/generated/',
]
