import type { Block } from 'payload'

import { Banner } from '@/sections/banner/config'
import { Header } from '@/sections/header/config'
import { Heading } from '@/sections/heading/config'
import { Posts } from '@/sections/posts/config'
import { Recent } from '@/sections/recent/config'
import { Sponsored } from '@/sections/sponsored/config'
import { Subscribe } from '@/sections/subscribe/config'
import { Trending } from '@/sections/trending/config'

/**
 * Home page sections (spec §2), in the order editors see them. Configs only, like the body blocks'
 * registry: several sections read posts through the CMS, so the CMS config must not import their
 * components. `components.ts` gives each generated section type its component. Podcasts and the
 * video sections join with their content types.
 */
export const homeSections: Block[] = [Banner, Header, Heading, Posts, Recent, Sponsored, Subscribe, Trending]
