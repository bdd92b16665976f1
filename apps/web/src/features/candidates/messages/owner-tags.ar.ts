import type { ownerTagsEn } from './owner-tags.en';

/** Arabic messages of the profile's owner selector and tags; spread into candidatesAr. */
export const ownerTagsAr: Record<keyof typeof ownerTagsEn, string> = {
  'profile.owner.noMembers': 'لا يوجد عضو في الفريق لديه صلاحية الوصول إلى هذه الوظيفة',
  'profile.owner.changed': 'أصبح {name} مسؤول المرشح',
  'profile.tags.label': 'الوسوم',
  'profile.tags.placeholder': 'اكتب وسمًا واضغط Enter',
  'profile.tags.saved': 'تم حفظ الوسوم',
  'timeline.ownerChanged': 'أصبح {name} مسؤول المرشح',
  'timeline.tagsAdded': 'وسوم مضافة: {tags}',
  'timeline.tagsRemoved': 'وسوم محذوفة: {tags}',
  'timeline.tagsChanged': 'تم تغيير الوسوم',
  'candidates.filter.tag': 'الوسوم',
};
