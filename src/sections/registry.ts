import type { Block } from 'payload'

import { Banner } from '@/sections/banner/config'
import { Header } from '@/sections/header/config'
import { Heading } from '@/sections/heading/config'
import { MainVideo } from '@/sections/main-video/config'
import { Podcasts } from '@/collections/podcasts/sections/podcasts/config'
import { Posts } from '@/sections/posts/config'
import { Recent } from '@/sections/recent/config'
import { RecentVideo } from '@/sections/recent-video/config'
import { Sponsored } from '@/sections/sponsored/config'
import { Subscribe } from '@/sections/subscribe/config'
import { Testimonials } from '@/sections/testimonials/config'
import { Trending } from '@/sections/trending/config'
import { VideoList } from '@/sections/video-list/config'

/**
 * Home page sections, in the order editors see them. Configs only, like the body blocks'
 * registry: several sections read posts through the CMS, so the CMS config must not import their
 * components. `components.ts` gives each generated section type its component. The video and
 * podcast sections read through src/lib/queries (videos.ts, podcasts.ts).
 */
export const homeSections: Block[] = [
  Banner,
  Header,
  Heading,
  Posts,
  Recent,
  Sponsored,
  Subscribe,
  Trending,
  RecentVideo,
  VideoList,
  MainVideo,
  Podcasts,
  Testimonials,
]
