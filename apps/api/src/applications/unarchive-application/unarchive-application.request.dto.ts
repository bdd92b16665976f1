import { ExpectedRevision } from '../../platform/expected-revision';

export class UnarchiveApplicationRequestDto {
  @ExpectedRevision()
  expectedRevision!: number;
}
