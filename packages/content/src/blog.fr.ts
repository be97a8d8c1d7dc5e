import { BLOG_SLUGS_FR, type BlogId } from './blog-slugs.ts';
import { BLOG_ARTICLES, type BlogArticle, type BlogCategory } from './blog.ts';
import {
  bold,
  bullets,
  heading,
  paragraph,
  readingMinutes,
  steps,
  type RichText,
} from './rich-text.ts';
import { SITE_SERVICE_FR } from './site-operator.fr.ts';

/**
 * French twin of `blog.ts` (decision 028): the six articles under the same ids, each with its French
 * slug (`blog-slugs.ts`), with the English
 * articles' dates and categories (`category` stays the key the page maps to its French label).
 * The reading time is computed from the French body.
 */
const AUTHOR = `Équipe de rédaction du ${SITE_SERVICE_FR.siteName}`;

/** The French label of each category key: the practice area's French name. */
export const BLOG_CATEGORY_LABELS_FR: Record<BlogCategory, string> = {
  'Criminal Law': 'Droit criminel',
  'Family Law': 'Droit de la famille',
  'Personal Injury': 'Préjudice corporel',
  'Corporate Law': 'Droit des affaires',
  'Real Estate Law': 'Droit immobilier',
  'Employment Law': 'Droit du travail',
};

type PostWords = Pick<BlogArticle, 'slug' | 'title' | 'excerpt' | 'tags'> & { content: RichText };

function post(fields: PostWords): BlogArticle {
  const english = BLOG_ARTICLES.find((a) => a.slug === fields.slug);
  if (!english) throw new Error(`No English blog article ${fields.slug}`);
  return {
    ...fields,
    id: english.id,
    slug: BLOG_SLUGS_FR[english.id as BlogId],
    author: AUTHOR,
    date: english.date,
    category: english.category,
    readTime: readingMinutes(fields.content),
  };
}

const policeStop = post({
  slug: 'know-your-rights-police-stop',
  title: 'Interpellé par la police au Canada : connaissez vos droits',
  excerpt:
    'Ce que la Charte vous garantit quand la police vous interpelle dans la rue ou au volant, ce que vous devez faire et ce que vous pouvez refuser.',
  tags: [
    'Droits garantis par la Charte',
    'Police',
    'Détention',
    'Droit à l’avocat',
    'Facultés affaiblies',
  ],
  content: [
    paragraph(
      'Une interpellation par la police est stressante, et ce que vous dites et faites pendant ces quelques minutes peut compter plus tard. La ',
      bold('Charte canadienne des droits et libertés'),
      ' prévoit des droits qui s’appliquent partout au Canada.',
    ),
    heading('Vos droits essentiels'),
    bullets(
      [
        bold('Article 8'),
        ' : protection contre les fouilles, les perquisitions et les saisies abusives.',
      ],
      [bold('Article 9'), ' : protection contre la détention ou l’emprisonnement arbitraires.'],
      [
        bold('Alinéa 10a)'),
        ' : être informé dans les plus brefs délais des motifs de votre détention ou de votre arrestation.',
      ],
      [
        bold('Alinéa 10b)'),
        ' : avoir recours sans délai à l’assistance d’un avocat, et être informé de ce droit.',
      ],
      [bold('Article 7'), ' : comprend le droit de garder le silence.'],
    ),
    heading('Interpellé dans la rue'),
    paragraph(
      'À moins d’être détenu ou arrêté, vous n’êtes généralement pas obligé de répondre aux questions ni de montrer une pièce d’identité, et vous pouvez partir. En cas de doute, demandez calmement : ',
      bold('« Suis-je détenu, ou suis-je libre de partir ? »'),
      ' Si vous êtes détenu, le policier doit vous dire pourquoi et vous informer de votre droit à l’avocat.',
    ),
    heading('Interpellé au volant'),
    paragraph(
      'La conduite automobile est réglementée, alors les règles sont différentes. La police peut arrêter des véhicules au hasard pour vérifier la sobriété, le permis, l’assurance et l’état du véhicule. Vous devez montrer votre ',
      bold('permis de conduire, votre certificat d’immatriculation et votre preuve d’assurance'),
      ' si on vous les demande.',
    ),
    paragraph(
      'Depuis le 18 décembre 2018, un policier qui a en main un appareil de détection approuvé peut exiger un échantillon d’haleine de tout conducteur légalement intercepté, sans avoir à soupçonner que vous avez bu. Refuser sans excuse raisonnable est une infraction criminelle passible de peines semblables à celles de la conduite avec facultés affaiblies.',
    ),
    heading('Si vous êtes arrêté'),
    steps(
      'Ne résistez pas, même si vous croyez que l’arrestation est injustifiée.',
      'Demandez pourquoi on vous arrête.',
      'Dites clairement que vous voulez parler à un avocat. Si vous n’en avez pas, demandez l’avocat de garde, gratuit et joignable par téléphone à toute heure.',
      'Vous pouvez garder le silence. À part vous identifier lorsque la loi l’exige, attendez d’avoir parlé à un avocat.',
    ),
    heading('Fouilles et perquisitions'),
    paragraph(
      'La police a habituellement besoin d’un mandat pour vous fouiller ou pour fouiller votre domicile ou votre téléphone. Il y a des exceptions : la fouille accessoire à une arrestation légale, la fouille à laquelle vous consentez et les situations d’urgence. Vous n’êtes pas obligé de consentir à une fouille ; si vous refusez, dites-le clairement et ne résistez pas physiquement.',
    ),
    heading('Si vous croyez que vos droits n’ont pas été respectés'),
    paragraph(
      'Notez ce qui s’est passé le plus tôt possible : heures, numéros de matricule, témoins. Un avocat criminaliste peut demander au tribunal d’écarter la preuve obtenue en violation de la Charte, et vous pouvez porter plainte auprès de l’organisme de surveillance de la police de votre province.',
    ),
  ],
});

const divorce = post({
  slug: 'how-divorce-works-in-canada',
  title: 'Le divorce au Canada, étape par étape',
  excerpt:
    'Les motifs de divorce, où présenter la demande, comment sont fixés le temps parental et les pensions alimentaires, et les délais qui prennent les gens par surprise.',
  tags: [
    'Divorce',
    'Séparation',
    'Temps parental',
    'Pension alimentaire pour enfants',
    'Loi sur le divorce',
  ],
  content: [
    paragraph(
      'Le divorce est régi par la ',
      bold('Loi sur le divorce'),
      ', une loi fédérale : les motifs sont donc les mêmes partout au Canada. Le partage des biens et la procédure judiciaire relèvent des provinces, alors les détails varient d’une province à l’autre.',
    ),
    heading('Les motifs de divorce'),
    paragraph('Il n’y a qu’un motif : l’échec du mariage. On l’établit de l’une de trois façons :'),
    bullets(
      [bold('La séparation'), ' depuis au moins un an (de loin le cas le plus fréquent).'],
      [bold('L’adultère'), ' de l’autre époux.'],
      [bold('La cruauté physique ou mentale'), ' qui rend la vie commune intolérable.'],
    ),
    paragraph(
      'Vous pouvez vivre sous le même toit et être quand même séparés, si vous menez des vies séparées. Pour présenter la demande dans une province, l’un des époux doit y avoir résidé pendant au moins un an.',
    ),
    heading('Les étapes'),
    steps(
      'Séparez-vous et notez la date de la séparation.',
      'Échangez une divulgation financière complète.',
      'Tentez de vous entendre sur le temps parental, les pensions alimentaires et les biens, avec des avocats, un médiateur ou en droit collaboratif. La Loi sur le divorce demande aux époux de recourir aux mécanismes de règlement des différends familiaux lorsque c’est indiqué.',
      'Déposez une demande à la cour supérieure de votre province (conjointement si vous êtes d’accord, ou seul) et signifiez-la si vous la déposez seul.',
      'Si rien n’est contesté, un juge peut prononcer le divorce sur dossier. Les questions contestées passent par des conférences préparatoires et, au besoin, par un procès.',
      'Le divorce prend effet 31 jours après le jugement, sauf en cas d’appel. Vous ne pouvez pas vous remarier avant.',
    ),
    heading('Les enfants d’abord'),
    paragraph(
      'Dans toute décision concernant les enfants, le tribunal ne tient compte que de l’',
      bold('intérêt de l’enfant'),
      '. Depuis le 1er mars 2021, la Loi parle de « temps parental » et de « responsabilités décisionnelles » plutôt que de garde et de droit d’accès. Les pensions alimentaires pour enfants suivent les ',
      bold('Lignes directrices fédérales sur les pensions alimentaires pour enfants'),
      ', et le juge ne prononce pas le divorce tant qu’il n’est pas convaincu que des arrangements raisonnables ont été pris pour les aliments des enfants.',
    ),
    heading('Les délais pour les biens'),
    paragraph(
      'Les demandes relatives aux biens relèvent des provinces et ont des délais. En Ontario, la demande d’égalisation des biens familiaux nets doit généralement être présentée dans les 2 ans suivant le divorce ou dans les 6 ans suivant la séparation, selon la première échéance. En Colombie-Britannique, le délai est de 2 ans après l’ordonnance de divorce. Parlez à un avocat en droit de la famille avant l’expiration de ces délais.',
    ),
  ],
});

const personalInjury = post({
  slug: 'after-an-accident-personal-injury-claim',
  title: 'Après un accident : protéger votre recours pour préjudice corporel',
  excerpt:
    'Quoi faire dans les jours qui suivent une blessure, les délais d’avis qui peuvent mettre fin à un recours avant l’heure et le fonctionnement de l’indemnisation d’une province à l’autre.',
  tags: [
    'Préjudice corporel',
    'Accidents d’auto',
    'Délais de prescription',
    'Assurance',
    'Sans égard à la faute',
  ],
  content: [
    paragraph(
      'Ce que vous faites dans les premiers jours après une blessure peut décider de votre indemnisation. La santé d’abord ; ensuite, protégez votre recours.',
    ),
    heading('Dans les premiers jours'),
    steps(
      'Faites-vous soigner et suivez votre plan de traitement. Votre dossier médical est votre meilleure preuve.',
      'Déclarez l’accident comme l’exige votre province, à la police et à votre assureur.',
      'Photographiez les lieux, vos blessures et les dommages. Notez les noms et numéros de téléphone des témoins.',
      'Gardez tous vos reçus et tenez un bref journal quotidien de la douleur, des absences au travail et des activités que vous ne pouvez plus faire.',
      'Ne faites pas de déclaration enregistrée à l’assureur de l’autre partie et ne publiez rien sur l’accident en ligne avant d’avoir parlé à un avocat.',
    ),
    heading('Les délais qui mettent fin aux recours'),
    paragraph(
      'La plupart des poursuites doivent être intentées dans les ',
      bold('2 ans'),
      ' en Ontario, en Colombie-Britannique, en Alberta et en Saskatchewan, et dans les ',
      bold('3 ans'),
      ' au Québec. Certains avis doivent être donnés bien plus tôt. En Ontario, par exemple :',
    ),
    bullets(
      'avisez votre assureur automobile dans les 7 jours et demandez les indemnités d’accident dans les 30 jours ;',
      'pour une chute sur la neige ou la glace sur une propriété privée, donnez un avis écrit dans les 60 jours ;',
      'pour une chute causée par une rue ou un trottoir municipal mal entretenu, avisez la municipalité dans les 10 jours.',
    ),
    heading('Accidents d’auto et régimes sans égard à la faute'),
    paragraph(
      'Dans plusieurs provinces, vous êtes indemnisé par l’assurance plutôt qu’en poursuivant : au ',
      bold('Québec'),
      ' (SAAQ), au ',
      bold('Manitoba'),
      ' (Société d’assurance publique du Manitoba), en ',
      bold('Colombie-Britannique'),
      ' (Enhanced Care de l’ICBC, depuis le 1er mai 2021) et, à moins d’avoir choisi la couverture fondée sur la responsabilité civile, en ',
      bold('Saskatchewan'),
      '. Le régime albertain axé sur les soins s’applique aux collisions à partir du 1er janvier 2027.',
    ),
    heading('Ce que l’indemnisation peut couvrir'),
    bullets(
      'Les souffrances et la douleur, sous réserve d’un plafond fixé par la Cour suprême du Canada et indexé sur l’inflation',
      'La perte de revenus passée et future',
      'Le coût des soins futurs, de la thérapie et de l’aide à domicile',
      'Les dépenses engagées',
      'Dans certaines provinces, les réclamations des proches pour leurs propres pertes',
    ),
    heading('Payer un avocat'),
    paragraph(
      'La plupart des avocats en préjudice corporel travaillent ',
      bold('à pourcentage'),
      ' : un pourcentage de ce que vous obtenez, habituellement de 25 % à 40 %, et rien si vous n’obtenez rien. Demandez comment sont traités les débours et les dépens accordés, et faites mettre l’entente par écrit.',
    ),
  ],
});

const business = post({
  slug: 'starting-a-business-legal-checklist',
  title: 'Lancer une entreprise au Canada : la liste de vérification juridique',
  excerpt:
    'Entreprise individuelle ou société par actions, constitution fédérale ou provinciale, inscriptions fiscales, ententes et vie privée : les étapes juridiques, dans l’ordre.',
  tags: [
    'Constitution en société',
    'Petite entreprise',
    'Conventions d’actionnaires',
    'TPS/TVH',
    'Vie privée',
  ],
  content: [
    heading('1. Choisir une structure'),
    bullets(
      [
        bold('Entreprise individuelle'),
        ' : simple et peu coûteuse, mais vous êtes personnellement responsable des dettes de l’entreprise.',
      ],
      [
        bold('Société de personnes'),
        ' : deux propriétaires ou plus ; dans une société en nom collectif, chaque associé peut être tenu des dettes de la société.',
      ],
      [
        bold('Société par actions'),
        ' : une personne morale distincte. La responsabilité des actionnaires est généralement limitée à leur mise de fonds, mais les administrateurs ont des obligations personnelles, par exemple pour les salaires impayés et certains impôts.',
      ],
    ),
    heading('2. Se constituer au fédéral ou au provincial'),
    paragraph(
      'Une société fédérale constituée en vertu de la ',
      bold('Loi canadienne sur les sociétés par actions'),
      ' voit son nom protégé partout au Canada, mais doit quand même s’immatriculer dans chaque province où elle exerce ses activités. Une société provinciale est souvent plus simple si vous n’exercez que dans une province. Les sociétés fédérales doivent tenir un registre des particuliers ayant un contrôle important et le déposer auprès de Corporations Canada.',
    ),
    heading('3. S’inscrire auprès des autorités fiscales'),
    bullets(
      'Obtenez un numéro d’entreprise de l’Agence du revenu du Canada.',
      'Inscrivez-vous à la TPS/TVH dès que vos revenus taxables dépassent 30 000 $ au cours d’un trimestre civil ou de quatre trimestres consécutifs (vous pouvez vous inscrire plus tôt).',
      'Ouvrez un compte de retenues sur la paie avant de payer des employés.',
      'Au Québec, Revenu Québec administre la TVQ et la TPS.',
    ),
    heading('4. Mettre les ententes par écrit'),
    paragraph(
      'Une ',
      bold('convention d’actionnaires'),
      ' règle ce qui arrive si un propriétaire part, meurt ou est en désaccord : clauses d’achat-vente, évaluation, impasse et partage des décisions. Des contrats écrits avec les clients, les fournisseurs et les employés évitent la plupart des litiges.',
    ),
    heading('5. Protéger votre nom et vos idées'),
    paragraph(
      'Immatriculer un nom d’entreprise ne crée pas une marque de commerce. Pour protéger une marque partout au Canada, déposez une demande d’enregistrement auprès de l’Office de la propriété intellectuelle du Canada.',
    ),
    heading('6. Respecter les lois sur la vie privée et sur la langue'),
    paragraph(
      'Les entreprises qui recueillent des renseignements personnels sont assujetties à la ',
      bold('LPRPDE'),
      ' au fédéral, ou aux lois sur la protection des renseignements personnels dans le secteur privé du Québec (renforcée par la Loi 25), de l’Alberta et de la Colombie-Britannique. Au Québec, la Charte de la langue française régit aussi l’affichage, l’emballage et les contrats.',
    ),
    heading('7. Vérifier les permis'),
    paragraph(
      'Beaucoup d’activités exigent un permis municipal ou provincial. Renseignez-vous auprès de votre ville et de votre province avant d’ouvrir.',
    ),
  ],
});

const firstHome = post({
  slug: 'buying-your-first-home-legal-guide',
  title: 'Acheter sa première maison : le rôle de l’avocat ou du notaire, et ce qu’il en coûte',
  excerpt:
    'De l’offre à la remise des clés : conditions, titre de propriété, droits de mutation, programmes pour les premiers acheteurs et rôle de votre avocat ou de votre notaire.',
  tags: [
    'Premiers acheteurs',
    'Droits de mutation',
    'CELIAPP',
    'Frais de clôture',
    'Assurance titres',
  ],
  content: [
    heading('Avant de faire une offre'),
    bullets(
      'Obtenez une préautorisation hypothécaire. Avec une mise de fonds de moins de 20 %, l’assurance prêt hypothécaire est obligatoire.',
      [
        bold('Compte d’épargne libre d’impôt pour l’achat d’une première propriété (CELIAPP)'),
        ' : cotisez jusqu’à 8 000 $ par année et 40 000 $ au total ; les cotisations sont déductibles et un retrait admissible est non imposable.',
      ],
      [
        bold('Régime d’accession à la propriété (RAP)'),
        ' : retirez jusqu’à 60 000 $ de votre REER pour une première maison et remboursez-les au fil du temps.',
      ],
      'Prévoyez les frais de clôture : honoraires juridiques, droits de mutation, assurance titres et rajustements.',
    ),
    heading('L’offre'),
    paragraph(
      'Faites une offre conditionnelle au ',
      bold('financement'),
      ' et à une ',
      bold('inspection'),
      ' et, pour une copropriété, à l’examen de son certificat d’information et de ses documents financiers. Une fois les conditions levées, la vente est ferme.',
    ),
    paragraph(
      'Il n’y a habituellement pas de délai de réflexion. En Colombie-Britannique, l’acheteur de la plupart des propriétés résidentielles peut se rétracter dans les 3 jours ouvrables moyennant des frais de 0,25 % du prix. En Ontario, l’acheteur d’une unité de copropriété neuve achetée d’un constructeur a 10 jours.',
    ),
    heading('Ce que fait votre avocat'),
    steps(
      'Il vérifie le titre : privilèges, hypothèques, servitudes et taxes impayées.',
      'Il examine la promesse d’achat, le certificat de localisation ou l’assurance titres, et les instructions du prêteur.',
      'Il prépare les actes de transfert et d’hypothèque et vous les explique.',
      'Il reçoit en fidéicommis les fonds hypothécaires et le solde que vous versez.',
      'Il paie le vendeur, fait inscrire le transfert et vous remet les clés.',
    ),
    paragraph(
      'Au ',
      bold('Québec'),
      ', c’est habituellement le notaire qui fait ce travail. La vente elle-même n’a pas à être notariée, mais l’hypothèque sur une résidence doit l’être (Code civil du Québec, art. 2693) : l’acheteur qui emprunte signe donc l’acte d’hypothèque devant notaire.',
    ),
    heading('Les droits de mutation'),
    bullets(
      'L’Ontario perçoit des droits de cession immobilière, et Toronto ajoute les siens ; le premier acheteur peut obtenir un remboursement provincial allant jusqu’à 4 000 $.',
      'La Colombie-Britannique perçoit une taxe sur les transferts de propriété, avec une exemption pour certains premiers acheteurs.',
      'L’Alberta n’a pas de droits de cession immobilière, seulement des frais d’enregistrement.',
      'Au Québec, les municipalités perçoivent des droits de mutation immobilière, souvent appelés « taxe de bienvenue ».',
    ),
    heading('Assurance titres et rajustements'),
    paragraph(
      'Beaucoup de prêteurs exigent une ',
      bold('assurance titres'),
      ', une prime unique qui protège contre les problèmes de titre comme la fraude, les avis d’exécution de travaux impayés ou les erreurs d’arpentage. À la clôture, votre avocat calcule aussi les ',
      bold('rajustements'),
      ' : si le vendeur a payé d’avance les taxes foncières ou les services publics pour une période postérieure à la date de clôture, vous lui remboursez cette part.',
    ),
    heading('Après la clôture'),
    paragraph(
      'Rangez en lieu sûr le rapport final de votre avocat, l’acte de transfert inscrit et vos documents hypothécaires. Avisez votre assureur, mettez à jour votre adresse et notez la date de renouvellement de votre prêt hypothécaire. Si vous achetez à deux, demandez à votre avocat comment vous détenez le titre (en tenance conjointe ou en tenance commune), car cela décide de ce qu’il advient de votre part si l’un de vous meurt.',
    ),
  ],
});

const employeeRights = post({
  slug: 'employee-rights-in-canada',
  title: 'Vos droits au travail au Canada',
  excerpt:
    'Normes minimales, congédiement et indemnité de départ, harcèlement, droits de la personne et délais pour agir, expliqués aux salariés.',
  tags: [
    'Congédiement injustifié',
    'Indemnité de départ',
    'Harcèlement',
    'Droits de la personne',
    'Normes du travail',
  ],
  content: [
    heading('Quelle loi s’applique à vous'),
    paragraph(
      'La plupart des travailleurs sont couverts par la loi sur les normes du travail de leur province. Les travailleurs des industries sous réglementation fédérale, comme les banques, les transporteurs aériens, les chemins de fer et les télécommunications, sont couverts par le ',
      bold('Code canadien du travail'),
      '. On ne peut pas renoncer à ces normes minimales, même dans un contrat signé.',
    ),
    heading('Congédiement et indemnité de départ'),
    paragraph(
      'À moins d’une cause juste, difficile à prouver pour l’employeur, celui-ci doit donner un ',
      bold('préavis ou une indemnité tenant lieu de préavis'),
      '. Il y a deux niveaux :',
    ),
    bullets(
      [
        bold('Les minimums prévus par la loi'),
        ' : en Ontario, jusqu’à 8 semaines de préavis, plus une indemnité de cessation d’emploi d’une semaine par année de service (jusqu’à 26 semaines) pour les employés qui comptent 5 ans de service ou plus chez un employeur d’une certaine taille.',
      ],
      [
        bold('Le délai de préavis raisonnable'),
        ' : souvent bien plus long, selon l’âge, les années de service, le poste et la difficulté de trouver un emploi semblable, à moins qu’une clause valide du contrat ne le limite.',
      ],
    ),
    paragraph(
      'Une modification unilatérale importante de votre emploi, comme une forte baisse de salaire, peut constituer un ',
      bold('congédiement déguisé'),
      '. Avant de signer une quittance ou d’accepter une offre d’indemnité de départ, faites-la examiner.',
    ),
    heading('Harcèlement et discrimination'),
    paragraph(
      'Les employeurs doivent avoir des politiques pour prévenir le harcèlement et la violence au travail, et enquêter sur les plaintes. Les lois sur les droits de la personne interdisent la discrimination fondée notamment sur le handicap, le sexe, la race, la religion et l’âge, et obligent l’employeur à ',
      bold('accommoder jusqu’à la contrainte excessive'),
      '.',
    ),
    heading('Santé et sécurité'),
    paragraph(
      'Un travailleur peut refuser un travail qu’il croit raisonnablement dangereux, et ne doit pas être puni pour l’avoir fait. Certains métiers, comme ceux de policier et de pompier, ont des limites à ce droit.',
    ),
    heading('Clauses de non-concurrence'),
    paragraph(
      'En Ontario, les ententes de non-concurrence conclues à partir du 25 octobre 2021 sont interdites, sauf pour certains cadres supérieurs et lors de la vente d’une entreprise. Ailleurs, les tribunaux ne les font respecter que si elles sont raisonnables.',
    ),
    heading('Délais'),
    bullets(
      'Poursuite pour congédiement injustifié : généralement 2 ans.',
      'Plainte en matière de droits de la personne : 1 an en Ontario et en Colombie-Britannique.',
      'Plainte fédérale pour congédiement injuste : 90 jours (après 12 mois de service).',
      'Plainte relative aux normes d’emploi en Colombie-Britannique : 6 mois après votre dernier jour de travail.',
    ),
  ],
});

/** In the English order: newest first. */
export const BLOG_ARTICLES_FR: readonly BlogArticle[] = [
  employeeRights,
  firstHome,
  business,
  personalInjury,
  divorce,
  policeStop,
];

export function findBlogArticleFr(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES_FR.find((a) => a.slug === slug);
}
