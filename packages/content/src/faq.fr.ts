import type { FaqCategory, FaqEntry } from './faq.ts';
import { bold, bullets, paragraph } from './rich-text.ts';
import { SELF_REPORTED_MEANING_FR, VERIFIED_MEANING_FR } from './verification.fr.ts';

/** French twin of `faq.ts` (decision 028): the same entries, ids and categories, in the same order. */
export const FAQ_CATEGORIES_FR: readonly { id: FaqCategory; label: string }[] = [
  { id: 'general', label: 'Questions générales' },
  { id: 'finding', label: 'Trouver un avocat' },
  { id: 'fees', label: 'Honoraires et frais' },
  { id: 'process', label: 'Les démarches juridiques' },
  { id: 'directory', label: 'Utiliser le répertoire' },
];

export const FAQ_FR: readonly FaqEntry[] = [
  {
    id: 'is-this-legal-advice',
    category: 'general',
    question: 'L’information sur ce site est-elle un avis juridique ?',
    answer: [
      paragraph(
        'Non. Nos guides, nos articles et nos réponses sont de l’',
        bold('information générale à caractère éducatif'),
        ', pas des avis juridiques. Le droit dépend de votre province et des faits de votre situation ; pour un avis sur votre cas, parlez à une avocate ou à un avocat autorisé à exercer là où vous habitez.',
      ),
    ],
  },
  {
    id: 'is-it-free',
    category: 'general',
    question:
      'Est-ce que ça coûte quelque chose de chercher une avocate ou un avocat, ou de lui écrire ?',
    answer: [
      paragraph(
        'Chercher dans le répertoire et envoyer un message à une avocate ou à un avocat, c’est ',
        bold('gratuit'),
        '. Si vous retenez ses services, vous convenez des honoraires directement avec cette personne.',
      ),
    ],
  },
  {
    id: 'where-do-you-cover',
    category: 'general',
    question: 'Quelles régions du Canada couvrez-vous ?',
    answer: [
      paragraph(
        'Les ',
        bold('13 provinces et territoires'),
        '. Notre guide provincial présente les tribunaux, les barreaux et l’aide juridique de chacun d’eux.',
      ),
    ],
  },
  {
    id: 'check-licence',
    category: 'finding',
    question: 'Comment vérifier qu’une avocate ou un avocat a le droit d’exercer ?',
    answer: [
      paragraph(
        'Pour exercer, il faut y être autorisé par le barreau de la province ou du territoire. Chaque barreau tient un ',
        bold('répertoire public'),
        ' qui indique si une personne peut exercer et si elle a des antécédents disciplinaires.',
      ),
      paragraph(VERIFIED_MEANING_FR),
    ],
  },
  {
    id: 'lawyer-paralegal-notary',
    category: 'finding',
    question: 'Quelle est la différence entre un avocat, un parajuriste et un notaire ?',
    answer: [
      bullets(
        [
          bold('Les avocats'),
          ' peuvent donner des avis juridiques et vous représenter devant tous les tribunaux.',
        ],
        [
          bold('Les parajuristes titulaires d’un permis'),
          ' (en Ontario) peuvent vous représenter dans certaines affaires, par exemple à la Cour des petites créances et devant beaucoup de tribunaux administratifs.',
        ],
        [
          bold('Les notaires'),
          ' du Québec sont des juristes qui s’occupent des transactions immobilières, des contrats de mariage et des testaments notariés ; en Colombie-Britannique, les notaries public peuvent aussi rédiger des testaments et s’occuper de transactions immobilières.',
        ],
      ),
    ],
  },
  {
    id: 'cannot-afford',
    category: 'finding',
    question: 'Et si je n’ai pas les moyens de payer une avocate ou un avocat ?',
    answer: [
      paragraph('Vous avez peut-être quand même des options :'),
      bullets(
        [
          bold('L’aide juridique'),
          ' de votre province ou de votre territoire, pour les personnes à faible revenu.',
        ],
        [
          bold('Les cliniques juridiques communautaires'),
          ' et les cliniques juridiques étudiantes des facultés de droit.',
        ],
        [
          bold('Les programmes pro bono'),
          ', où des avocats bénévoles donnent des conseils gratuits.',
        ],
        [
          bold('Les services de référence des barreaux'),
          ', comme le Service de référence du Barreau en Ontario, qui offre une première consultation gratuite d’au plus 30 minutes.',
        ],
      ),
    ],
  },
  {
    id: 'how-lawyers-charge',
    category: 'fees',
    question: 'Comment les avocats facturent-ils leur travail ?',
    answer: [
      paragraph('La plupart des avocats utilisent une ou plusieurs de ces quatre formules :'),
      bullets(
        [bold('À l’heure'), ' — habituellement de 200 $ à 800 $ et plus l’heure.'],
        [
          bold('Au forfait'),
          ' — habituellement de 500 $ à 5 000 $ et plus pour une tâche précise.',
        ],
        [bold('Au pourcentage'), ' — habituellement de 25 % à 40 % de ce que vous obtenez.'],
        [
          bold('Par provision'),
          ' — un dépôt, souvent de 2 000 $ à 10 000 $ et plus, détenu en fidéicommis.',
        ],
      ),
      paragraph('Demandez toujours une convention d’honoraires écrite.'),
    ],
  },
  {
    id: 'dispute-a-bill',
    category: 'fees',
    question: 'Que faire si je trouve que le compte de mon avocat est trop élevé ?',
    answer: [
      paragraph(
        'Parlez-en d’abord à votre avocat. Si cela ne donne rien, chaque province permet de faire ',
        bold('examiner le compte par un officier de justice'),
        ' (on parle de taxation, d’évaluation ou de révision du compte), et certains barreaux offrent la conciliation des comptes d’honoraires. Agissez vite : ces recours ont des délais.',
      ),
    ],
  },
  {
    id: 'contingency-allowed',
    category: 'fees',
    question: 'Les ententes « pas de gain, pas d’honoraires » sont-elles permises ?',
    answer: [
      paragraph(
        'Oui, les honoraires conditionnels sont permis dans la plupart des affaires civiles, comme le préjudice corporel, mais l’entente doit être ',
        bold('écrite'),
        ' et chaque province les encadre. Ils sont généralement interdits en matière criminelle et, en Ontario, en droit de la famille.',
      ),
    ],
  },
  {
    id: 'first-meeting',
    category: 'process',
    question: 'Que dois-je apporter à ma première rencontre avec une avocate ou un avocat ?',
    answer: [
      bullets(
        'Une pièce d’identité avec photo',
        'Une courte chronologie écrite des faits',
        'Tous les documents liés : contrats, lettres, courriels, procédures judiciaires',
        'Les noms et coordonnées des autres personnes en cause',
        'Vos questions, par écrit',
      ),
    ],
  },
  {
    id: 'confidentiality',
    category: 'process',
    question: 'Ce que je dis à mon avocate ou à mon avocat est-il confidentiel ?',
    answer: [
      paragraph(
        'Oui. Les communications en vue d’obtenir un avis juridique sont protégées par le ',
        bold('secret professionnel de l’avocat'),
        ', l’une des protections les plus fortes du droit canadien, avec de très rares exceptions. Les messages que vous envoyez par ce site sont conservés par nous : confiez les détails délicats directement à l’avocate ou à l’avocat.',
      ),
    ],
  },
  {
    id: 'time-limits',
    category: 'process',
    question: 'De combien de temps est-ce que je dispose pour intenter une poursuite ?',
    answer: [
      paragraph(
        'Cela dépend de la province et du recours. En Ontario, en Colombie-Britannique, en Alberta et en Saskatchewan, la plupart des poursuites civiles doivent être intentées dans les ',
        bold('2 ans'),
        ' suivant la découverte du problème ; au Québec, la plupart des recours se prescrivent par ',
        bold('3 ans'),
        '. Certains recours exigent un avis écrit bien plus tôt : parlez sans tarder à une avocate ou à un avocat.',
      ),
    ],
  },
  {
    id: 'verified-badge',
    category: 'directory',
    question: 'Que signifie le badge « Vérifié » ?',
    answer: [paragraph(VERIFIED_MEANING_FR), paragraph(SELF_REPORTED_MEANING_FR)],
  },
  {
    id: 'ranking',
    category: 'directory',
    question: 'Recommandez-vous ou classez-vous les avocats ?',
    answer: [
      paragraph(
        'Non. Les résultats sont classés selon leur pertinence pour votre recherche et le tri que vous choisissez. Figurer dans le répertoire ',
        bold('n’est pas une recommandation'),
        ' ; suivez les étapes de notre guide pour choisir une avocate ou un avocat.',
      ),
    ],
  },
  {
    id: 'join-directory',
    category: 'directory',
    question: 'J’exerce comme avocate ou avocat : comment m’inscrire au répertoire ?',
    answer: [
      paragraph(
        'Créez un compte dans le ',
        bold('Portail des avocats'),
        ', puis remplissez votre profil à partir de votre tableau de bord. Votre profil porte la mention « Information autodéclarée » jusqu’à ce que l’équipe du répertoire vérifie votre permis auprès de votre barreau.',
      ),
    ],
  },
  {
    id: 'report-profile',
    category: 'directory',
    question: 'Comment signaler un profil erroné ou suspect ?',
    answer: [
      paragraph(
        'Utilisez le formulaire de la ',
        bold('page Contact'),
        ' ou son adresse courriel. Nous examinons chaque signalement et pouvons masquer un profil pendant la vérification.',
      ),
    ],
  },
];
