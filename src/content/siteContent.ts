import { certificates } from './certificates'
import { journey } from './journey'
import { navigation } from './navigation'
import { profile } from './profile'
import { projects } from './projects'
import type { SiteContent } from './types'

/** The whole content in one value, for the build's check (the app imports each module on its own). */
export const siteContent: SiteContent = { profile, navigation, projects, journey, certificates }
