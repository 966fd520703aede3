import { fixedPage } from '@/components/cms-page/cms-page'

const route = fixedPage('ccpa')

export const generateMetadata = route.generateMetadata
export default route.Page
