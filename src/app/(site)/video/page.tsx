// /video without a slug shows the type's index: the videos, whose canonical address is /videos.
export { default, generateMetadata } from '@/app/(site)/videos/page'
