/** The site's page layouts. A page naming anything else is rendered with `default`. */
export const LAYOUTS = [
  'comedy-tour',
  'default',
  'giveaway',
  'home',
  'memes',
  'page-without-ad',
  'page',
  'podcast',
  'post',
  'single_meme',
  'video_main',
  'video',
] as const

export type LayoutName = (typeof LAYOUTS)[number]

export function resolveLayout(name: string | null | undefined): LayoutName {
  return (LAYOUTS as readonly string[]).includes(name ?? '') ? (name as LayoutName) : 'default'
}
