/** The surface a form sits on: the page (light) or a dark band (the newsletter sections). */
export type Tone = 'light' | 'dark'
