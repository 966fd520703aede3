import { z } from 'zod'

/**
 * The named ad placements (filled by a third-party ad network; docs/architecture.md, Ads) and
 * the box each one reserves, so that an ad arriving never moves the page. Pure: no server code,
 * no `document`.
 */
export const PLACEMENT_NAMES = ['header-leaderboard', 'in-content', 'sidebar', 'sticky-footer', 'list-item'] as const
export type PlacementName = (typeof PLACEMENT_NAMES)[number]

/** [width, height] in CSS pixels. */
export type AdSize = readonly [number, number]

export type Placement = {
  /** What the slot reserves from 768 px wide up. */
  desktop: AdSize
  /** What it reserves on narrower screens; null: the placement is not shown there. */
  mobile: AdSize | null
}

export const PLACEMENTS: Record<PlacementName, Placement> = {
  'header-leaderboard': { desktop: [728, 90], mobile: [320, 50] },
  'in-content': { desktop: [300, 250], mobile: [300, 250] },
  sidebar: { desktop: [300, 600], mobile: null },
  'sticky-footer': { desktop: [728, 90], mobile: [320, 50] },
  'list-item': { desktop: [728, 90], mobile: [300, 250] },
}

/** The words above every slot: an ad is never mistaken for the site's own content. */
export const AD_LABEL = 'Advertisement'

/** What a filled slot asks the ad network for. */
export type SlotSpec = { placement: PlacementName; unit: string; sizes: AdSize[] }

/** The biggest box a placement reserves: a creative larger than that would overflow it. */
function fits(placement: PlacementName, [w, h]: AdSize): boolean {
  const { desktop, mobile } = PLACEMENTS[placement]
  return [desktop, mobile].some((box) => box !== null && w <= box[0] && h <= box[1])
}

const size = z.tuple([z.number().int().min(1).max(2000), z.number().int().min(1).max(2000)])

/** One entry of the mapping: which ad unit of the network fills a placement, and in which sizes. */
export const mappingEntrySchema = z
  .object({
    placement: z.enum(PLACEMENT_NAMES),
    unit: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[\w/.:-]+$/, { message: 'an ad unit is letters, digits and / . _ : - only' }),
    sizes: z.array(size).min(1).max(10).optional(),
  })
  .strict()
  .superRefine((entry, ctx) => {
    for (const s of entry.sizes ?? []) {
      if (!fits(entry.placement, s)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sizes'],
          message: `${s[0]}×${s[1]} is larger than the space the ${entry.placement} placement reserves`,
        })
      }
    }
  })

export type MappingEntry = z.infer<typeof mappingEntrySchema>

/** The whole answer of ADS_MAPPING_URL: `{"mappings": [...]}` and nothing else, a placement at most once. */
export const mappingSchema = z
  .object({ mappings: z.array(mappingEntrySchema).max(PLACEMENT_NAMES.length) })
  .strict()
  .superRefine((value, ctx) => {
    const seen = new Set<string>()
    value.mappings.forEach((entry, i) => {
      if (seen.has(entry.placement)) {
        ctx.addIssue({
          code: 'custom',
          path: ['mappings', i, 'placement'],
          message: `${entry.placement} is mapped twice`,
        })
      }
      seen.add(entry.placement)
    })
  })

export type AdMapping = z.infer<typeof mappingSchema>

/** The sizes a placement offers by default: the boxes it reserves. */
const defaultSizes = (placement: PlacementName): AdSize[] =>
  [PLACEMENTS[placement].desktop, PLACEMENTS[placement].mobile].filter(
    (s, i, all): s is AdSize => s !== null && all.findIndex((t) => t?.[0] === s[0] && t?.[1] === s[1]) === i,
  )

/**
 * The slots that run. Without a mapping every placement runs, its unit named after it; with one,
 * only the placements it maps (an empty list turns them all off).
 */
export function resolveSlots(mapping: AdMapping | null): Partial<Record<PlacementName, SlotSpec>> {
  if (!mapping) {
    return Object.fromEntries(
      PLACEMENT_NAMES.map((placement) => [placement, { placement, unit: placement, sizes: defaultSizes(placement) }]),
    )
  }
  return Object.fromEntries(
    mapping.mappings.map((e) => [
      e.placement,
      { placement: e.placement, unit: e.unit, sizes: e.sizes ?? defaultSizes(e.placement) },
    ]),
  )
}

/**
 * Where in-content ads go among an article's top-level nodes: after every `interval`-th
 * paragraph, never after the last node (an ad closing the article reads as part of the footer).
 * Answers the indexes of the nodes an ad follows.
 */
export function inContentBreaks(types: readonly string[], interval: number): number[] {
  const breaks: number[] = []
  let paragraphs = 0
  types.forEach((type, i) => {
    if (type !== 'paragraph') return
    paragraphs += 1
    if (paragraphs % interval === 0 && i < types.length - 1) breaks.push(i)
  })
  return breaks
}

/** After which list items (0-based) an ad goes: every `interval` items, never after the last. */
export function listBreaks(count: number, interval: number): number[] {
  const breaks: number[] = []
  for (let i = interval - 1; i < count - 1; i += interval) breaks.push(i)
  return breaks
}
