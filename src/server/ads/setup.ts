import 'server-only'

import { cache } from 'react'

import { env } from '@/env'
import { type PlacementName, resolveSlots, type SlotSpec } from '@/lib/ads/placements'
import { revalidateAt } from '@/lib/revalidate-at'
import { cachedMapping } from '@/server/ads/mapping'

export type AdSetup = {
  scriptUrl: string
  publisherId: string | null
  slots: Partial<Record<PlacementName, SlotSpec>>
  paragraphInterval: number
  listInterval: number
}

type Config = {
  scriptUrl?: string
  mappingUrl?: string
  publisherId?: string
  timeoutMs: number
  /** How long a good mapping is used before it is asked for again. */
  refreshMs?: number
  paragraphInterval: number
  listInterval: number
}

const fromEnv = (): Config => ({
  scriptUrl: env.ADS_SCRIPT_URL,
  mappingUrl: env.ADS_MAPPING_URL,
  publisherId: env.ADS_PUBLISHER_ID,
  timeoutMs: env.ADS_MAPPING_TIMEOUT_MS,
  refreshMs: env.ADS_MAPPING_REFRESH_SECONDS * 1000,
  paragraphInterval: env.ADS_PARAGRAPH_INTERVAL,
  listInterval: env.ADS_LIST_INTERVAL,
})

/**
 * What the ads of a page are, or null for none: no script configured, or a mapping configured
 * that did not answer well (then every slot stays collapsed: nothing reserved, nothing loaded).
 */
export async function resolveAdSetup(config: Config): Promise<AdSetup | null> {
  if (!config.scriptUrl) return null
  const base = {
    scriptUrl: config.scriptUrl,
    publisherId: config.publisherId ?? null,
    paragraphInterval: config.paragraphInterval,
    listInterval: config.listInterval,
  }
  if (!config.mappingUrl) return { ...base, slots: resolveSlots(null) }
  const result = await cachedMapping(config.mappingUrl, config.timeoutMs, config.refreshMs ?? 300_000)
  // Pages rendered now are rendered again when the mapping is next asked for.
  await revalidateAt(new Date(result.until)).catch(() => undefined)
  if (!result.ok) return null
  const slots = resolveSlots(result.mapping)
  return Object.keys(slots).length > 0 ? { ...base, slots } : null
}

/** Once per request: the layout, the article and the lists ask the same. */
export const getAdSetup = cache(() => resolveAdSetup(fromEnv()))
