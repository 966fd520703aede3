'use client'

import { Component, type ReactNode } from 'react'

type Props = { fallback: ReactNode; children: ReactNode }

/** The smallest React error boundary: shows `fallback` once anything inside fails to render. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
