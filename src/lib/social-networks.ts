/** The networks a site's profile links may name (site settings). */
export const SOCIAL_NETWORKS = ['instagram', 'tiktok', 'facebook', 'youtube', 'x', 'pinterest', 'threads'] as const

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

/** Each network as it writes its own name ("TikTok", "YouTube"). */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
  pinterest: 'Pinterest',
  threads: 'Threads',
}
