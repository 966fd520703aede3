import type { ComponentType } from 'react'

import type { Home } from '@/payload-types'
import { BannerSection } from '@/sections/banner/component'
import { HeaderSection } from '@/sections/header/component'
import { HeadingSection } from '@/sections/heading/component'
import { PostsSection } from '@/sections/posts/component'
import { RecentSection } from '@/sections/recent/component'
import { SponsoredSection } from '@/sections/sponsored/component'
import { SubscribeSection } from '@/sections/subscribe/component'
import { TrendingSection } from '@/sections/trending/component'

type Section = NonNullable<Home['sections']>[number]
type SectionMap = { [K in Section['blockType']]: ComponentType<{ section: Extract<Section, { blockType: K }> }> }

const SECTIONS: SectionMap = {
  banner: BannerSection,
  header: HeaderSection,
  heading: HeadingSection,
  posts: PostsSection,
  recent: RecentSection,
  sponsored: SponsoredSection,
  subscribe: SubscribeSection,
  trending: TrendingSection,
}

/** The home page: the sections in the order the editors arranged them. */
export function RenderSections({ sections }: { sections: Section[] }) {
  return (
    <div className="flex flex-col gap-14 pb-4 md:gap-20">
      {sections.map((section, i) => {
        const Component = SECTIONS[section.blockType] as ComponentType<{ section: Section }>
        return Component ? <Component key={section.id ?? i} section={section} /> : null
      })}
    </div>
  )
}
