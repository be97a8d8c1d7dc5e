import type { Messages } from '../translate.ts';
import type { siteSearchEn } from './site-search.en.ts';

/** French twin of `site-search.en.ts`: the site search page. */
export const siteSearchFr = {
  metaTitle: 'Recherche | Répertoire des avocats du Canada',
  metaTitleFor: 'Résultats pour « {query} » | Répertoire des avocats du Canada',
  metaDescription:
    'Cherchez parmi les avocats de partout au Canada et dans nos guides juridiques, réponses et articles en langage clair.',
  title: 'Recherche',
  titleFor: 'Résultats de recherche pour « {query} »',
  label: 'Rechercher des avocats, des guides et des articles',
  placeholder: 'p. ex. divorce en Ontario, nom d’une avocate ou d’un avocat, petites créances',
  submit: 'Rechercher',
  intro:
    'Cherchez à la fois parmi les avocats du répertoire et dans nos guides, réponses et articles.',
  lawyers: {
    title: 'Avocats',
    seeAll: { one: 'Voir dans le répertoire', other: 'Voir les {count} avocats' },
    browse: 'Voir tous les avocats',
    error: 'La recherche d’avocats est impossible pour le moment. Veuillez réessayer plus tard.',
  },
  content: {
    title: 'Guides, réponses et articles',
    none: 'Aucun guide, aucune réponse ni aucun article ne correspond à « {query} ».',
    kinds: {
      guide: 'Guide',
      'practice-area': 'Guide par domaine de droit',
      province: 'Guide provincial',
      resource: 'Ressource juridique',
      faq: 'Question et réponse',
      blog: 'Article',
      news: 'Actualité juridique',
    },
  },
} as const satisfies Messages<typeof siteSearchEn>;

export default siteSearchFr;
