import type { agencyEn } from './agency.en';

/** Arabic messages of the agency that brought a candidate; spread into candidatesAr. */
export const agencyAr: Record<keyof typeof agencyEn, string> = {
  'addCandidate.field.agency': 'الوكالة',
  'addCandidate.agency.none': 'لا توجد وكالات بعد: أضف وكالة من الإعدادات › الوكالات',
  'validation.agencyRequired': 'يرجى اختيار الوكالة',
  'candidateDetails.agency': 'الوكالة',
  'candidates.filter.agency': 'الوكالة',
};
