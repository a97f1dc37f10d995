/**
 * The download center's product filter (decision 034), shared by the page, the suggestions it asks
 * for as a visitor types, and the server: the visitor types a product's name or code, the address
 * carries the text (`?product=`), and the server resolves it to one product.
 */

/** Where the suggestions are asked for (`?q=` the typed text), under the page's language prefix. */
export const PRODUCT_SUGGESTIONS_PATH = "/support/product-suggestions";

/**
 * Product texts shorter than this get no suggestions and are matched by slug only: the title
 * index (trigrams) finds nothing cheaper than reading every product for one or two characters.
 */
export const MIN_PRODUCT_TEXT = 3;

/** The longest product text read from the address or a suggestion request. */
export const MAX_PRODUCT_TEXT = 100;

/** A suggestion: `value` (the product's code) is what choosing it puts into the field. */
export type ProductSuggestion = { value: string; label: string };

export type ProductSuggestionsAnswer = { products: ProductSuggestion[] };
