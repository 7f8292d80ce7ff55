import { Award, Briefcase, FolderGit2, Mail, Route, Sparkles, User, type LucideIcon } from 'lucide-react'
import type { NavIcon } from '../content/types'

/** The lucide icon drawn for each navigation item's icon name. */
export const NAV_ICONS: Record<NavIcon, LucideIcon> = {
  user: User,
  briefcase: Briefcase,
  sparkles: Sparkles,
  award: Award,
  folder: FolderGit2,
  route: Route,
  mail: Mail,
}
