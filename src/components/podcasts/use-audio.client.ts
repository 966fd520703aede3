'use client'

import { useSyncExternalStore } from 'react'

import { getServerState, getState, subscribe, type AudioState } from '@/components/podcasts/audio-store'

/** The site's audio, re-rendering on every change (time included). */
export const useAudio = (): AudioState => useSyncExternalStore(subscribe, getState, getServerState)
