export * from './document-converter.port';
export { libreOfficeConverter, type LibreOfficeOptions } from './libreoffice-converter';
export { fillOfferLetter, offerLetterPlaceholders, OfferLetterUnreadableError } from './offer-letter-docx';
export { stampSignedOffer, type SigningRecord } from './signed-offer-pdf';
