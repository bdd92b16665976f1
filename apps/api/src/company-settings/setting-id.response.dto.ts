import { ApiProperty } from '@nestjs/swagger';

/** What a settings change answers: the id of the row it added, changed or deleted. */
export class SettingIdResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
}
