/** French twin of `verification.ts` (decision 028): the one French wording of « Vérifié ». */
export const VERIFIED_MEANING_FR =
  '« Vérifié » signifie qu’un de nos administrateurs a vérifié le permis d’exercice de l’avocat auprès de son barreau (numéro de permis, barreau et date de la vérification).';

export const SELF_REPORTED_MEANING_FR =
  'Les profils qui n’ont pas fait l’objet de cette vérification portent la mention « Information autodéclarée » : l’information vient de l’avocat et nous ne l’avons pas vérifiée.';
