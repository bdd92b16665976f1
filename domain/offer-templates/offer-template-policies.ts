import { settingsAudit, type SettingsCaller } from '../company-settings/company-settings-rows';
import { decision, type RelationalDecision, type WriteContext } from '../shared/relational-decision';
import {
  DOCX_CONTENT_TYPE,
  MAX_OFFER_LETTER_BYTES,
  OFFER_TEMPLATE_MESSAGES,
  offerTemplateNameRule,
  OfferTemplateErrors,
} from './offer-template.errors';
import {
  isOfferPlaceholder,
  isPlaceholderFiller,
  OFFER_PLACEHOLDERS,
  type OfferPlaceholder,
  type PlaceholderFiller,
} from './offer-placeholders';

/**
 * Offer letter templates (spec 03 "Offer letter template", §5 "Offer template", §8 "Offers"): a name and one
 * .docx whose `[placeholders]` of the spec's list are each filled by the offer's sender or by the candidate.
 * Relational configuration written through the one write path (docs/adr/0009); the letter's bytes are in the
 * blob store under `letterBlobId`, its placeholders read by infra before the policy decides.
 */

export type OfferTemplatePlaceholder = { name: OfferPlaceholder; filledBy: PlaceholderFiller };

export type OfferTemplateRow = {
  id: string;
  companyId: string;
  name: string;
  letterBlobId: string;
  letterFileName: string;
  letterSizeBytes: number;
  /** The spec's placeholders the letter holds, in the spec's order; other bracketed text is letter text. */
  placeholders: OfferTemplatePlaceholder[];
  updatedBy: string;
  updatedAt: Date;
};

export type OfferTemplatesTables = { offer_letter_templates: OfferTemplateRow };
export type OfferTemplateDecision<Result> = RelationalDecision<OfferTemplatesTables, never, Result>;

/** An uploaded letter as infra read it: the type from its bytes, the bracketed names docxtemplater found. */
export type UploadedOfferLetter = {
  blobId: string;
  fileName: string;
  sizeBytes: number;
  detectedContentType: string | null;
  /** Null when the .docx could not be read as a template. */
  bracketedNames: readonly string[] | null;
};

export type OfferTemplateInput = {
  name: string;
  letter?: UploadedOfferLetter | null;
  /** Who fills which placeholder; a placeholder left out keeps its filler (the sender for a new one). */
  placeholders?: ReadonlyArray<{ name: string; filledBy: string }>;
};

const name = (value: unknown): string => {
  const message = offerTemplateNameRule(value);
  if (message === OFFER_TEMPLATE_MESSAGES.nameRequired) throw OfferTemplateErrors.nameRequired();
  if (message === OFFER_TEMPLATE_MESSAGES.nameTooShort) throw OfferTemplateErrors.nameTooShort();
  if (message) throw OfferTemplateErrors.nameTooLong();
  return (value as string).trim();
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const assertNameFree = (templates: readonly OfferTemplateRow[], candidate: string, exceptId: string | null) => {
  if (templates.some((row) => row.id !== exceptId && sameName(row.name, candidate))) throw OfferTemplateErrors.nameExists();
};

const checkedLetter = (letter: UploadedOfferLetter | null | undefined): UploadedOfferLetter & { bracketedNames: readonly string[] } => {
  if (!letter) throw OfferTemplateErrors.letterRequired();
  if (letter.sizeBytes > MAX_OFFER_LETTER_BYTES) throw OfferTemplateErrors.letterTooLarge();
  // what the bytes are, whatever the name says
  if (letter.detectedContentType !== DOCX_CONTENT_TYPE) throw OfferTemplateErrors.letterNotDocx();
  if (letter.bracketedNames === null) throw OfferTemplateErrors.letterUnreadable();
  return { ...letter, bracketedNames: letter.bracketedNames };
};

/** The spec's placeholders among the letter's bracketed names, in the spec's order, keeping known fillers. */
const placeholdersOf = (
  bracketedNames: readonly string[],
  previous: readonly OfferTemplatePlaceholder[],
): OfferTemplatePlaceholder[] =>
  OFFER_PLACEHOLDERS.filter((placeholder) => bracketedNames.includes(placeholder)).map((placeholder) => ({
    name: placeholder,
    filledBy: previous.find((p) => p.name === placeholder)?.filledBy ?? 'OFFER_SENDER',
  }));

const withFillers = (
  placeholders: OfferTemplatePlaceholder[],
  given: OfferTemplateInput['placeholders'],
): OfferTemplatePlaceholder[] => {
  const result = placeholders.map((p) => ({ ...p }));
  for (const choice of given ?? []) {
    if (!isPlaceholderFiller(choice.filledBy)) throw OfferTemplateErrors.fillerRequired();
    const found = isOfferPlaceholder(choice.name) ? result.find((p) => p.name === choice.name) : undefined;
    if (!found) throw OfferTemplateErrors.unknownPlaceholder();
    found.filledBy = choice.filledBy;
  }
  return result;
};

/** The company's template, or not found as for an unknown id. */
export const ownOfferTemplate = (caller: SettingsCaller, row: OfferTemplateRow | null): OfferTemplateRow => {
  if (!row || row.companyId !== caller.companyId) throw OfferTemplateErrors.notFound();
  return row;
};

const audit = (caller: SettingsCaller, before: OfferTemplateRow | null, after: OfferTemplateRow | null) =>
  settingsAudit(caller, 'offer-letter-template', before, after);

/** Add a template: a name and its letter (step 1 of the 3-step flow); every placeholder starts with the sender. */
export const addOfferTemplate = (
  input: OfferTemplateInput,
  existing: { templates: readonly OfferTemplateRow[] },
  caller: SettingsCaller,
  { newId, now }: WriteContext,
): OfferTemplateDecision<OfferTemplateRow> => {
  const templateName = name(input.name);
  const letter = checkedLetter(input.letter);
  assertNameFree(existing.templates, templateName, null);
  const row: OfferTemplateRow = {
    id: newId(),
    companyId: caller.companyId,
    name: templateName,
    letterBlobId: letter.blobId,
    letterFileName: letter.fileName,
    letterSizeBytes: letter.sizeBytes,
    placeholders: withFillers(placeholdersOf(letter.bracketedNames, []), input.placeholders),
    updatedBy: caller.userId,
    updatedAt: now,
  };
  return decision(row, { writes: [{ table: 'offer_letter_templates', insert: row }], audit: [audit(caller, null, row)] });
};

/**
 * Edit a template: its name, who fills each placeholder (step 2), and optionally a new letter, whose
 * placeholders replace the old letter's (fillers kept for those it still holds). Answers the replaced
 * letter's blob, removed once the change is committed.
 */
export const editOfferTemplate = (
  input: OfferTemplateInput & { id: string },
  existing: { template: OfferTemplateRow | null; templates: readonly OfferTemplateRow[] },
  caller: SettingsCaller,
  { now }: WriteContext,
): OfferTemplateDecision<{ row: OfferTemplateRow; replacedLetterBlobId: string | null }> => {
  const before = ownOfferTemplate(caller, existing.template);
  const templateName = name(input.name);
  assertNameFree(existing.templates, templateName, before.id);
  const letter = input.letter ? checkedLetter(input.letter) : null;
  const placeholders = letter ? placeholdersOf(letter.bracketedNames, before.placeholders) : before.placeholders;
  const row: OfferTemplateRow = {
    ...before,
    name: templateName,
    ...(letter ? { letterBlobId: letter.blobId, letterFileName: letter.fileName, letterSizeBytes: letter.sizeBytes } : {}),
    placeholders: withFillers(placeholders, input.placeholders),
    updatedBy: caller.userId,
    updatedAt: now,
  };
  const { id, ...set } = row;
  return decision(
    { row, replacedLetterBlobId: letter ? before.letterBlobId : null },
    { writes: [{ table: 'offer_letter_templates', update: id, set }], audit: [audit(caller, before, row)] },
  );
};

/** Delete a template; offers made from it keep their own letters. Answers the letter's blob to remove. */
export const deleteOfferTemplate = (
  input: { id: string },
  existing: { template: OfferTemplateRow | null },
  caller: SettingsCaller,
): OfferTemplateDecision<{ letterBlobId: string }> => {
  const before = ownOfferTemplate(caller, existing.template);
  return decision(
    { letterBlobId: before.letterBlobId },
    { writes: [{ table: 'offer_letter_templates', delete: input.id }], audit: [audit(caller, before, null)] },
  );
};
