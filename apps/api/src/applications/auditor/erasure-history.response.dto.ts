import { ApiProperty } from '@nestjs/swagger';
import type { HistoryEntryDetails } from '@ats/domain/applications';

/** The history's line for an erasure: who and when are the entry's actor and time; nothing personal is left to show. */
export class CandidateErasedHistoryDetailsDto implements Extract<HistoryEntryDetails, { type: 'CandidateErased' }> {
  @ApiProperty({ enum: ['CandidateErased'] }) type!: 'CandidateErased';
}
