import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { BrandLanguage } from '@ats/domain/branding';

/** A company's branding (spec 03 §3 "Branding"); its id is the company's. */
@Entity({ name: 'company_brandings' })
export class CompanyBrandingEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text', { name: 'brand_name' }) brandName!: string;
  @Column('text', { name: 'primary_colour' }) primaryColour!: string;
  @Column('text') language!: BrandLanguage;
  @Column('text', { name: 'email_signature', default: '' }) emailSignature!: string;
  @Column('uuid', { name: 'logo_blob_id', nullable: true }) logoBlobId!: string | null;
  @Column('uuid', { name: 'square_logo_blob_id', nullable: true }) squareLogoBlobId!: string | null;
  @Column('uuid', { name: 'favicon_blob_id', nullable: true }) faviconBlobId!: string | null;
  @Column('timestamptz', { name: 'favicon_updated_at', nullable: true }) faviconUpdatedAt!: Date | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

/** A company's career page content (spec 03 §3 "Career page"); its id is the company's. */
@Entity({ name: 'career_pages' })
export class CareerPageEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'banner_blob_id', nullable: true }) bannerBlobId!: string | null;
  @Column('text', { default: '' }) title!: string;
  @Column('text', { default: '' }) subtitle!: string;
  @Column('text', { name: 'video_url', nullable: true }) videoUrl!: string | null;
  @Column('text', { name: 'video_embed_url', nullable: true }) videoEmbedUrl!: string | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
