import { Component } from 'react'
import type { ReactNode } from 'react'

interface Props {
  /** What to show instead once anything below has thrown. */
  fallback: ReactNode
  /** Told once anything below has thrown, rendering or loading its code. */
  onFailed?: () => void
  children: ReactNode
}

/** Keeps a failure of what it wraps inside it (the background, a part loaded later): the page around it never notices. */
export class FailureBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch() {
    this.props.onFailed?.()
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
