/** English messages of the profile's owner selector and tags (spec 02 §2.13, §3.7); spread into candidatesEn. */
export const ownerTagsEn = {
  'profile.owner.noMembers': 'No team member with access to this job',
  'profile.owner.changed': '{name} is now the candidate owner',
  'profile.tags.label': 'Tags',
  'profile.tags.placeholder': 'Type a tag and press Enter',
  'profile.tags.saved': 'Tags saved',
  'timeline.ownerChanged': '{name} became the candidate owner',
  'timeline.tagsAdded': 'Tags added: {tags}',
  'timeline.tagsRemoved': 'Tags removed: {tags}',
  'timeline.tagsChanged': 'Tags changed',
  'candidates.filter.tag': 'Tags',
};
