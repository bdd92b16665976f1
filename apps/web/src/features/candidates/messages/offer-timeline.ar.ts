import type { offerTimelineEn } from './offer-timeline.en';

/** Arabic lines of the application's offers on its timeline; spread into candidatesAr. */
export const offerTimelineAr: Record<keyof typeof offerTimelineEn, string> = {
  'timeline.offer.OfferCreated': 'تم إنشاء العرض',
  'timeline.offer.OfferTermsChanged': 'تم تغيير شروط العرض',
  'timeline.offer.OfferApprovalRoundStarted': 'تم إرسال العرض للموافقة (الجولة {round})',
  'timeline.offer.OfferApprovalDecided': 'وافق أحد المعتمدين على العرض',
  'timeline.offer.OfferApprovalDecided.rejected': 'رفض أحد المعتمدين العرض',
  'timeline.offer.OfferApproved': 'تمت الموافقة على طلب العرض',
  'timeline.offer.OfferApprovalRejected': 'تم رفض طلب العرض',
  'timeline.offer.OfferSentToCandidate': 'تم إرسال العرض إلى المرشح',
  'timeline.offer.OfferSignedByCandidate': 'وقّع المرشح العرض',
  'timeline.offer.OfferRejectedByCandidate': 'رفض المرشح العرض',
  'timeline.offer.OfferRejectedOnBehalf': 'تم رفض العرض نيابةً عن المرشح',
  'timeline.offer.OfferRecalled': 'تم سحب العرض',
  'timeline.offer.OfferMarkedAsSigned': 'تم وضع علامة على العرض كموقّع',
  'timeline.offer.template': 'القالب: {name}',
};
