import type { Messages } from '../translate.ts';
import type { noResultsEn } from './no-results.en.ts';

/**
 * French twin of `no-results.en.ts`: a lawyer search that found nothing, which part found nothing
 * and the searches that do find lawyers. A place, a province or a practice area fills its
 * placeholder as a bare name, so it follows a colon or stands in « »; a city takes « à ».
 */
export const noResultsFr = {
  title: 'Aucun avocat trouvé',
  body: 'Aucun avocat ne correspond à l’ensemble de ces critères : {parts}.',
  bodyNoParts:
    'Nous n’avons trouvé aucun avocat qui correspond à vos critères. Essayez de modifier vos filtres ou vos termes de recherche.',
  culprits: {
    text: 'Aucun nom d’avocat, nom de cabinet ou profil ne mentionne « {text} » tout en correspondant au reste de votre recherche.',
    language:
      'Aucun avocat qui correspond au reste de votre recherche n’indique cette langue : {language}.',
    place: '{place} : aucun avocat ne correspond au reste de votre recherche.',
    practiceArea:
      'Aucun avocat qui correspond au reste de votre recherche n’exerce dans ce domaine : {practiceArea}.',
  },
  together:
    'Des avocats correspondent à certaines parties de votre recherche, mais aucun ne correspond à l’ensemble.',
  suggestionsTitle: 'Des recherches qui trouvent des avocats',
  suggestions: {
    province: '{province}, toutes villes confondues',
    nearbyCity: 'À {city}, à {distance} km',
    nearbyCityNoDistance: 'À {city}',
    withoutText: 'Sans « {text} »',
    withoutLanguage: 'Toutes les langues, pas seulement « {language} »',
    withoutPlace: 'Partout au Canada',
    withoutPracticeArea: 'Tous les domaines de droit, pas seulement « {practiceArea} »',
    widerRadius: 'Plus loin : à moins de {radius} km',
    widerRadiusNoDistance: 'Plus loin',
    withoutDetails: 'Sans les filtres de coût, de financement et de rencontre',
  },
  count: { one: '{count} avocat', other: '{count} avocats' },
} as const satisfies Messages<typeof noResultsEn>;

export default noResultsFr;
