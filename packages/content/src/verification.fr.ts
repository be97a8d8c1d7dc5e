/** French twin of `verification.ts` (decision 028): the one French wording of « Vérifié ». */
export const VERIFIED_MEANING_FR =
  '« Vérifié » signifie que notre équipe a vérifié le permis d’exercice inscrit au profil auprès du barreau qui l’a délivré (numéro de permis, barreau et date de la vérification).';

export const SELF_REPORTED_MEANING_FR =
  'Les profils qui n’ont pas fait l’objet de cette vérification portent la mention « Information autodéclarée » : l’information vient de l’avocate ou de l’avocat, et nous ne l’avons pas vérifiée.';
