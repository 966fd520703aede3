/**
 * Opens the cookie settings dialog from anywhere (the footer button, a link on the privacy page):
 * an event on window, so the caller needs neither React context nor the dialog's code.
 * The consent island in the site layout listens for it.
 */
const OPEN_SETTINGS = 'staffroom:consent-settings'

export function openConsentSettings() {
  window.dispatchEvent(new Event(OPEN_SETTINGS))
}

export function onOpenConsentSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_SETTINGS, listener)
  return () => window.removeEventListener(OPEN_SETTINGS, listener)
}
