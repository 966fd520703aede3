import type { BlockComponents } from '@/components/block-map'
import type { Home } from '@/payload-types'
import { BannerSection } from '@/sections/banner/component'
import { HeaderSection } from '@/sections/header/component'
import { HeadingSection } from '@/sections/heading/component'
import { MainVideoSection } from '@/sections/main-video/component'
import { PodcastsSection } from '@/collections/podcasts/sections/podcasts/component'
import { PostsSection } from '@/sections/posts/component'
import { RecentSection } from '@/sections/recent/component'
import { RecentVideoSection } from '@/sections/recent-video/component'
import { SponsoredSection } from '@/sections/sponsored/component'
import { SubscribeSection } from '@/sections/subscribe/component'
import { TestimonialsSection } from '@/sections/testimonials/component'
import { TrendingSection } from '@/sections/trending/component'
import { VideoListSection } from '@/sections/video-list/component'

/** The data of every section of `registry.ts`, as Payload generates it from that list. */
export type HomeSection = NonNullable<Home['sections']>[number]

/** The component of each section: the compiler refuses this map until every section has one. */
export const sectionComponents: BlockComponents<HomeSection> = {
  banner: BannerSection,
  header: HeaderSection,
  heading: HeadingSection,
  posts: PostsSection,
  recent: RecentSection,
  sponsored: SponsoredSection,
  subscribe: SubscribeSection,
  trending: TrendingSection,
  recentVideo: RecentVideoSection,
  videoList: VideoListSection,
  mainVideo: MainVideoSection,
  podcasts: PodcastsSection,
  testimonials: TestimonialsSection,
}
