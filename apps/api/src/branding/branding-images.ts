import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { BRAND_IMAGE_TYPES, BRANDING_MESSAGES, MAX_BRAND_IMAGE_BYTES } from '@ats/domain/branding';
import { DomainError } from '@ats/domain/shared';
import type { BlobStore } from '@ats/infra/blob-store';

/**
 * A brand image (logo, square logo, favicon, career banner) judged by its bytes — at most 2 MB (spec 03 §5
 * "Branding"), PNG, JPEG, WEBP or ICO; SVG is refused, it may carry script — and stored in the blob store
 * under the company. Answers the new blob's id.
 */
export const storeBrandImage = async (blobs: BlobStore, companyId: string, bytes: Buffer): Promise<{ blobId: string; contentType: string }> => {
  if (bytes.length > MAX_BRAND_IMAGE_BYTES) throw new DomainError('brand-image-too-large', BRANDING_MESSAGES.logoTooLarge);
  const detected = bytes.length > 0 ? ((await fileTypeFromBuffer(bytes))?.mime ?? null) : null;
  if (!detected || !(BRAND_IMAGE_TYPES as readonly string[]).includes(detected))
    throw new DomainError('brand-image-type', BRANDING_MESSAGES.imageWrongType);
  const blobId = randomUUID();
  await blobs.put({ companyId, blobId }, bytes, { contentType: detected });
  return { blobId, contentType: detected };
};

/** The stored image's bytes for a public page, or null (then 404). */
export const readBrandImage = async (blobs: BlobStore, companyId: string, blobId: string | null): Promise<{ bytes: Buffer; contentType: string } | null> => {
  if (!blobId) return null;
  const stream = await blobs.get({ companyId, blobId });
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const bytes = Buffer.concat(chunks);
  const contentType = (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream';
  return { bytes, contentType };
};
