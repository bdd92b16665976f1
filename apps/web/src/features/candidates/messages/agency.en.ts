/** English messages of the agency that brought a candidate (spec 02 §3.7, §5.7); spread into candidatesEn. */
export const agencyEn = {
  'addCandidate.field.agency': 'Agency',
  'addCandidate.agency.none': 'No agencies yet: add one in Settings › Agencies',
  'validation.agencyRequired': 'Please select agency',
  'candidateDetails.agency': 'Agency',
  'candidates.filter.agency': 'Agency',
};
