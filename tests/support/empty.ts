// Stands in for modules that only guard a bundle boundary (e.g. `server-only`) under vitest.
export {}
