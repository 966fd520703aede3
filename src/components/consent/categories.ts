import type { ConsentCategory } from '@/lib/consent/cookie'

/** What each category means, in the words the banner's dialog shows beside its checkbox. */
export const CATEGORY_TEXT: Record<ConsentCategory, { label: string; explanation: string }> = {
  necessary: {
    label: 'Necessary',
    explanation: 'Keep the site working, keep you signed in and remember these choices. Always on.',
  },
  analytics: {
    label: 'Analytics',
    explanation: 'Count visits so we can see which pages help teachers most.',
  },
  advertising: {
    label: 'Advertising',
    explanation:
      'Let our ad partner show ads and measure them, which may use what it knows about you from other sites.',
  },
  social: {
    label: 'Social embeds',
    explanation: 'Show videos and posts from sites like YouTube and TikTok, which set cookies of their own.',
  },
}
