import Docxtemplater, { type DXT } from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import PizZip from 'pizzip';

/**
 * Offer letter templates are .docx files with `[placeholder]`s (spec 03 "Offer letter template"); docxtemplater
 * reads and fills them with square brackets as its delimiters, so a placeholder split across runs by the word
 * processor is still one placeholder.
 */

export class OfferLetterUnreadableError extends Error {
  constructor(override readonly cause?: unknown) {
    super('The offer letter is not a .docx that can be read');
    this.name = 'OfferLetterUnreadableError';
  }
}

const DELIMITERS = { start: '[', end: ']' };

const template = (docx: Buffer, modules: DXT.Module[] = []): Docxtemplater => {
  try {
    return new Docxtemplater(new PizZip(docx), {
      delimiters: DELIMITERS,
      paragraphLoop: true,
      linebreaks: true,
      modules,
      // A bracketed word that is not given a value stays as written: letters may hold other [text].
      nullGetter: (part) => (part.module ? '' : `[${String(part.value)}]`),
    });
  } catch (error) {
    throw new OfferLetterUnreadableError(error);
  }
};

/** The distinct bracketed names the letter holds, in no particular order. */
export const offerLetterPlaceholders = (docx: Buffer): string[] => {
  const inspect = new InspectModule();
  template(docx, [inspect]);
  return Object.keys(inspect.getAllTags());
};

/** The letter with each `[name]` of `values` replaced by its value; other bracketed text kept. */
export const fillOfferLetter = (docx: Buffer, values: Readonly<Record<string, string>>): Buffer => {
  const letter = template(docx);
  try {
    letter.render(values);
  } catch (error) {
    throw new OfferLetterUnreadableError(error);
  }
  return letter.toBuffer({ compression: 'DEFLATE' }) as Buffer;
};
