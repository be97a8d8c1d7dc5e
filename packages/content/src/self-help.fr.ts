import { frenchSource } from './french-sources.ts';
import { PROVINCE_LEGAL_INFO_FR } from './province-legal-info.fr.ts';
import { PROVINCES } from './provinces.ts';
import {
  type Availability,
  SELF_HELP,
  type SelfHelpCategory,
  type SelfHelpResource,
} from './self-help.ts';

/**
 * French twin of `self-help.ts` (decision 028): the same categories (slugs, icons) and resources
 * (addresses, availability) in the same order. `availability` stays the English key the page maps
 * to its own catalogue text, like `icon`.
 */
/** The French label of each availability key (the English page shows the key itself). */
export const AVAILABILITY_LABELS_FR: Record<Availability, string> = {
  'Online, any time': 'En ligne, en tout temps',
  'Phone and online': 'Par téléphone et en ligne',
  'In person and online': 'En personne et en ligne',
};

type ResourceWords = Pick<SelfHelpResource, 'name' | 'description'>;

interface CategoryWords {
  category: string;
  /** In the order of the English resources; null for the provincial list, built below. */
  resources: readonly ResourceWords[] | null;
}

/** Where a French name is given, it is the one the organisation publishes. */
const CATEGORIES: Record<string, CategoryWords> = {
  'provincial-legal-information': {
    category: 'Information juridique par province',
    resources: null,
  },
  'laws-and-decisions': {
    category: 'Lois et décisions des tribunaux',
    resources: [
      {
        name: 'CanLII',
        description:
          'Base de données gratuite des décisions des tribunaux, des lois et des règlements de toutes les provinces, de tous les territoires et du fédéral.',
      },
      {
        name: 'Site Web de la législation (Justice)',
        description: 'Les lois et règlements fédéraux codifiés officiels, dont le Code criminel.',
      },
      {
        name: 'Charte canadienne des droits et libertés',
        description:
          'Le texte officiel de la Charte : libertés fondamentales, garanties juridiques et droits à l’égalité.',
      },
      {
        name: 'Cour suprême du Canada',
        description:
          'Jugements, sommaires des causes et calendrier des audiences de la juridiction d’appel de dernier ressort au Canada.',
      },
    ],
  },
  'family-law': {
    category: 'Droit de la famille',
    resources: [
      {
        name: 'Droit de la famille — ministère de la Justice Canada',
        description:
          'L’information fédérale sur le divorce, les arrangements parentaux et les pensions alimentaires pour enfants et pour conjoint.',
      },
      {
        name: 'Divorce — ministère de la Justice Canada',
        description:
          'Comment fonctionne le divorce en vertu de la Loi sur le divorce, et où présenter la demande.',
      },
      {
        name: 'Pensions alimentaires pour enfants — ministère de la Justice Canada',
        description:
          'Les Lignes directrices fédérales sur les pensions alimentaires pour enfants, les tables et un outil pour trouver le montant prévu par les tables.',
      },
    ],
  },
  'disputes-and-tribunals': {
    category: 'Litiges, petites créances et tribunaux administratifs',
    resources: [
      {
        name: 'Civil Resolution Tribunal (C.-B.)',
        description:
          'Tribunal en ligne pour les petites créances jusqu’à 5 000 $ en Colombie-Britannique, les litiges de copropriété (strata) et certaines réclamations pour blessures subies dans un accident d’auto.',
      },
      {
        name: 'Tribunaux décisionnels Ontario',
        description:
          'Les tribunaux administratifs de l’Ontario, dont la Commission de la location immobilière et le Tribunal des droits de la personne.',
      },
      {
        name: 'Tribunal administratif du logement (Qc)',
        description:
          'Le tribunal québécois des litiges relatifs aux baux résidentiels, aux hausses de loyer et aux expulsions.',
      },
    ],
  },
  'finding-help': {
    category: 'Trouver de l’aide juridique',
    resources: [
      {
        name: '211',
        description:
          'De l’orientation gratuite et confidentielle vers les services communautaires, sociaux et les cliniques juridiques près de chez vous. Composez le 2-1-1.',
      },
      {
        name: 'Pro Bono Ontario',
        description:
          'De l’aide juridique gratuite offerte par des avocats bénévoles aux Ontariens qui n’ont pas les moyens de payer un avocat.',
      },
      {
        name: 'Access Pro Bono (C.-B.)',
        description:
          'Des cliniques de consultation juridique gratuites et des programmes partout en Colombie-Britannique.',
      },
    ],
  },
  'human-rights': {
    category: 'Droits de la personne',
    resources: [
      {
        name: 'Commission canadienne des droits de la personne',
        description:
          'Plaintes de discrimination contre des employeurs et des fournisseurs de services sous réglementation fédérale.',
      },
      {
        name: 'Centre d’assistance juridique en matière de droits de la personne (Ontario)',
        description:
          'De l’aide juridique gratuite pour les personnes qui ont subi de la discrimination en Ontario.',
      },
    ],
  },
};

function translate(category: SelfHelpCategory): SelfHelpCategory {
  const words = CATEGORIES[category.slug];
  if (!words) throw new Error(`No French text for ${category.slug}`);
  const resources = category.resources.map((resource, i) => {
    const fr: ResourceWords | undefined = words.resources
      ? words.resources[i]
      : (() => {
          const province = PROVINCES[i];
          if (!province) return undefined;
          return {
            name: PROVINCE_LEGAL_INFO_FR[province.code].selfHelp.name,
            description: `De l’information juridique en langage clair pour ${inProvince(province.nameFr)}.`,
          };
        })();
    if (!fr) throw new Error(`No French text for ${category.slug} #${i}`);
    return {
      ...resource,
      ...fr,
      url: frenchSource(resource.url),
      source: frenchSource(resource.source),
    };
  });
  if (words.resources && words.resources.length !== category.resources.length) {
    throw new Error(`French resources of ${category.slug} do not match the English list`);
  }
  return { ...category, category: words.category, resources };
}

/** « l’Ontario », « le Québec », « les Territoires du Nord-Ouest », « le Nunavut »… */
function inProvince(nameFr: string): string {
  const feminine = new Set([
    'Ontario',
    'Colombie-Britannique',
    'Alberta',
    'Saskatchewan',
    'Nouvelle-Écosse',
    'Terre-Neuve-et-Labrador',
    'Île-du-Prince-Édouard',
  ]);
  if (nameFr.startsWith('Territoires')) return `les ${nameFr}`;
  if (/^[AEIOUÉÎ]/.test(nameFr)) return `l’${nameFr}`;
  return feminine.has(nameFr) ? `la ${nameFr}` : `le ${nameFr}`;
}

export const SELF_HELP_FR: readonly SelfHelpCategory[] = SELF_HELP.map(translate);
