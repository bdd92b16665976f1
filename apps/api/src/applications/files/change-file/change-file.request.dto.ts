import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { FILE_MESSAGES, MAX_FILE_NAME_LENGTH } from '@ats/domain/applications';

export class RenameFileRequestDto {
  /** Emptiness is the domain's refusal ('Please input file name'); the bound is checked here too. */
  @ApiProperty({ maxLength: MAX_FILE_NAME_LENGTH, example: 'Offer letter.pdf' })
  @IsString({ message: FILE_MESSAGES.nameRequired })
  @MaxLength(MAX_FILE_NAME_LENGTH, { message: FILE_MESSAGES.nameTooLong })
  fileName!: string;
}

export class ChangeFileConfidentialityRequestDto {
  @ApiProperty({ type: 'boolean', description: 'Confidential files are visible only with confidential access' })
  @IsBoolean()
  confidential!: boolean;
}
