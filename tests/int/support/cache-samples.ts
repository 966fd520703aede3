import type { World } from './world'

/**
 * Calls of cached reads over the world, each by a label saying what it asks. Each call must reach
 * exactly one `'use cache'` function (tests/int/cache-contract.int.test.ts).
 */
export type CacheSamples = (world: World) => Record<string, () => Promise<unknown>>
