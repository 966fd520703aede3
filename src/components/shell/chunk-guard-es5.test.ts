// esbuild needs the node environment (jsdom's TextEncoder breaks it), hence its own file.
import { transformSync } from 'esbuild'
import { describe, expect, it } from 'vitest'

import { chunkGuardScript } from '@/components/shell/chunk-guard-script'

describe('chunkGuardScript syntax', () => {
  it('is plain ES5, so it runs as is in any browser before anything else has loaded', () => {
    // If anything needed lowering to ES5, the two outputs would differ.
    const es5 = transformSync(chunkGuardScript, { target: 'es5', loader: 'js' }).code
    const untouched = transformSync(chunkGuardScript, { target: 'esnext', loader: 'js' }).code
    expect(es5).toBe(untouched)
  })
})
