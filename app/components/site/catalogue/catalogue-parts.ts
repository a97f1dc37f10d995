/**
 * How the catalogue's page marks what its filters' island changes in place (decision 071): the
 * parts a new answer replaces, and the links the island follows in place rather than by a page
 * load. Shared by the page the server writes and the island that reads it.
 */

/** A part of the page an answer replaces, by name (a live region keeps its element and takes the new text). */
export const CATALOGUE_PART = "data-catalogue-part";

/** A link to another view of the catalogue that the island loads in place once it has hydrated. */
export const IN_PLACE_LINK = "data-in-place";

/** The attributes of a link the island follows in place. */
export const inPlaceLink = { [IN_PLACE_LINK]: "" } as const;
