/**
 * The highest page number any paged list accepts (lawyers, reviews, the administrators' lists):
 * the contract refuses a higher one with a 400, and the web app clamps its addresses to it.
 */
export const MAX_PAGE = 100_000;
