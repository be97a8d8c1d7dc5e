import type { Messages } from '../translate.ts';
import type { placesEn } from './places.en.ts';

/**
 * French twin of `places.en.ts`: the landing pages of provinces, cities and practice areas. The
 * province and the practice area fill their placeholders as bare names (« Québec », « Droit de la
 * famille »), so they open a phrase or follow a colon: French would need « au Québec », « en
 * Ontario » before a province. A city takes « à » (« à Montréal »).
 */
export const placesFr = {
  breadcrumb: 'Fil d’Ariane',
  home: 'Accueil',
  province: {
    metaTitle: '{province} : trouver un avocat | Répertoire des avocats du Canada',
    metaDescription: {
      one: '{province} : trouvez une avocate ou un avocat. Découvrez le domaine de droit, la ville, l’expérience et la note de la personne inscrite au répertoire qui y exerce, et consultez nos guides sur l’aide juridique et les tribunaux.',
      other:
        '{province} : trouvez une avocate ou un avocat. Comparez {count} avocats dans {cities} villes selon leur domaine de droit, leur expérience et leur note, et consultez nos guides sur l’aide juridique et les tribunaux.',
    },
    title: '{province} : trouver un avocat',
    intro: {
      one: '{province} : {count} avocat inscrit au répertoire.',
      other: '{province} : {count} avocats inscrits au répertoire, dans {cities} villes.',
    },
    citiesTitle: '{province} : les villes',
    cityCount: { one: '{count} avocat', other: '{count} avocats' },
  },
  city: {
    metaTitle: 'Avocats à {city}, {province} | Répertoire des avocats du Canada',
    metaDescription: {
      one: 'Trouvez une avocate ou un avocat à {city}, {province} : la personne inscrite au répertoire qui y exerce, avec ses domaines de droit, son expérience, ses notes et ses coordonnées.',
      other:
        'Trouvez une avocate ou un avocat à {city}, {province} : comparez {count} avocats selon leur domaine de droit, leur expérience et leur note, et joignez-les directement.',
    },
    title: 'Avocats à {city}, {province}',
    intro: {
      one: 'Le répertoire compte {count} avocat à {city}.',
      other: 'Le répertoire compte {count} avocats à {city}.',
    },
    areasTitle: 'Domaines de droit à {city}',
  },
  area: {
    metaTitle: '{area} : avocats à {city}, {province} | Répertoire des avocats du Canada',
    metaDescription: {
      one: '{area} à {city}, {province} : découvrez l’expérience et la note de la personne inscrite au répertoire qui exerce dans ce domaine, et lisez notre guide sur ce domaine de droit.',
      other:
        '{area} à {city}, {province} : comparez {count} avocats selon leur expérience et leur note, et lisez notre guide en langage clair sur ce domaine de droit.',
    },
    title: '{area} : avocats à {city}, {province}',
    intro: {
      one: '{area} : {count} avocat du répertoire exerce dans ce domaine à {city}.',
      other: '{area} : {count} avocats du répertoire exercent dans ce domaine à {city}.',
    },
    otherAreasTitle: 'Autres domaines de droit à {city}',
  },
  topLawyers: 'Les avocats les mieux notés',
  listedLawyers: 'Les avocats du répertoire',
  seeAll: { one: 'Voir dans le répertoire', other: 'Voir les {count} avocats' },
  guidesTitle: '{province} : nos guides',
  guides: {
    provincial: '{province} : tribunaux, barreaux et principales lois',
    legalAid: '{province} : aide juridique et services juridiques gratuits',
    practiceArea: '{area} : notre guide sur les cas courants, les délais et ce qui vous attend',
    howToChoose: 'Comment choisir un avocat',
  },
  distance: {
    title: 'Recherche par distance : {city}',
    within: 'À moins de {radius} km',
  },
  nearby: {
    title: 'Villes à proximité',
    cityInProvince: '{city} ({province})',
    distance: 'à {distance} km',
  },
  moreInPlace: '{area} : plus d’avocats à {city}',
  aboutPlace: '{place} : trouver un avocat',
} as const satisfies Messages<typeof placesEn>;

export default placesFr;
