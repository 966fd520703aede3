// /meme without a slug shows the type's index: the gallery, whose canonical address is /memes.
export { default, generateMetadata } from '@/app/(site)/memes/page'
