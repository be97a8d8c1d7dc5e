import { CONTENT_REVIEWED } from './content-types.ts';
import { frenchSource } from './french-sources.ts';
import {
  PRACTICE_AREA_GUIDES,
  type PracticeAreaGuide,
  type ProvincialNote,
} from './practice-area-guides.ts';

/** French twin of `practice-area-guides.ts` (decision 028): same slugs, same sources, same figures. */
export const NOT_LEGAL_ADVICE_FR =
  'Ce guide donne de l’information générale, pas un avis juridique. Les délais sont stricts et dépendent des faits : parlez de votre situation à un avocat de votre province.';

function guide(fields: Omit<PracticeAreaGuide, 'asOf' | 'source'>): PracticeAreaGuide {
  const english = PRACTICE_AREA_GUIDES.find((g) => g.slug === fields.slug);
  if (!english) throw new Error(`No English guide for ${fields.slug}`);
  return { ...fields, source: frenchSource(english.source), asOf: CONTENT_REVIEWED };
}

/** A provincial note's source and date come from the English note of the same province. */
function sourcedNote(
  slug: string,
  province: string,
): Required<Pick<ProvincialNote, 'source' | 'asOf'>> {
  const note = PRACTICE_AREA_GUIDES.find((g) => g.slug === slug)?.provincialNotes.find(
    (n) => n.province === province,
  );
  if (!note?.source || !note.asOf) throw new Error(`No sourced English note ${slug}/${province}`);
  return { source: frenchSource(note.source), asOf: note.asOf };
}

export const PRACTICE_AREA_GUIDES_FR: readonly PracticeAreaGuide[] = [
  guide({
    slug: 'personal-injury',
    name: 'Préjudice corporel',
    description:
      'L’indemnisation quand la négligence d’une autre personne vous cause des blessures : accidents de la route, chutes, erreurs médicales et plus encore. Beaucoup d’avocats en préjudice corporel travaillent à pourcentage (honoraires conditionnels).',
    commonCases: [
      'Accidents de la route',
      'Chutes sur une propriété privée ou publique',
      'Faute médicale',
      'Refus de prestations d’invalidité de longue durée',
      'Morsures de chien',
      'Décès causé par la faute d’autrui',
    ],
    keyInfo: {
      timeLimit:
        'En général, 2 ans à compter du jour où vous avez su, ou auriez dû savoir, que vous étiez blessé en Ontario, en Colombie-Britannique, en Alberta et en Saskatchewan, et 3 ans au Québec. Des délais d’avis beaucoup plus courts peuvent s’appliquer avant.',
      compensation:
        'Des dommages-intérêts pour les souffrances et la douleur (plafonnés par la Cour suprême du Canada et indexés sur l’inflation), la perte de revenus passée et future, le coût des soins et les dépenses engagées.',
      process:
        'Faites-vous soigner et avisez votre assureur ; rassemblez vos dossiers ; votre avocat dépose la demande ; les parties s’échangent les documents et interrogent les témoins ; médiation ; la plupart des dossiers se règlent à l’amiable, les autres vont à procès.',
    },
    provincialNotes: [
      {
        province: 'ON',
        note: 'Après un accident d’auto, avisez votre assureur dans les 7 jours et demandez les indemnités d’accident dans les 30 jours. Pour une chute sur la neige ou la glace sur une propriété privée, donnez un avis écrit dans les 60 jours ; pour une chute causée par une rue ou un trottoir municipal mal entretenu, avisez la municipalité dans les 10 jours.',
      },
      {
        province: 'QC',
        note: 'Les blessures subies dans un accident d’auto sont couvertes par le régime public sans égard à la faute de la SAAQ (Société de l’assurance automobile du Québec), qui remplace les poursuites pour ces blessures.',
      },
      {
        province: 'BC',
        note: 'Depuis le 1er mai 2021, la couverture Enhanced Care de l’ICBC verse des indemnités sans égard à la faute pour les blessures subies dans un accident d’auto et remplace la plupart des poursuites.',
      },
      {
        province: 'MB',
        note: 'Les blessures subies dans un accident d’auto sont indemnisées par le Régime de protection contre les préjudices personnels, sans égard à la faute, de la Société d’assurance publique du Manitoba.',
      },
      {
        province: 'AB',
        note: 'L’Automobile Insurance Act de l’Alberta fait passer les blessures subies dans un accident d’auto à un régime sans égard à la faute axé sur les soins (« care-first ») pour les collisions survenues à partir du 1er janvier 2027.',
      },
    ],
  }),
  guide({
    slug: 'family-law',
    name: 'Droit de la famille',
    description:
      'Séparation, divorce, arrangements parentaux, pensions alimentaires pour enfants et pour conjoint, et partage des biens. Le divorce relève du droit fédéral ; le reste relève surtout des provinces.',
    commonCases: [
      'Divorce et séparation',
      'Temps parental et responsabilités décisionnelles',
      'Pension alimentaire pour enfants',
      'Pension alimentaire pour conjoint',
      'Partage des biens',
      'Ententes de séparation, contrats de mariage et conventions de vie commune',
    ],
    keyInfo: {
      timeLimit:
        'Un divorce fondé sur la séparation exige de vivre séparément depuis au moins un an. Les demandes de partage des biens ont des délais : en Ontario, 2 ans après le divorce ou 6 ans après la séparation ; en Colombie-Britannique, 2 ans après le divorce (ou la séparation, pour les conjoints non mariés).',
      compensation:
        'Un jugement de divorce, des ordonnances parentales, une pension alimentaire pour enfants selon les Lignes directrices fédérales sur les pensions alimentaires pour enfants, une pension alimentaire pour conjoint et le partage des biens familiaux.',
      process:
        'Négociation ou médiation ; divulgation financière complète ; une entente écrite ou une demande au tribunal ; conférences préparatoires ; règlement ou procès. Le divorce prend effet 31 jours après avoir été prononcé.',
    },
    provincialNotes: [
      {
        province: 'ON',
        note: 'Les conjoints mariés partagent l’accroissement de leurs biens familiaux nets. Les conjoints de fait n’ont pas droit automatiquement au partage des biens, mais peuvent demander une pension alimentaire après 3 ans de vie commune, ou plus tôt s’ils ont un enfant.',
      },
      {
        province: 'BC',
        note: 'Les couples qui ont vécu ensemble dans une relation semblable au mariage pendant au moins 2 ans partagent les biens familiaux comme des conjoints mariés.',
      },
      {
        province: 'QC',
        note: 'Les époux et les conjoints unis civilement partagent le patrimoine familial. Les conjoints de fait dont l’enfant commun est né ou a été adopté à partir du 30 juin 2025 forment une union parentale, qui partage la résidence familiale, les meubles qui la garnissent et les véhicules de la famille. Le régime ne s’applique pas aux couples dont tous les enfants sont nés ou ont été adoptés avant cette date (ils peuvent y adhérer par contrat), ni aux couples sans enfant.',
        ...sourcedNote('family-law', 'QC'),
      },
      {
        province: 'AB',
        note: 'Les partenaires adultes interdépendants peuvent demander une pension alimentaire et partager leurs biens selon la Family Property Act.',
      },
    ],
  }),
  guide({
    slug: 'real-estate-law',
    name: 'Droit immobilier',
    description:
      'Achat et vente de maisons, prêts hypothécaires, titres de propriété, copropriétés et baux. Hors Québec, c’est généralement un avocat qui conclut l’achat ; au Québec, c’est un notaire.',
    commonCases: [
      'Achat ou vente d’une maison',
      'Financement et refinancement hypothécaire',
      'Problèmes de titre et de bornage',
      'Achat d’une copropriété',
      'Litiges entre locateurs et locataires',
      'Baux commerciaux',
    ],
    keyInfo: {
      timeLimit:
        'Les délais de réflexion sont courts ou inexistants : en Colombie-Britannique, l’acheteur de la plupart des propriétés résidentielles a 3 jours ouvrables pour se rétracter (moyennant des frais de 0,25 % du prix) ; en Ontario, l’acheteur d’une unité de copropriété neuve a 10 jours, et la revente n’en prévoit aucun.',
      compensation:
        'Un transfert de propriété sans problème, le remboursement d’un dépôt, des dommages-intérêts pour une promesse d’achat non respectée ou une ordonnance forçant la vente.',
      process:
        'Offre conditionnelle (financement, inspection) ; levée des conditions ; votre avocat ou votre notaire vérifie les titres, prépare les documents et détient les fonds en fidéicommis ; signature et inscription du transfert.',
    },
    provincialNotes: [
      {
        province: 'ON',
        note: 'L’acheteur paie les droits de cession immobilière de l’Ontario, plus les droits municipaux de Toronto s’il achète à Toronto. Le premier acheteur peut obtenir un remboursement provincial allant jusqu’à 4 000 $.',
      },
      {
        province: 'BC',
        note: 'L’acheteur paie la taxe provinciale sur les transferts de propriété ; il existe des exemptions pour certains premiers acheteurs et pour les maisons neuves.',
      },
      {
        province: 'AB',
        note: 'L’Alberta n’a pas de droits de cession immobilière ; l’acheteur paie des frais d’enregistrement au bureau des titres fonciers.',
      },
      {
        province: 'QC',
        note: 'Le notaire prépare et publie habituellement l’acte de vente, même si la vente elle-même n’a pas à être notariée ; l’hypothèque sur la maison, elle, doit l’être (Code civil du Québec, art. 2693). L’acheteur paie les droits de mutation immobilière, souvent appelés « taxe de bienvenue ».',
        ...sourcedNote('real-estate-law', 'QC'),
      },
    ],
  }),
  guide({
    slug: 'corporate-law',
    name: 'Droit des affaires',
    description:
      'Lancer et gérer une entreprise : constitution en société, conventions d’actionnaires, contrats, gouvernance, financement, achat ou vente d’une entreprise.',
    commonCases: [
      'Constitution d’une société',
      'Conventions d’actionnaires et contrats de société',
      'Achat ou vente d’une entreprise',
      'Contrats commerciaux',
      'Gouvernance et déclarations annuelles',
      'Financement',
    ],
    keyInfo: {
      timeLimit:
        'Les sociétés fédérales doivent produire leur rapport annuel dans les 60 jours suivant chaque anniversaire de leur constitution. Les poursuites fondées sur un contrat doivent généralement être intentées dans les 2 ans suivant la découverte du problème en Ontario, en Colombie-Britannique, en Alberta et en Saskatchewan (3 ans au Québec).',
      compensation:
        'Une société bien organisée à responsabilité limitée, des ententes exécutoires et une façon claire de régler les différends entre propriétaires.',
      process:
        'Choisir une structure ; constituer la société au fédéral ou au provincial ; adopter les règlements administratifs et émettre les actions ; obtenir un numéro d’entreprise de l’ARC et, s’il y a lieu, s’inscrire à la TPS/TVH ; signer une convention d’actionnaires ; tenir les registres et produire les rapports annuels.',
    },
    provincialNotes: [
      {
        province: 'federal',
        note: 'Les sociétés régies par la Loi canadienne sur les sociétés par actions doivent tenir un registre des particuliers ayant un contrôle important et le déposer auprès de Corporations Canada.',
      },
      {
        province: 'QC',
        note: 'Les entreprises qui exercent leurs activités au Québec s’immatriculent auprès du Registraire des entreprises et doivent respecter la Charte de la langue française.',
      },
    ],
  }),
  guide({
    slug: 'criminal-law',
    name: 'Droit criminel',
    description:
      'La défense contre des accusations portées en vertu du Code criminel et d’autres lois fédérales, de la conduite avec facultés affaiblies aux infractions graves, y compris la mise en liberté sous caution et les dossiers de jeunes contrevenants.',
    commonCases: [
      'Conduite avec facultés affaiblies',
      'Voies de fait et violence conjugale',
      'Vol et fraude',
      'Infractions liées aux drogues',
      'Enquêtes sur remise en liberté',
      'Accusations contre des adolescents',
    ],
    keyInfo: {
      timeLimit:
        'Les infractions punissables sur déclaration de culpabilité par procédure sommaire doivent faire l’objet d’une accusation dans les 12 mois ; les actes criminels n’ont pas de délai de prescription. Une fois l’accusation portée, le procès doit généralement se terminer dans les 18 mois devant une cour provinciale ou dans les 30 mois devant une cour supérieure (R. c. Jordan).',
      compensation:
        'Accusations retirées ou arrêt des procédures, acquittement, engagement de ne pas troubler l’ordre public, absolution, ou peine comme une amende, une probation, une peine avec sursis ou l’emprisonnement.',
      process:
        'Arrestation ou sommation ; mise en liberté sous caution ; communication de la preuve de la poursuite ; discussions de règlement et conférences préparatoires ; procès ou plaidoyer de culpabilité ; détermination de la peine ; appel.',
    },
    provincialNotes: [
      {
        province: 'BC',
        note: 'Ce sont les procureurs de la Couronne, et non la police, qui approuvent les accusations criminelles.',
      },
      {
        province: 'QC',
        note: 'Les procureurs du Directeur des poursuites criminelles et pénales (DPCP) autorisent les accusations.',
      },
      {
        province: 'AB',
        note: 'La plupart des premières infractions de conduite avec facultés affaiblies sont traitées par des sanctions administratives en bordure de route plutôt que par des accusations criminelles.',
      },
    ],
  }),
  guide({
    slug: 'employment-law',
    name: 'Droit du travail',
    description:
      'Vos droits au travail : congédiement et indemnité de départ, harcèlement, discrimination, salaire et contrats. La plupart des travailleurs relèvent du droit provincial ; les banques, les transporteurs aériens, les télécommunications et les autres industries fédérales relèvent du Code canadien du travail.',
    commonCases: [
      'Congédiement injustifié et indemnité de départ',
      'Congédiement déguisé',
      'Harcèlement au travail',
      'Discrimination et accommodement',
      'Salaire et heures supplémentaires impayés',
      'Contrats de travail et clauses de non-concurrence',
    ],
    keyInfo: {
      timeLimit:
        'Une poursuite pour congédiement injustifié doit généralement être intentée dans les 2 ans. Plaintes en matière de droits de la personne : 1 an en Ontario et en Colombie-Britannique. Les employés sous réglementation fédérale qui comptent 12 mois de service ont 90 jours pour porter plainte pour congédiement injuste.',
      compensation:
        'Une indemnité tenant lieu de délai de préavis raisonnable, l’indemnité de départ prévue par la loi, des dommages-intérêts pour conduite de mauvaise foi, des dommages-intérêts en matière de droits de la personne et, dans certains cas, la réintégration.',
      process:
        'Ne vous pressez pas de signer une quittance ; faites examiner votre contrat et votre lettre de congédiement ; mise en demeure ; plainte en vertu des normes du travail ou poursuite ; négociation ou médiation ; règlement ou procès.',
    },
    provincialNotes: [
      {
        province: 'ON',
        note: 'Les ententes de non-concurrence conclues à partir du 25 octobre 2021 sont interdites, sauf pour certains cadres supérieurs et lors de la vente d’une entreprise.',
      },
      {
        province: 'QC',
        note: 'Un salarié qui compte 2 ans de service continu et qui est congédié sans cause juste et suffisante peut porter plainte à la CNESST dans les 45 jours.',
      },
      {
        province: 'BC',
        note: 'Les plaintes relatives aux normes d’emploi doivent être déposées dans les 6 mois suivant le dernier jour de travail.',
      },
      {
        province: 'federal',
        note: 'Le salaire minimum fédéral est rajusté chaque 1er avril selon l’indice des prix à la consommation.',
      },
    ],
  }),
];

export function findPracticeAreaGuideFr(slug: string): PracticeAreaGuide | undefined {
  return PRACTICE_AREA_GUIDES_FR.find((g) => g.slug === slug);
}
