import type { NavItem } from './types'

/** The top bar's seven links, in order; each leads to `/#sectionId`. */
export const navigation: readonly NavItem[] = [
  { name: 'About', icon: 'user', sectionId: 'about' },
  { name: 'Experience', icon: 'briefcase', sectionId: 'experience' },
  { name: 'Skills', icon: 'sparkles', sectionId: 'skills' },
  { name: 'Certifications', icon: 'award', sectionId: 'certifications' },
  { name: 'Projects', icon: 'folder', sectionId: 'projects' },
  { name: 'Journey', icon: 'route', sectionId: 'experiences' },
  { name: 'Contact', icon: 'mail', sectionId: 'contact' },
]
