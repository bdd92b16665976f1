import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { CANDIDATE_ORIGINS, TAG_MAX_LENGTH, TAG_MESSAGES, TAGS_MAX_PER_CHANGE, type CandidateOrigin } from '@ats/domain/applications';
import { BULK_ACTION_MESSAGES, BULK_SOURCE_MAX_LENGTH } from '@ats/domain/bulk-actions';
import { ExpectedRevision } from '../../platform/expected-revision';

export class ChangeOwnerRequestDto {
  @ApiProperty({ format: 'uuid', description: 'The team member who becomes the candidate’s owner' })
  @IsUUID('4', { message: TAG_MESSAGES.ownerNotOnTeam })
  ownerId!: string;

  @ExpectedRevision()
  expectedRevision!: number;
}

const tagList = (description: string) => [
  ApiPropertyOptional({ type: [String], description, maxItems: TAGS_MAX_PER_CHANGE, items: { type: 'string', maxLength: TAG_MAX_LENGTH } }),
  IsOptional(),
  IsArray({ message: TAG_MESSAGES.required }),
  ArrayMaxSize(TAGS_MAX_PER_CHANGE),
  IsString({ each: true, message: TAG_MESSAGES.required }),
  // A little room for the spaces trimmed away; the decider holds the tag itself to TAG_MAX_LENGTH.
  MaxLength(TAG_MAX_LENGTH * 2, { each: true, message: TAG_MESSAGES.tooLong }),
];

const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };

export class ChangeTagsRequestDto {
  @apply(tagList('Tags to add (trimmed; one already there in any case is skipped)'))
  add?: string[];

  @apply(tagList('Tags to remove, without regard to case'))
  remove?: string[];

  @ExpectedRevision()
  expectedRevision!: number;
}

/** The origin and source of one application, with the bulk 'change origin' / 'change source' choices' messages (spec 02 §5.10). */
export class ChangeOriginSourceRequestDto {
  @ApiPropertyOptional({ enum: CANDIDATE_ORIGINS, description: 'The new origin; the present one stays when absent' })
  @IsOptional()
  @IsIn(CANDIDATE_ORIGINS as CandidateOrigin[], { message: BULK_ACTION_MESSAGES.origin })
  origin?: CandidateOrigin;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    maxLength: BULK_SOURCE_MAX_LENGTH,
    description: 'The new source (trimmed); blank or null clears it, absent keeps it',
  })
  @IsOptional()
  // Listed after the bound so that a non-string is reported as such (class-validator reports bottom-up).
  @MaxLength(BULK_SOURCE_MAX_LENGTH, { message: `Source can be at most ${BULK_SOURCE_MAX_LENGTH} characters` })
  @IsString({ message: BULK_ACTION_MESSAGES.source })
  source?: string | null;

  @ExpectedRevision()
  expectedRevision!: number;
}
