import { DomainError } from '../shared/errors';
import { decision, type AuditEntry, type RelationalDecision, type WriteContext } from '../shared/relational-decision';
import { videoEmbedUrl } from './video-embed';

/** Spec 03 §3 "Branding", §5 "Branding", §8: the messages the branding and career-page settings answer. */
export const BRANDING_MESSAGES = {
  brandNameRequired: 'Brand name is required',
  languageRequired: 'Language is required',
  primaryColourRequired: 'Primary colour is required',
  logoTooLarge: 'File size cannot exceed 2MB!',
  imageWrongType: 'Image must be a PNG, JPEG, WEBP or ICO',
  videoUrlInvalid: 'Invalid URL',
  fillRequired: 'Please fill all required fields',
} as const;

export const BRANDING_PERMISSIONS = {
  list: 'COMPANY::BRANDING::LIST',
  edit: 'COMPANY::BRANDING::EDIT',
  careerPageList: 'COMPANY::CAREER_PAGE::LIST',
  careerPageEdit: 'COMPANY::CAREER_PAGE::EDIT',
  careerPageAll: 'COMPANY::CAREER_PAGE::*',
} as const;

export const BRAND_LANGUAGES = ['en', 'ar'] as const;
export type BrandLanguage = (typeof BRAND_LANGUAGES)[number];
/** Spec 03 §5: logo at most 2 MB; the same bound keeps the other images small. */
export const MAX_BRAND_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_BRAND_NAME_LENGTH = 100;
export const MAX_EMAIL_SIGNATURE_LENGTH = 2000;
export const MAX_CAREER_TEXT_LENGTH = 500;
/** The product's default primary colour, until a company chooses its own. */
export const DEFAULT_PRIMARY_COLOUR = '#1565c0';
export const BRAND_IMAGE_KINDS = ['logo', 'square-logo', 'favicon'] as const;
export type BrandImageKind = (typeof BRAND_IMAGE_KINDS)[number];
export const CAREER_IMAGE_KINDS = ['banner'] as const;
/** Images read from their bytes; SVG is refused: it may carry script. */
export const BRAND_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/x-icon', 'image/vnd.microsoft.icon'] as const;

export type BrandingRow = {
  id: string;
  brandName: string;
  primaryColour: string;
  language: BrandLanguage;
  emailSignature: string;
  logoBlobId: string | null;
  squareLogoBlobId: string | null;
  faviconBlobId: string | null;
  faviconUpdatedAt: Date | null;
  updatedAt: Date;
};

export type CareerPageRow = {
  id: string;
  bannerBlobId: string | null;
  title: string;
  subtitle: string;
  videoUrl: string | null;
  videoEmbedUrl: string | null;
  updatedAt: Date;
};

export type BrandingTables = { company_brandings: BrandingRow; career_pages: CareerPageRow };

type Decision<Result> = RelationalDecision<BrandingTables, never, Result>;
type Caller = { userId: string; companyId: string };

export type BrandingInput = { brandName: string; primaryColour: string; language: string; emailSignature: string };

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** What a company shows before it saved its branding: its own name, the product's colour, its language. */
export const defaultBranding = (company: { id: string; name: string; language: string }): BrandingRow => ({
  id: company.id,
  brandName: company.name,
  primaryColour: DEFAULT_PRIMARY_COLOUR,
  language: company.language === 'ar' ? 'ar' : 'en',
  emailSignature: '',
  logoBlobId: null,
  squareLogoBlobId: null,
  faviconBlobId: null,
  faviconUpdatedAt: null,
  updatedAt: new Date(0),
});

const upsert = <Table extends keyof BrandingTables>(
  table: Table,
  existing: BrandingTables[Table] | null,
  next: BrandingTables[Table],
  caller: Caller,
): Decision<BrandingTables[Table]> => {
  const { id, ...set } = next;
  const audit: AuditEntry = {
    companyId: caller.companyId,
    actorId: caller.userId,
    entity: table,
    entityId: id,
    action: existing ? 'update' : 'create',
    before: existing,
    after: next,
  };
  return decision(next, {
    writes: [existing ? { table, update: id, set: set as Partial<BrandingTables[Table]> } : { table, insert: next }] as Decision<unknown>['writes'],
    audit: [audit],
  });
};

/** Spec 03 §5 "Branding": brand name, language and primary colour required (a #RRGGBB colour). */
export const saveBranding = (
  input: BrandingInput,
  existing: { row: BrandingRow | null; fallback: BrandingRow },
  caller: Caller,
  context: WriteContext,
): Decision<BrandingRow> => {
  const brandName = input.brandName.trim();
  if (!brandName) throw new DomainError('brand-name-required', BRANDING_MESSAGES.brandNameRequired);
  if (!(BRAND_LANGUAGES as readonly string[]).includes(input.language))
    throw new DomainError('brand-language-required', BRANDING_MESSAGES.languageRequired);
  const colour = input.primaryColour.trim();
  if (!HEX_COLOUR.test(colour)) throw new DomainError('brand-colour-required', BRANDING_MESSAGES.primaryColourRequired);
  const base = existing.row ?? existing.fallback;
  return upsert(
    'company_brandings',
    existing.row,
    {
      ...base,
      id: caller.companyId,
      brandName,
      primaryColour: colour.toLowerCase(),
      language: input.language as BrandLanguage,
      emailSignature: input.emailSignature.trim(),
      updatedAt: context.now,
    },
    caller,
  );
};

/** A new logo, square logo or favicon; a new favicon gets a new timestamp, so browsers fetch it again. */
export const replaceBrandImage = (
  kind: BrandImageKind,
  blobId: string,
  existing: { row: BrandingRow | null; fallback: BrandingRow },
  caller: Caller,
  context: WriteContext,
): Decision<BrandingRow> => {
  const base = existing.row ?? existing.fallback;
  const next: BrandingRow = { ...base, id: caller.companyId, updatedAt: context.now };
  if (kind === 'logo') next.logoBlobId = blobId;
  else if (kind === 'square-logo') next.squareLogoBlobId = blobId;
  else {
    next.faviconBlobId = blobId;
    next.faviconUpdatedAt = context.now;
  }
  return upsert('company_brandings', existing.row, next, caller);
};

/** Which blob a brand image kind names in a row. */
export const brandImageBlob = (row: BrandingRow, kind: BrandImageKind): string | null =>
  kind === 'logo' ? row.logoBlobId : kind === 'square-logo' ? row.squareLogoBlobId : row.faviconBlobId;

export type CareerPageInput = { title: string; subtitle: string; videoUrl: string | null };

export const emptyCareerPage = (companyId: string): CareerPageRow => ({
  id: companyId,
  bannerBlobId: null,
  title: '',
  subtitle: '',
  videoUrl: null,
  videoEmbedUrl: null,
  updatedAt: new Date(0),
});

/** The career page's text sections and video: a video-site URL is checked and turned into its embed link. */
export const saveCareerPage = (
  input: CareerPageInput,
  existing: CareerPageRow | null,
  caller: Caller,
  context: WriteContext,
): Decision<CareerPageRow> => {
  const videoUrl = input.videoUrl?.trim() || null;
  const videoEmbed = videoUrl ? videoEmbedUrl(videoUrl) : null;
  if (videoUrl && !videoEmbed) throw new DomainError('career-video-invalid', BRANDING_MESSAGES.videoUrlInvalid);
  return upsert(
    'career_pages',
    existing,
    {
      ...(existing ?? emptyCareerPage(caller.companyId)),
      title: input.title.trim(),
      subtitle: input.subtitle.trim(),
      videoUrl,
      videoEmbedUrl: videoEmbed,
      updatedAt: context.now,
    },
    caller,
  );
};

export const replaceCareerBanner = (blobId: string, existing: CareerPageRow | null, caller: Caller, context: WriteContext): Decision<CareerPageRow> =>
  upsert('career_pages', existing, { ...(existing ?? emptyCareerPage(caller.companyId)), bannerBlobId: blobId, updatedAt: context.now }, caller);

/**
 * Spec 01 §1 white-labelling: "{partner whiteLabel} ATS" for a white-labelled sales partner, else
 * "{product} ATS"; a partner's logo replaces the product's.
 */
export const productLabel = (product: string, partner: { whiteLabel: string | null } | null): string =>
  `${partner?.whiteLabel?.trim() || product} ATS`;

export const productLogo = (partner: { logo: string | null } | null, defaultLogo: string): string => partner?.logo || defaultLogo;

/** Spec 03 §3: the company favicon replaces /favicon.ico, with a cache-busting timestamp. */
export const faviconHref = (faviconUrl: string | null, updatedAt: Date | null): string =>
  faviconUrl ? `${faviconUrl}?v=${(updatedAt ?? new Date(0)).getTime()}` : '/favicon.ico';
