import { fixedPage } from '@/components/cms-page/cms-page'

const route = fixedPage('faq')

export const generateMetadata = route.generateMetadata
export default route.Page
