import { Param, ParseUUIDPipe } from '@nestjs/common';

/** An `:id` path parameter: a version-4 UUID, else 404 (no such record, as the id names none). */
const uuid = new ParseUUIDPipe({ version: '4', errorHttpStatusCode: 404 });

/** The route's `:id` (or another id parameter, e.g. `:jobId`), parsed as every id route parses it. */
export const IdParam = (name = 'id') => Param(name, uuid);
