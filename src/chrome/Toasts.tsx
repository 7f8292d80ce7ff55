import { Toaster } from 'react-hot-toast'
import { TOASTER_PROPS } from './toastConfig'

/** The toast area (bottom centre). The product's pages raise no toast of their own. */
export function Toasts() {
  return <Toaster {...TOASTER_PROPS} />
}
