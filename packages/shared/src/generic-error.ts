/**
 * The sentence of a failure that says nothing more precise. Its own module: the first page needs only this of
 * the product's texts, and bundles split by module.
 */
export const GENERIC_ERROR = 'An error occurred. Please try again later.';
