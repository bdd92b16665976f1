import { ApiProperty } from '@nestjs/swagger';
import type { CandidateListGroup } from '@ats/projections/candidate-list/candidate-list.query';

/** A group of the list under `groupByValue` and how many applications of the tab it holds. */
export class CandidateListGroupResponseDto implements CandidateListGroup {
  @ApiProperty({ description: 'The grouped value: a job status, job id, stage status, owner id or origin' }) value!: string;
  @ApiProperty({ description: 'The value in words where it is an id (job or owner name)' }) label!: string;
  @ApiProperty({ type: 'integer', description: 'Applications in the group, counted up to 10,000 when the tab holds more' }) count!: number;
  @ApiProperty({ description: 'True when counting stopped at the cap: the group holds more than count' }) capped!: boolean;
}
