import { COMMUNITY_RESOURCES, type CommunityResourceType } from './community-resources.ts';
import type { ExternalLink } from './content-types.ts';
import { frenchSource } from './french-sources.ts';

/**
 * French twin of `community-resources.ts` (decision 028): the same three kinds of help and the same
 * examples (addresses and sources from the English records).
 */
type Words = Pick<CommunityResourceType, 'title' | 'description'> & {
  /** In the order of the English examples. */
  examples: readonly Pick<ExternalLink, 'name' | 'description'>[];
};

const WORDS: Record<CommunityResourceType['slug'], Words> = {
  'law-libraries': {
    title: 'Bibliothèques de droit',
    description:
      'Les bibliothèques de droit des palais de justice sont ouvertes au public. Les bibliothécaires ne peuvent pas donner d’avis juridiques, mais ils vous aident à trouver les lois, la jurisprudence, les formulaires et les guides en langage clair.',
    examples: [
      {
        name: 'Courthouse Libraries BC',
        description:
          'Des bibliothèques de droit dans les palais de justice de toute la Colombie-Britannique, et le portail Clicklaw.',
      },
      {
        name: 'Alberta Law Libraries',
        description:
          'Les bibliothèques de droit publiques des palais de justice de l’Alberta, avec des guides pour trouver formulaires et modèles.',
      },
    ],
  },
  'legal-clinics': {
    title: 'Cliniques juridiques communautaires',
    description:
      'De l’aide juridique gratuite pour les personnes à faible revenu, souvent en matière de logement, de soutien du revenu, d’emploi et de droits de la personne. Les facultés de droit ont aussi des cliniques juridiques étudiantes.',
    examples: [
      {
        name: 'Aide juridique Ontario',
        description:
          'Finance les cliniques juridiques communautaires de tout l’Ontario ; son site indique la clinique de votre région.',
      },
      {
        name: '211',
        description: 'Trouve la clinique juridique la plus proche de chez vous, partout au Canada.',
      },
    ],
  },
  'pro-bono': {
    title: 'Programmes pro bono',
    description:
      'Des avocats bénévoles donnent des conseils gratuits, et parfois représentent les personnes qui n’ont pas les moyens de payer un avocat et qui n’ont pas droit à l’aide juridique.',
    examples: [
      {
        name: 'Pro Bono Ontario',
        description: 'Des conseils juridiques gratuits d’avocats bénévoles pour les Ontariens.',
      },
      {
        name: 'Access Pro Bono',
        description:
          'Des cliniques de consultation juridique gratuites partout en Colombie-Britannique.',
      },
      {
        name: 'Pro Bono Law Alberta',
        description: 'Des services juridiques pro bono en Alberta.',
      },
    ],
  },
};

export const COMMUNITY_RESOURCES_FR: readonly CommunityResourceType[] = COMMUNITY_RESOURCES.map(
  (kind) => {
    const words = WORDS[kind.slug];
    if (words.examples.length !== kind.examples.length) {
      throw new Error(`French examples of ${kind.slug} do not match the English list`);
    }
    return {
      ...kind,
      title: words.title,
      description: words.description,
      examples: kind.examples.map((example, i) => ({
        ...example,
        ...words.examples[i],
        url: frenchSource(example.url),
        source: frenchSource(example.source),
      })),
    };
  },
);
