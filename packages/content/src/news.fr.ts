import { frenchSource } from './french-sources.ts';
import {
  NEWS_ARTICLES,
  UPCOMING_CHANGES,
  type ImpactLevel,
  type NewsArticle,
  type UpcomingChange,
} from './news.ts';

/**
 * French twin of `news.ts` (decision 028): the same articles and upcoming changes under the same
 * ids, in the same order, with the English records' dates, categories, impact and sources (their
 * French pages where known). Neutral citations take their French form (« 2024 CSC 6 »).
 */
/** The French label of each impact key. */
export const IMPACT_LABELS_FR: Record<ImpactLevel, string> = {
  High: 'Élevé',
  Medium: 'Moyen',
  Low: 'Faible',
};

type ArticleWords = Pick<
  NewsArticle,
  'title' | 'summary' | 'sourceName' | 'practiceAreas' | 'keyPoints'
>;

const ARTICLES: Record<string, ArticleWords> = {
  'scc-fox-2026': {
    title: 'La Cour suprême tranche l’affaire R. c. Fox',
    summary:
      'Le 6 février 2026, la Cour suprême du Canada a rejeté l’appel de la Couronne dans R. c. Fox, 2026 CSC 4, à l’encontre d’un arrêt rendu en 2024 par la Cour d’appel de la Saskatchewan. Les juges Rowe et O’Bonsawin étaient dissidents.',
    sourceName: 'Cour suprême du Canada',
    practiceAreas: ['Droit criminel'],
    keyPoints: [
      'L’appel de l’arrêt de la Cour d’appel de la Saskatchewan (2024 SKCA 26) a été entendu le 20 mai 2025, puis rejeté.',
      'Neuf juges ont siégé ; deux étaient dissidents.',
      'La Cour publie ses motifs et une « Cause en bref » en langage clair avec le jugement.',
    ],
  },
  'pei-community-legal-clinic': {
    title: 'Une première clinique juridique communautaire à l’Île-du-Prince-Édouard',
    summary:
      'Le 18 décembre 2025, le gouvernement de l’Île-du-Prince-Édouard a annoncé la première clinique juridique communautaire de la province, gérée avec Community Legal Information et la Law Foundation of PEI, dont l’ouverture est prévue au printemps 2026 et qui offrira des services gratuits en droit civil.',
    sourceName: 'Gouvernement de l’Île-du-Prince-Édouard',
    practiceAreas: ['Litige civil'],
    keyPoints: [
      'La province et la Law Foundation of PEI versent chacune 250 000 $ par année pendant cinq ans à compter de mars 2026.',
      'La clinique doit offrir plus de services gratuits en droit civil, aider les gens à explorer leurs options et, dans certains cas, les représenter.',
    ],
  },
  'higher-small-claims-limits-explainer': {
    title: 'Explication : des plafonds plus élevés pour les petites créances dans les Prairies',
    summary:
      'L’Alberta a relevé à 100 000 $ le plafond civil de sa Cour de justice le 1er août 2023, et la Saskatchewan a relevé à 50 000 $ celui des petites créances le 1er avril 2024. Voici ce que cela change quand on vous doit de l’argent.',
    sourceName: 'Gouvernements de l’Alberta et de la Saskatchewan',
    practiceAreas: ['Litige civil', 'Droit des contrats'],
    keyPoints: [
      'Cour de justice de l’Alberta : réclamations civiles jusqu’à 100 000 $ depuis le 1er août 2023 (auparavant 50 000 $).',
      'Cour provinciale de la Saskatchewan : petites créances jusqu’à 50 000 $ depuis le 1er avril 2024 (auparavant 30 000 $).',
      'La procédure des petites créances est plus simple et moins coûteuse, et beaucoup de gens se représentent eux-mêmes.',
      'Les délais de prescription s’appliquent toujours : dans les deux provinces, la plupart des poursuites doivent être intentées dans les 2 ans suivant la découverte du problème.',
    ],
  },
  'ontario-small-claims-50000': {
    title:
      'La Cour des petites créances de l’Ontario entend maintenant les réclamations jusqu’à 50 000 $',
    summary:
      'Depuis le 1er octobre 2025, les particuliers et les entreprises de l’Ontario peuvent réclamer jusqu’à 50 000 $ à la Cour des petites créances, au lieu de 35 000 $, selon sa procédure plus simple et moins coûteuse.',
    sourceName: 'Gouvernement de l’Ontario (Règl. de l’Ont. 42/25)',
    practiceAreas: ['Litige civil', 'Droit des contrats', 'Préjudice corporel'],
    keyPoints: [
      'Le plafond est passé de 35 000 $ à 50 000 $ le 1er octobre 2025.',
      'Le changement a été apporté par le Règl. de l’Ont. 42/25, qui modifie le règlement sur la compétence de la Cour des petites créances (Règl. de l’Ont. 626/00).',
      'Les réclamations qui dépassent le plafond vont toujours à la Cour supérieure de justice.',
      'Les parajuristes titulaires d’un permis peuvent représenter les parties à la Cour des petites créances.',
    ],
  },
  'alberta-care-first-auto-insurance': {
    title: 'L’Alberta adopte son Automobile Insurance Act axée sur les soins (« care-first »)',
    summary:
      'Le projet de loi 47, l’Automobile Insurance Act, a reçu la sanction royale en mai 2025. Il fait passer l’Alberta à un régime offert par les assureurs privés et largement sans égard à la faute pour les blessures subies dans les collisions à partir du 1er janvier 2027.',
    sourceName: 'Assemblée législative de l’Alberta',
    practiceAreas: ['Préjudice corporel'],
    keyPoints: [
      'Les personnes blessées reçoivent des indemnités de leur propre assureur, peu importe qui est responsable.',
      'Le droit de poursuivre le conducteur fautif est restreint, avec des exceptions comme une condamnation pour une infraction grave de conduite.',
      'Le nouveau régime doit s’appliquer aux collisions survenues à partir du 1er janvier 2027.',
    ],
  },
  'bc-legal-professions-act': {
    title: 'La Colombie-Britannique adopte la Legal Professions Act',
    summary:
      'La Legal Professions Act de la Colombie-Britannique, adoptée le 16 mai 2024, doit réunir les avocats, les notaires et les parajuristes réglementés sous un seul organisme de réglementation. La Law Society of British Columbia en a contesté la constitutionnalité dès le lendemain.',
    sourceName: 'Law Society of British Columbia',
    practiceAreas: ['Tous les domaines de droit'],
    keyPoints: [
      'La loi crée un organisme de réglementation unique pour les avocats, les notaires (notaries public) et une nouvelle catégorie de parajuristes réglementés.',
      'La Law Society of British Columbia a déposé une contestation constitutionnelle le 17 mai 2024, faisant valoir que la loi ne protège pas l’indépendance du Barreau.',
      'D’ici la fin de la transition, vérifiez le statut d’un avocat de la Colombie-Britannique auprès de la Law Society of British Columbia.',
    ],
  },
  'federal-court-ai-declarations': {
    title:
      'La Cour fédérale exige une déclaration quand l’IA rédige une partie d’un document judiciaire',
    summary:
      'Depuis son avis du 20 décembre 2023, mis à jour le 7 mai 2024, la Cour fédérale s’attend à ce que les parties déclarent, au premier paragraphe, tout contenu généré par l’intelligence artificielle dans les documents qu’elles déposent.',
    sourceName: 'Cour fédérale',
    practiceAreas: ['Droit de l’immigration', 'Propriété intellectuelle', 'Litige civil'],
    keyPoints: [
      'Une déclaration est exigée quand l’IA a généré du contenu dans un document déposé, pas quand elle a seulement suggéré des corrections.',
      'Les parties demeurent responsables de vérifier chaque source et chaque fait, car l’IA peut inventer des décisions.',
      'La Cour dit qu’elle ne tirera aucune conclusion défavorable d’une déclaration à elle seule.',
    ],
  },
  'scc-bykovets-ip-addresses': {
    title: 'Cour suprême : votre adresse IP est privée',
    summary:
      'Dans R. c. Bykovets, 2024 CSC 6, les juges majoritaires de la Cour suprême du Canada (5 contre 4) ont conclu qu’une adresse IP suscite une attente raisonnable en matière de vie privée : la police a donc besoin d’une autorisation judiciaire pour l’obtenir.',
    sourceName: 'Cour suprême du Canada',
    practiceAreas: ['Droit criminel', 'Protection de la vie privée'],
    keyPoints: [
      'La demande d’une adresse IP faite par la police à une entreprise privée est une fouille au sens de l’article 8 de la Charte.',
      'La police a désormais besoin d’un mandat ou d’une ordonnance de communication pour obtenir une adresse IP auprès d’un tiers.',
      'Les juges majoritaires ont souligné qu’une adresse IP peut révéler des détails intimes des activités en ligne d’une personne.',
    ],
  },
};

export const NEWS_ARTICLES_FR: readonly NewsArticle[] = NEWS_ARTICLES.map((article) => {
  const words = ARTICLES[article.id];
  if (!words) throw new Error(`No French text for the news article ${article.id}`);
  return { ...article, ...words, source: frenchSource(article.source) };
});

type ChangeWords = Pick<UpcomingChange, 'title' | 'description' | 'affectedAreas'>;

const CHANGES: Record<string, ChangeWords> = {
  'alberta-care-first-2027': {
    title: 'Entrée en vigueur de l’assurance automobile axée sur les soins en Alberta',
    description:
      'Les collisions survenues à partir de cette date relèvent du nouveau régime albertain d’indemnités largement sans égard à la faute, avec un droit de poursuite limité.',
    affectedAreas: ['Préjudice corporel'],
  },
  'ontario-rent-guideline-2027': {
    title: 'Application du taux légal d’augmentation des loyers de 2027 en Ontario',
    description:
      'Le taux annuel plafonne la plupart des hausses de loyer des logements soumis au contrôle des loyers (occupés pour la première fois au plus tard le 15 novembre 2018). Selon la loi, il ne peut pas dépasser 2,5 %.',
    affectedAreas: ['Droit immobilier'],
  },
  'federal-minimum-wage-2027': {
    title: 'Rajustement du salaire minimum fédéral',
    description:
      'Chaque 1er avril, le salaire minimum fédéral des travailleurs du secteur privé sous réglementation fédérale augmente selon l’indice des prix à la consommation de l’année précédente.',
    affectedAreas: ['Droit du travail'],
  },
};

export const UPCOMING_CHANGES_FR: readonly UpcomingChange[] = UPCOMING_CHANGES.map((change) => {
  const words = CHANGES[change.id];
  if (!words) throw new Error(`No French text for the upcoming change ${change.id}`);
  return { ...change, ...words, source: frenchSource(change.source) };
});
