import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Article } from '@/components/article/article'
import { SiteLayout } from '@/layouts/site-layout'
import { getSiteSettings } from '@/lib/queries/globals'
import { getPost } from '@/collections/posts/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { postSeo } from '@/collections/posts/metadata'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return [] // rendered on first request, then cached until a publish expires its tag
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPost((await params).slug)
  if (!post) return {}
  return pageMetadata(postSeo(post))
}

export default async function PostPage({ params }: Props) {
  const post = await getPost((await params).slug)
  if (!post) notFound()
  return (
    <SiteLayout layout="post" ads={!post.adFree}>
      <Article post={post} settings={await getSiteSettings()} />
    </SiteLayout>
  )
}
