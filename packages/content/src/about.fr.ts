import type { ABOUT, AboutStatistic } from './about.ts';
import { PROVINCES } from './provinces.ts';
import { SITE_SERVICE_FR } from './site-operator.fr.ts';
import { VERIFIED_MEANING_FR } from './verification.fr.ts';

/** The English page's shape with its words widened to any text, so the French fits the same type. */
type Words<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Words<U>[]
    : T extends object
      ? { readonly [K in keyof T]: Words<T[K]> }
      : T;

export type AboutContent = Words<Omit<typeof ABOUT, 'statistics'>> & {
  statistics: readonly AboutStatistic[];
};

/** French twin of `about.ts` (decision 028): the same sections, statistics and provinces. */
export const ABOUT_FR: AboutContent = {
  title: `À propos du ${SITE_SERVICE_FR.siteName}`,
  intro:
    'Nous aidons les gens de partout au Canada à comprendre leur situation juridique et à trouver une avocate ou un avocat qui pratique dans le bon domaine, au bon endroit.',
  statistics: [
    { label: 'Avocats inscrits', live: 'lawyers' },
    { label: 'Villes', live: 'cities' },
    { label: 'Domaines de droit', live: 'practiceAreas' },
    { label: 'Provinces et territoires', live: 'provinces' },
  ],
  directory: [
    'Cherchez des avocats par domaine de droit, province ou territoire, ville, expérience et langue.',
    'Chaque profil indique si le permis d’exercice a été vérifié par nous ou s’il est autodéclaré.',
    VERIFIED_MEANING_FR,
  ],
  mission:
    'Les problèmes juridiques sont stressants et le système est difficile à comprendre. Notre mission : offrir à toute personne au Canada une information juridique claire, datée et sourcée, et une façon simple de joindre une avocate ou un avocat, gratuitement.',
  reasons: [
    {
      title: 'Gratuit pour le public',
      text: 'Chercher une avocate ou un avocat et lui écrire ne coûte rien.',
    },
    {
      title: 'Tout le Canada',
      text: 'Des guides, les tribunaux, les barreaux et l’aide juridique des 13 provinces et territoires.',
    },
    {
      title: 'Une information sourcée',
      text: 'Nos guides renvoient aux sources officielles qui ont servi à les vérifier, et indiquent la date de la vérification.',
    },
    {
      title: 'Une vérification honnête',
      text: 'Nous disons exactement ce que nous avons vérifié au sujet de chaque profil, et tout le reste porte la mention « Information autodéclarée ».',
    },
  ],
  servicesForClients: [
    'Chercher et comparer des avocats',
    'Envoyer un message ou demander une consultation',
    'Lire des guides en langage clair par domaine de droit et par province',
    'Trouver l’aide juridique, des cliniques et de l’aide d’urgence',
  ],
  servicesForLawyers: [
    'Un profil public gratuit',
    'Les demandes de contact et de consultation dans votre tableau de bord',
    'La vérification de votre permis affichée sur votre profil',
  ],
  provinces: PROVINCES.map((p) => p.nameFr),
  contact: {
    businessHours: SITE_SERVICE_FR.businessHours,
    responseTime: SITE_SERVICE_FR.responseTime,
  },
};
