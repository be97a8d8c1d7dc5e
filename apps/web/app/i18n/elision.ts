/**
 * Whether French elides « de » before a name (« d’Ottawa », « d’Aisha », « de Yellowknife »): the
 * rule's one home is `@cld/content/french-elision`, which the demo data's French also follows.
 * Shared by browse's "within 25 km of", the profile's distance and the messages that name a person.
 */
export { elidesBefore } from '@cld/content/french-elision';
