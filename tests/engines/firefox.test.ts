import { openFirefox } from './firefox'
import { describeSite } from './site'

describeSite('firefox', openFirefox)
