import { fixedPage } from '@/components/cms-page/cms-page'

const route = fixedPage('about-us')

export const generateMetadata = route.generateMetadata
export default route.Page
