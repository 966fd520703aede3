import { fixedPage } from '@/components/cms-page/cms-page'

const route = fixedPage('giveaway-rules')

export const generateMetadata = route.generateMetadata
export default route.Page
