// /video-category without a slug: the categories are on /videos, the canonical address.
export { default, generateMetadata } from '@/app/(site)/videos/page'
