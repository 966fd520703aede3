/** A clock-style length for people: 75 → "1:15", 3600 → "1:00:00". */
export function clockDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** The same length in words, for screen readers: "1 minute 15 seconds". */
export function spokenDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds))
  const parts: [number, string][] = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ]
  const words = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`)
  return words.join(' ') || '0 seconds'
}
