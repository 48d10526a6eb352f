// Modules the docs' build plugins (apps/site/build/) generate.

declare module '*?tokens' {
  const code: import('../../ui/code-tokens.ts').HighlightedCode;
  export default code;
}

declare module 'virtual:api-reference/*' {
  const api: readonly import('./api-types.ts').ApiEntry[];
  export default api;
}
