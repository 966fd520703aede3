/**
 * Where focus goes when the banner that held it disappears: the page's main content, as the
 * skip link does. Without this it would fall back to <body> and a keyboard user starts over.
 */
export function focusMain() {
  document.getElementById('main')?.focus({ preventScroll: true })
}
