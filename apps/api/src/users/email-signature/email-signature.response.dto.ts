import { ApiProperty } from '@nestjs/swagger';

/** The signature the caller's e-mails to candidates end with, for the composer's read-only preview. */
export class EmailSignatureResponseDto {
  @ApiProperty({ type: 'string', nullable: true, description: 'Plain text (escaped when added to an e-mail, line breaks kept); null for none' })
  signature!: string | null;

  @ApiProperty({
    type: 'string',
    enum: ['user', 'company'],
    nullable: true,
    description: 'The caller’s own (profile), else the company’s (branding); null for none',
  })
  source!: 'user' | 'company' | null;
}
