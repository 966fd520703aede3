import type { Block } from 'payload'

import { BannerSection } from '@/sections/banner/config'
import { HeaderSection } from '@/sections/header/config'
import { HeadingSection } from '@/sections/heading/config'
import { PostsSection } from '@/sections/posts/config'
import { RecentSection } from '@/sections/recent/config'
import { SponsoredSection } from '@/sections/sponsored/config'
import { SubscribeSection } from '@/sections/subscribe/config'
import { TrendingSection } from '@/sections/trending/config'

/** Home page sections (spec §2). Podcasts and the video sections join with their content types. */
export const homeSections: Block[] = [
  BannerSection,
  HeaderSection,
  HeadingSection,
  PostsSection,
  RecentSection,
  SponsoredSection,
  SubscribeSection,
  TrendingSection,
]
