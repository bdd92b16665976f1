import { BadRequestException, type PipeTransform } from '@nestjs/common';

/** Stage ids are short (a UUID, or a default stage's slug); a longer one names no stage. */
export const MAX_STAGE_ID_LENGTH = 100;

/** A `:stageId` path parameter within that bound. */
export class StageIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (value.length > MAX_STAGE_ID_LENGTH) throw new BadRequestException({ message: 'Please select stage', errorCode: 'validation' });
    return value;
  }
}
