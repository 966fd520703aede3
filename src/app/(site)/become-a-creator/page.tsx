import { fixedPage } from '@/components/cms-page/cms-page'

const route = fixedPage('become-a-creator')

export const generateMetadata = route.generateMetadata
export default route.Page
