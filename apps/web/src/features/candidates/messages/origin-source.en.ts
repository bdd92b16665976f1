/** English messages of the profile's origin and source edit (spec 02 §3.7); spread into candidatesEn. */
export const originSourceEn = {
  'profile.originSource.action': 'Edit origin and source',
  'profile.originSource.title': 'Origin and source of {name}',
  'profile.originSource.origin': 'Origin',
  'profile.originSource.source': 'Source',
  'profile.originSource.sourceHelp': 'For example LinkedIn or a job fair; leave it empty to clear it',
  'profile.originSource.save': 'Save',
  'profile.originSource.saved': 'Origin and source saved',
};
