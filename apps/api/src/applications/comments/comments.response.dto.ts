import { ApiProperty } from '@nestjs/swagger';
import type { CommentPage, CommentThread, CommentView } from '@ats/projections/comments/comments.query';
import { CommandResultDto } from '../../platform/command-result.dto';
import type { MentionableMember } from './comment-access';

export class CommentResponseDto implements CommentView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'Set on a reply' }) parentCommentId!: string | null;
  @ApiProperty({ format: 'uuid' }) authorId!: string;
  @ApiProperty() authorName!: string;
  @ApiProperty({ description: 'Secret: visible only with confidential access' }) confidential!: boolean;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Mentions written `@[Display Name](userId)`; null when deleted or erased',
  })
  text!: string | null;
  @ApiProperty({ description: 'Erased with the candidate’s personal data' }) erased!: boolean;
  @ApiProperty({ description: 'Deleted by its author (listed only while it has replies)' }) deleted!: boolean;
  @ApiProperty({ type: [String] }) mentionedUserIds!: string[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) editedAt!: string | null;
}

export class CommentThreadResponseDto extends CommentResponseDto implements CommentThread {
  @ApiProperty({ type: 'integer', description: 'Replies the reader can see' }) replyCount!: number;
  @ApiProperty({ type: () => [CommentResponseDto], description: 'Oldest first' }) replies!: CommentResponseDto[];
}

/** GET /job-applications/:id/comments: the comments, newest first, each with its replies. */
export class CommentListResponseDto implements CommentPage {
  @ApiProperty({ type: () => [CommentThreadResponseDto] }) items!: CommentThreadResponseDto[];
  @ApiProperty({ type: 'integer', description: 'Comments (not counting replies) the reader can see' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) take!: number;
}

export class CommentCommandResultDto extends CommandResultDto {
  @ApiProperty({ format: 'uuid', description: 'The comment written or changed' }) commentId!: string;
}

export class MentionableMemberResponseDto implements MentionableMember {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ description: 'May read confidential comments on this application' }) confidentialAccess!: boolean;
}
