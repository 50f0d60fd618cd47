// The shared sentence catalogs, compiled by build/compile-sentences.ts.
declare module 'virtual:shared-sentences/*' {
  const messages: Record<string, import('@lingui/core').Messages[string]>;
  export default messages;
}
