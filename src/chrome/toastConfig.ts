import type { DefaultToastOptions, ToasterProps } from 'react-hot-toast'

/**
 * Spec: error and blank 4 s, success 2 s, loading until dismissed, custom 4 s; removed 1 s after
 * dismissal. The spec's limit of 20 toasts at once is react-hot-toast's own built-in limit.
 */
const TOAST_OPTIONS = {
  removeDelay: 1000,
  blank: { duration: 4000 },
  error: { duration: 4000 },
  success: { duration: 2000 },
  loading: { duration: Infinity },
  custom: { duration: 4000 },
  style: {
    background: '#06100b',
    color: '#e6f2ea',
    border: '1px solid rgb(74 222 128 / 0.5)',
    fontFamily: 'var(--font-sans)',
  },
} as const satisfies DefaultToastOptions

export const TOASTER_PROPS = {
  position: 'bottom-center',
  toastOptions: TOAST_OPTIONS,
} as const satisfies ToasterProps
