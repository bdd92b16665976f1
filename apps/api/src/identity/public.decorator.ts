import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'ats:isPublic';
/** Routes anyone may call without an identity (health, docs). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
