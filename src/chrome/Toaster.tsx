import { Toaster as LibraryToaster } from 'react-hot-toast'
import { TOASTER_PROPS } from './toastConfig'

/** react-hot-toast's toaster with the site's settings. */
export default function Toaster() {
  return <LibraryToaster {...TOASTER_PROPS} />
}
