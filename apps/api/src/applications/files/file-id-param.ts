import { Param, ParseUUIDPipe } from '@nestjs/common';

/** A route's `:fileId`: a UUID, else 404 (it names no file), as `:id` is parsed. */
export const FileIdParam = () => Param('fileId', new ParseUUIDPipe({ version: '4', errorHttpStatusCode: 404 }));
