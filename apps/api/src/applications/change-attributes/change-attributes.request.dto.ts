import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { TAG_MAX_LENGTH, TAG_MESSAGES, TAGS_MAX_PER_CHANGE } from '@ats/domain/applications';
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
