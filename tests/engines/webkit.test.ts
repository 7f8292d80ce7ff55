import { describeSite } from './site'
import { openWebKit } from './webkit'

describeSite('webkit', openWebKit)
