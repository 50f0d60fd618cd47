/** The back office's tax table (issue 33). Kept out of app/paths.ts so the first page does not grow. */
export const receiptsPaths = {
  taxes: { path: '/taxes', getHref: () => '/taxes' },
} as const;
