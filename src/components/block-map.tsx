import type { ComponentType, ReactNode } from 'react'

/** Blocks as Payload types them: a union tagged by `blockType`. */
type Tagged = { blockType: string }

/** One component per block type of a union, each typed by its own block's data. */
export type BlockComponents<U extends Tagged> = { [K in U['blockType']]: ComponentType<Extract<U, { blockType: K }>> }

/**
 * A block drawn by its component, or null for a type this build does not know (a document saved
 * under an older schema). Called as `renderBlock(components, block.blockType, block)`: the type is
 * passed apart so that the compiler pairs each component with its own block's data.
 */
export function renderBlock<M extends Record<string, object>, K extends keyof M>(
  components: { [P in keyof M]: ComponentType<M[P]> },
  type: K,
  block: M[K],
): ReactNode {
  if (!Object.hasOwn(components, type)) return null
  const Component: ComponentType<M[K]> = components[type]
  return <Component {...block} />
}
